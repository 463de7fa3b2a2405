import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXACT_SETTLEMENT_LIMIT, settleBalances, type LedgerBalance, type LedgerTransfer } from './ledger';

// Settling a group's ledger (docs/product.md §R18): the fewest transfers, each from who owes to who is owed, the
// same for the same balances; the greedy pairing beyond EXACT_SETTLEMENT_LIMIT members.

/** Balances from cents by id. */
const balancesOf = (cents: Readonly<Record<string, number>>): LedgerBalance[] => Object.entries(cents).map(([id, value]) => ({ id, cents: value }));
const listed = (transfers: readonly LedgerTransfer[]) => transfers.map((t) => `${t.from}->${t.to} ${String(t.cents)}`);

/** The rules' example in cents: A +$8, B -$2, C -$7, D -$8, E +$9. */
const RULES_EXAMPLE = balancesOf({ A: 800, B: -200, C: -700, D: -800, E: 900 });

/** `copies` copies of the rules' example, ids suffixed by the copy: 5 members and 2 zero-sum groups each. */
function rulesExampleTimes(copies: number): LedgerBalance[] {
  return Array.from({ length: copies }, (_, copy) => RULES_EXAMPLE.map((b) => ({ id: `${b.id}${String(copy)}`, cents: b.cents }))).flat();
}

/** The pairing the rules say is not enough: largest debt to largest credit over everyone, no groups. */
function greedyCount(balances: readonly LedgerBalance[]): number {
  const left = balances.map((b) => b.cents).filter((cents) => cents !== 0);
  let transfers = 0;
  for (;;) {
    const debtor = left.reduce((at, cents, i) => (cents < 0 && (at < 0 || cents < (left[at] ?? 0)) ? i : at), -1);
    const creditor = left.reduce((at, cents, i) => (cents > 0 && (at < 0 || cents > (left[at] ?? 0)) ? i : at), -1);
    if (debtor < 0 || creditor < 0) return transfers;
    const cents = Math.min(-(left[debtor] ?? 0), left[creditor] ?? 0);
    left[debtor] = (left[debtor] ?? 0) + cents;
    left[creditor] = (left[creditor] ?? 0) - cents;
    transfers += 1;
  }
}

/** Each balance after the transfers: a payment raises the payer's balance and lowers the payee's. */
function afterTransfers(balances: readonly LedgerBalance[], transfers: readonly LedgerTransfer[]): Map<string, number> {
  const left = new Map(balances.map((b) => [b.id, b.cents]));
  for (const t of transfers) {
    left.set(t.from, (left.get(t.from) ?? Number.NaN) + t.cents);
    left.set(t.to, (left.get(t.to) ?? Number.NaN) - t.cents);
  }
  return left;
}

/** The most disjoint zero-sum groups, by trying every partition of the non-zero balances (small n only). */
function maxZeroSumGroups(cents: readonly number[]): number {
  const blocks: number[] = [];
  let best = 0;
  const place = (next: number): void => {
    if (next === cents.length) {
      if (blocks.every((sum) => sum === 0)) best = Math.max(best, blocks.length);
      return;
    }
    const value = cents[next] ?? 0;
    for (let b = 0; b < blocks.length; b += 1) {
      blocks[b] = (blocks[b] ?? 0) + value;
      place(next + 1);
      blocks[b] = (blocks[b] ?? 0) - value;
    }
    blocks.push(value);
    place(next + 1);
    blocks.pop();
  };
  place(0);
  return best;
}

describe('settleBalances (product §R18)', () => {
  it.each<{ case: string; balances: LedgerBalance[]; transfers: string[] }>([
    { case: 'nobody', balances: [], transfers: [] },
    { case: 'everyone square', balances: balancesOf({ a: 0, b: 0, c: 0 }), transfers: [] },
    {
      case: "the rules' example settles in 3: D pays A, B and C pay E",
      balances: RULES_EXAMPLE,
      transfers: ['B->E 200', 'C->E 700', 'D->A 800'],
    },
    {
      case: 'zero balances take no part',
      balances: balancesOf({ a: 0, b: 1250, c: 0, d: -1250, e: 0 }),
      transfers: ['d->b 1250'],
    },
    {
      case: 'one debtor pays every creditor',
      balances: balancesOf({ w: 500, x: 1500, y: -4000, z: 2000 }),
      transfers: ['y->w 500', 'y->x 1500', 'y->z 2000'],
    },
    {
      case: 'one creditor is paid by every debtor',
      balances: balancesOf({ a: -100, b: -200, c: 600, d: -300 }),
      transfers: ['a->c 100', 'b->c 200', 'd->c 300'],
    },
    {
      case: '$10.00 lost by one to three: 3.34, 3.33, 3.33 to the cent',
      balances: balancesOf({ a: -1000, b: 334, c: 333, d: 333 }),
      transfers: ['a->b 334', 'a->c 333', 'a->d 333'],
    },
    {
      case: 'equal debts: the lower id pays the largest credit first',
      balances: balancesOf({ a: -500, b: -500, c: 600, d: 400 }),
      transfers: ['a->c 500', 'b->c 100', 'b->d 400'],
    },
    {
      case: 'two pairs that settle each other: two transfers, not three',
      balances: balancesOf({ p: 700, q: -300, r: -700, s: 300 }),
      transfers: ['q->s 300', 'r->p 700'],
    },
  ])('$case', ({ balances, transfers }) => {
    const settlement = settleBalances(balances);
    expect(listed(settlement.transfers)).toEqual(transfers);
    expect(settlement.exact).toBe(true);
  });

  it("the rules' example: the pairing of the largest first takes 4", () => {
    expect(greedyCount(RULES_EXAMPLE)).toBe(4);
    expect(settleBalances(RULES_EXAMPLE).transfers).toHaveLength(3);
  });

  it('the same balances in any order give the same transfers', () => {
    const expected = settleBalances(RULES_EXAMPLE);
    expect(settleBalances([...RULES_EXAMPLE].reverse())).toEqual(expected);
    expect(settleBalances(balancesOf({ C: -700, E: 900, A: 800, D: -800, B: -200 }))).toEqual(expected);
  });

  it(`is exact at ${String(EXACT_SETTLEMENT_LIMIT)} members: four copies of the rules' example settle in 12, fewer than the pairing`, () => {
    const balances = rulesExampleTimes(4);
    expect(balances).toHaveLength(EXACT_SETTLEMENT_LIMIT);
    const settlement = settleBalances(balances);
    expect(settlement.exact).toBe(true);
    expect(settlement.transfers).toHaveLength(20 - 8);
    expect(greedyCount(balances)).toBeGreaterThan(12);
    expect([...afterTransfers(balances, settlement.transfers).values()].every((cents) => cents === 0)).toBe(true);
  });

  it('pairs the largest first above the limit, not exact, and still settles everyone', () => {
    const balances = rulesExampleTimes(5);
    const settlement = settleBalances(balances);
    expect(settlement.exact).toBe(false);
    expect(settlement.transfers).toHaveLength(greedyCount(balances));
    expect([...afterTransfers(balances, settlement.transfers).values()].every((cents) => cents === 0)).toBe(true);
  });

  it('zero balances do not count towards the limit', () => {
    const balances = [...rulesExampleTimes(4), ...Array.from({ length: 10 }, (_, i) => ({ id: `zero${String(i)}`, cents: 0 }))];
    const settlement = settleBalances(balances);
    expect(settlement.exact).toBe(true);
    expect(settlement.transfers).toHaveLength(12);
  });

  it.each<{ case: string; balances: LedgerBalance[]; message: RegExp }>([
    { case: 'balances that do not sum to 0', balances: balancesOf({ a: 500, b: -499 }), message: /sum to 0, not 1 cents/ },
    { case: 'a repeated id', balances: [...balancesOf({ a: 500, b: -500 }), { id: 'a', cents: 0 }], message: /a is given twice/ },
    { case: 'a fraction of a cent', balances: balancesOf({ a: 0.5, b: -0.5 }), message: /whole number of cents/ },
    { case: 'not a number', balances: balancesOf({ a: Number.NaN, b: 0 }), message: /whole number of cents/ },
    {
      case: 'credits beyond the safe integers',
      balances: balancesOf({ a: Number.MAX_SAFE_INTEGER, b: Number.MAX_SAFE_INTEGER, c: -1 }),
      message: /too large/,
    },
  ])('throws a RangeError for $case', ({ balances, message }) => {
    expect(() => settleBalances(balances)).toThrow(RangeError);
    expect(() => settleBalances(balances)).toThrow(message);
  });
});

/** Whole dollars (many ties and zero-sum groups) or any cents. */
const amountArb = fc.oneof(
  fc.integer({ min: -6, max: 6 }).map((dollars) => dollars * 100),
  fc.integer({ min: -99_999, max: 99_999 }),
);

/** minLength..maxLength members with unique ids and balances that sum to 0 (the last takes the rest). */
function balancesArb(minLength: number, maxLength: number, amount: fc.Arbitrary<number> = amountArb): fc.Arbitrary<LedgerBalance[]> {
  return fc
    .integer({ min: minLength, max: maxLength })
    .chain((length) =>
      fc.tuple(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: length, maxLength: length }),
        fc.array(amount, { minLength: Math.max(0, length - 1), maxLength: Math.max(0, length - 1) }),
      ),
    )
    .map(([ids, amounts]) => {
      const rest = 0 - amounts.reduce((sum, cents) => sum + cents, 0);
      return ids.map((id, i) => ({ id, cents: amounts[i] ?? rest }));
    });
}

/** Every transfer goes from a negative balance to a positive one, in whole cents above 0, and everyone ends at 0. */
function expectSettles(balances: readonly LedgerBalance[], transfers: readonly LedgerTransfer[]): void {
  const start = new Map(balances.map((b) => [b.id, b.cents]));
  for (const t of transfers) {
    expect(Number.isSafeInteger(t.cents) && t.cents > 0).toBe(true);
    expect(start.get(t.from)).toBeLessThan(0);
    expect(start.get(t.to)).toBeGreaterThan(0);
  }
  expect([...afterTransfers(balances, transfers).values()].every((cents) => cents === 0)).toBe(true);
}

/** Property tests may run on a busy machine; they stay far below this when it is idle. */
const PROPERTY_TIMEOUT_MS = 30_000;

describe('settleBalances, properties', () => {
  it('takes n - (the most zero-sum groups) transfers: the fewest, against every partition (n <= 8)', () => {
    fc.assert(
      fc.property(balancesArb(0, 8), (balances) => {
        const cents = balances.map((b) => b.cents).filter((value) => value !== 0);
        const { transfers, exact } = settleBalances(balances);
        expect(exact).toBe(true);
        expect(transfers).toHaveLength(cents.length - maxZeroSumGroups(cents));
        expectSettles(balances, transfers);
      }),
      { numRuns: 500 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('settles every balance from debtors to creditors, listed by from then to, never worse than the pairing', () => {
    fc.assert(
      fc.property(balancesArb(0, 16), (balances) => {
        const { transfers } = settleBalances(balances);
        expectSettles(balances, transfers);
        expect(transfers.length).toBeLessThanOrEqual(greedyCount(balances));
        const keys = transfers.map((t) => [t.from, t.to] as const);
        const sorted = [...keys].sort(([af, at], [bf, bt]) => (af < bf ? -1 : af > bf ? 1 : at < bt ? -1 : at > bt ? 1 : 0));
        expect(keys).toEqual(sorted);
        expect(new Set(keys.map(([from, to]) => `${from}\u0000${to}`)).size).toBe(keys.length);
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('gives the same transfers for the same balances in any order', () => {
    fc.assert(
      fc.property(
        balancesArb(0, 12).chain((balances) => fc.tuple(fc.constant(balances), fc.shuffledSubarray(balances, { minLength: balances.length, maxLength: balances.length }))),
        ([balances, shuffled]) => {
          expect(settleBalances(shuffled)).toEqual(settleBalances(balances));
        },
      ),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it(`above ${String(EXACT_SETTLEMENT_LIMIT)} members with money to move: not exact, everything settled in fewer transfers than members`, () => {
    const nonZero = fc.integer({ min: 1, max: 99_999 }).chain((cents) => fc.constantFrom(cents, -cents));
    fc.assert(
      fc.property(balancesArb(EXACT_SETTLEMENT_LIMIT + 2, 60, nonZero), (balances) => {
        const moving = balances.filter((b) => b.cents !== 0).length;
        fc.pre(moving > EXACT_SETTLEMENT_LIMIT);
        const { transfers, exact } = settleBalances(balances);
        expect(exact).toBe(false);
        expect(transfers.length).toBeLessThan(moving);
        expectSettles(balances, transfers);
      }),
      { numRuns: 200 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it(`is exact up to ${String(EXACT_SETTLEMENT_LIMIT)} members with money to move`, () => {
    fc.assert(
      fc.property(balancesArb(EXACT_SETTLEMENT_LIMIT - 2, EXACT_SETTLEMENT_LIMIT), (balances) => {
        const { transfers, exact } = settleBalances(balances);
        expect(exact).toBe(true);
        expectSettles(balances, transfers);
      }),
      { numRuns: 20 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
