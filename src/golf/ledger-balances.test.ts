import { describe, expect, it } from 'vitest';
import { entryChanges, ledgerBalances, type LedgerEntry } from './ledger-balances';

// docs/product.md §R18: a group game adds each member's winnings; a payment from X to Y raises X and lowers Y.

const game = (at: string, results: Record<string, number>): LedgerEntry => ({
  kind: 'game',
  at,
  results: Object.entries(results).map(([memberId, cents]) => ({ memberId, cents })),
});
const payment = (at: string, fromMemberId: string, toMemberId: string, cents: number): LedgerEntry => ({ kind: 'payment', at, fromMemberId, toMemberId, cents });

describe('ledger balances', () => {
  it.each([
    { name: 'one game', entries: [game('2026-03-01T10:00:00Z', { a: 2000, b: -1000, c: -1000 })], balances: { a: 2000, b: -1000, c: -1000 } },
    {
      name: 'two games add up',
      entries: [game('2026-03-01T10:00:00Z', { a: 2000, b: -1000, c: -1000 }), game('2026-03-08T10:00:00Z', { a: -500, b: 1000, c: -500 })],
      balances: { a: 1500, b: 0, c: -1500 },
    },
    {
      name: 'a payment from the debtor to the creditor settles them',
      entries: [game('2026-03-01T10:00:00Z', { a: 1000, b: -1000 }), payment('2026-03-02T10:00:00Z', 'b', 'a', 1000)],
      balances: { a: 0, b: 0 },
    },
    { name: 'a payment alone moves both', entries: [payment('2026-03-02T10:00:00Z', 'x', 'y', 333)], balances: { x: 333, y: -333 } },
    { name: 'nothing', entries: [], balances: {} },
  ])('$name', ({ entries, balances }) => {
    expect(Object.fromEntries(ledgerBalances(entries))).toEqual(balances);
  });

  it('a payment changes its two members by the same amount in opposite directions', () => {
    expect(entryChanges(payment('2026-01-01T00:00:00Z', 'x', 'y', 501))).toEqual([
      { memberId: 'x', cents: 501 },
      { memberId: 'y', cents: -501 },
    ]);
  });

  it('the balances always sum to zero when every game does (property over random seasons)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    for (let season = 0; season < 200; season += 1) {
      const entries: LedgerEntry[] = [];
      for (let i = 0; i < 1 + Math.floor(random() * 6); i += 1) {
        const a = Math.floor(random() * 10_000);
        const b = Math.floor(random() * 10_000);
        entries.push(random() < 0.5 ? game(`2026-01-0${String(i)}`, { m1: a, m2: b, m3: -a - b }) : payment(`2026-01-0${String(i)}`, 'm1', 'm3', a + 1));
      }
      const total = [...ledgerBalances(entries).values()].reduce((sum, cents) => sum + cents, 0);
      expect(total).toBe(0);
    }
  });
});
