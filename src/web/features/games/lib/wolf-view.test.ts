import { describe, expect, it } from 'vitest';
import { choiceWords, firstNameOf, wolfChoiceText, wolfHistoryText, wolfOrderText } from './wolf-view';

const names: Record<string, string> = { bob: 'Bob Stone', cy: 'Cy' };
const nameOf = (id: string) => names[id] ?? id;

describe('the wolf in words (product §R13)', () => {
  it('names the order the wolf goes round in, first names in join order', () => {
    expect(wolfOrderText(['Sam Reed', 'Bob Stone', 'Cy', 'Di Park'])).toBe('Wolf order: Sam, Bob, Cy, Di');
    expect(wolfOrderText([])).toBeNull();
    expect(firstNameOf('  Ana  Lee ')).toBe('Ana');
  });

  it.each([
    [{ choice: 'partner', partnerId: 'bob' } as const, 'Sam takes partner Bob Stone'],
    [{ choice: 'lone', partnerId: null } as const, 'Sam goes lone'],
    [{ choice: 'blind', partnerId: null } as const, 'Sam goes blind'],
    [null, 'Sam has not chosen yet'],
  ])('reads the choice %o', (choice, text) => {
    expect(wolfChoiceText('Sam', choice, nameOf)).toBe(text);
  });

  it('marks a partner choice without a partner rather than inventing one', () => {
    expect(choiceWords({ choice: 'partner', partnerId: null }, nameOf)).toBe('takes partner ?');
  });

  it.each([
    [{ choice: 'lone', partnerId: null } as const, { choice: 'partner', partnerId: 'bob' } as const, 'Hole 3 wolf: Sam goes lone (was partner Bob)'],
    [{ choice: 'partner', partnerId: 'cy' } as const, { choice: 'blind', partnerId: null } as const, 'Hole 3 wolf: Sam takes partner Cy (was blind)'],
    [{ choice: 'blind', partnerId: null } as const, null, 'Hole 3 wolf: Sam goes blind'],
  ])('a history entry of %o over %o', (choice, previous, text) => {
    const entry = { holeNumber: 3, playerName: 'Sam Reed', choice: { holeNumber: 3, ...choice }, previousChoice: previous && { holeNumber: 3, ...previous } };
    expect(wolfHistoryText(entry, nameOf)).toBe(text);
  });
});
