import { describe, expect, it } from 'vitest';
import type { ScoreHistoryEntry } from '../../../../contract/games-responses';
import { historyLine } from './history-lines';

const names: Record<string, string> = { ana: 'Ana', ben: 'Ben', bob: 'Bob Stone' };
const nameOf = (id: string) => names[id] ?? id;
const entry = (fields: Partial<ScoreHistoryEntry>): ScoreHistoryEntry => ({
  id: 1,
  kind: 'score',
  playerId: 'ana',
  playerName: 'Ana',
  holeNumber: 7,
  strokes: 4,
  previousStrokes: 5,
  choice: null,
  previousChoice: null,
  junkKind: null,
  enteredBy: { id: 'sam', name: 'Sam' },
  enteredAt: '2026-11-26T10:00:00.000Z',
  opId: null,
  conflict: false,
  moneyChange: [],
  ...fields,
});

describe('a history entry in words (issue 29)', () => {
  it.each([
    ['a change that moved money', entry({ moneyChange: [{ playerId: 'ana', amount: 5 }, { playerId: 'ben', amount: -5 }] }), "Sam changed Ana's hole 7 from 5 to 4 — Ana +$5.00, Ben -$5.00"],
    ['a first score that moved none', entry({ previousStrokes: null }), "Sam entered Ana's hole 7: 4"],
    ['a confirmation', entry({ previousStrokes: 4 }), "Sam confirmed Ana's hole 7: 4"],
    ['drinks', entry({ kind: 'drinks', holeNumber: null, previousStrokes: 1, strokes: 2 }), "Sam changed Ana's drinks from 1 to 2"],
    [
      'a wolf choice changed (product §R13)',
      entry({ kind: 'wolf', playerName: 'Sam Reed', holeNumber: 3, choice: { holeNumber: 3, choice: 'lone', partnerId: null }, previousChoice: { holeNumber: 3, choice: 'partner', partnerId: 'bob' } }),
      'Hole 3 wolf: Sam goes lone (was partner Bob), by Sam',
    ],
    [
      'a first wolf choice',
      entry({ kind: 'wolf', playerName: 'Ana', holeNumber: 1, choice: { holeNumber: 1, choice: 'partner', partnerId: 'bob' }, previousChoice: null }),
      'Hole 1 wolf: Ana takes partner Bob, by Sam',
    ],
    ['cents', entry({ moneyChange: [{ playerId: 'ben', amount: 2.5 }, { playerId: 'ana', amount: -2.5 }] }), "Sam changed Ana's hole 7 from 5 to 4 — Ben +$2.50, Ana -$2.50"],
  ])('%s', (_case, given, line) => {
    expect(historyLine(given, nameOf)).toBe(line);
  });
});
