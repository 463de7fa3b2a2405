import { describe, expect, it } from 'vitest';
import type { Ledger } from '../../../../contract/groups-responses';
import { money, namesById, runningBalances, seasonChoices, thisYear } from './ledger-view';

const ledger: Pick<Ledger, 'balances' | 'games' | 'payments'> = {
  balances: [
    { memberId: 'a', name: 'Ann', amount: 20 },
    { memberId: 'b', name: 'Ben', amount: -12.5 },
    { memberId: 'c', name: 'Cy', amount: -7.5 },
  ],
  games: [
    { gameId: 2, name: 'Sunday', courseName: 'Grey Rock', completedAt: '2026-05-03T10:00:00.000Z', results: [{ memberId: 'a', amount: 10 }, { memberId: 'b', amount: -2.5 }, { memberId: 'c', amount: -7.5 }] },
    { gameId: 1, name: 'Saturday', courseName: 'Grey Rock', completedAt: '2026-05-02T10:00:00.000Z', results: [{ memberId: 'a', amount: 20 }, { memberId: 'b', amount: -20 }] },
  ],
  payments: [
    { id: 'p', fromMemberId: 'b', toMemberId: 'a', amount: 10, recordedAt: '2026-05-03T10:00:00.000Z', recordedByMemberId: 'a', mine: true },
  ],
};

describe('runningBalances', () => {
  it('adds games and payments in date order, a game before a payment of the same moment, ending on the balances', () => {
    const { members, steps } = runningBalances(ledger);
    expect(members.map((member) => member.name)).toEqual(['Ann', 'Ben', 'Cy']);
    expect(steps.map((step) => step.label)).toEqual(['Saturday', 'Sunday', 'Ben paid Ann $10.00']);
    expect(steps.map((step) => step.balances)).toEqual([
      [2000, -2000, 0],
      [3000, -2250, -750],
      [2000, -1250, -750],
    ]);
    expect(steps.at(-1)?.balances).toEqual(ledger.balances.map((balance) => balance.amount * 100));
  });

  it('has no steps for a season with neither games nor payments', () => {
    expect(runningBalances({ balances: ledger.balances, games: [], payments: [] }).steps).toEqual([]);
  });
});

describe('the ledger screen helpers', () => {
  it('offers this year and every season once, newest first', () => {
    expect(seasonChoices([2025, 2023], 2026)).toEqual([2026, 2025, 2023]);
    expect(seasonChoices([2026, 2025], 2026)).toEqual([2026, 2025]);
    expect(thisYear(new Date('2026-12-31T23:30:00-05:00'))).toBe(2027);
  });

  it('shows dollars as golfers read them', () => {
    expect(money(12.5, { signed: true })).toBe('+$12.50');
    expect(money(-7.5, { signed: true })).toBe('-$7.50');
    expect(money(0, { signed: true })).toBe('$0.00');
    expect(money(1234.5)).toBe('$1,234.50');
  });

  it('names members from the group first, then from the ledger for one who left', () => {
    const names = namesById({ members: [{ id: 'a', name: 'Ann Lee' } as never] }, { balances: [{ memberId: 'a', name: 'Ann', amount: 0 }, { memberId: 'z', name: 'Zed', amount: -1 }] });
    expect(names.get('a')).toBe('Ann Lee');
    expect(names.get('z')).toBe('Zed');
  });
});
