// The transfers that settle a group's ledger (docs/product.md §R18): the fewest possible, each from a member who owes
// to a member who is owed, and the same transfers for the same balances whatever order they come in.
//
// Why n - g is the fewest for n members with money to move: members linked by transfers settle among themselves, so
// their balances sum to 0, and linking k members takes at least k - 1 transfers; hence at least n less the most
// disjoint zero-sum groups the balances split into (g), and settling each such group by pairing takes exactly that.
// Finding g is exponential in n: exact up to EXACT_SETTLEMENT_LIMIT members, the plain pairing beyond.

/** Above this many members with a non-zero balance the exact search gives way to the greedy pairing. */
export const EXACT_SETTLEMENT_LIMIT = 20;

/** One member's balance in cents: positive, the member is owed; negative, the member owes. */
export interface LedgerBalance {
  id: string;
  cents: number;
}

/** `from` (who owes) pays `to` (who is owed) `cents`, always a whole number above 0. */
export interface LedgerTransfer {
  from: string;
  to: string;
  cents: number;
}

/** The transfers that settle every balance; `exact` is false when there were too many members to prove the fewest. */
export interface Settlement {
  transfers: LedgerTransfer[];
  exact: boolean;
}

/** A member taking part: the id and what is still to move (cents, signed as in LedgerBalance). */
interface Open {
  readonly id: string;
  left: number;
}

/** Code-unit order, the same on every machine and locale (localeCompare is not). */
function byId(a: { readonly id: string }, b: { readonly id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The transfers that settle `balances` (cents; they must sum to 0, ids must be unique; zero balances take no part).
 * With at most EXACT_SETTLEMENT_LIMIT non-zero balances they are the fewest possible (`exact: true`); above it they
 * come from pairing the largest debt with the largest credit (`exact: false`), at most one fewer than the members.
 * Transfers are listed by `from`, then `to`, in code-unit order of the ids (a pair never appears twice). Throws a
 * RangeError for a balance that is not a whole number of cents, a repeated id, balances that do not sum to 0, or
 * credits or debts beyond Number.MAX_SAFE_INTEGER cents in all.
 */
export function settleBalances(balances: readonly LedgerBalance[]): Settlement {
  const sorted = [...balances].sort(byId);
  let credits = 0;
  let debts = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const entry = sorted[i];
    if (!entry) continue;
    if (!Number.isSafeInteger(entry.cents)) throw new RangeError(`Balance of ${entry.id} must be a whole number of cents, not ${String(entry.cents)}`);
    if (i > 0 && sorted[i - 1]?.id === entry.id) throw new RangeError(`Balance of ${entry.id} is given twice`);
    if (entry.cents > 0) credits += entry.cents;
    else debts -= entry.cents;
  }
  // Every partial sum below (the search's subset sums, what is left to pay) lies within +-credits: exact while it is.
  if (!Number.isSafeInteger(credits) || !Number.isSafeInteger(debts)) throw new RangeError('Balances are too large to settle to the cent');
  const total = credits - debts;
  if (total !== 0) throw new RangeError(`Balances must sum to 0, not ${String(total)} cents`);

  // Sorted by id, so everything below (the search's member order, every tie) is independent of the input order.
  const open: Open[] = sorted.filter((entry) => entry.cents !== 0).map((entry) => ({ id: entry.id, left: entry.cents }));
  const exact = open.length <= EXACT_SETTLEMENT_LIMIT;
  const groups = exact ? zeroSumGroups(open) : [open];
  const transfers = groups.flatMap(pairOff);
  transfers.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
  return { transfers, exact };
}

/**
 * Splits members (at most EXACT_SETTLEMENT_LIMIT, non-zero, summing to 0) into the most disjoint groups that each sum
 * to 0. Each group then has no zero-sum part of its own (splitting it would make more groups), which is what lets
 * pairOff settle it in one transfer fewer than its members.
 *
 * dp[mask] is the most disjoint zero-sum sets that fit inside `mask`. Taking one member out of a mask costs at most the
 * one set it was in, so:
 * - a mask that does not sum to 0 leaves some member out of its best sets: dp[mask] = max over i of dp[mask without i];
 * - a mask that sums to 0 is its best sets plus what they leave over (also zero-sum), so dp[mask] = 1 + dp[mask
 *   without i] for any i; the groups of everyone are therefore 1 + dp[everyone but the last], and the table leaves
 *   the last member out (half the masks);
 * - the dp[mask without i] differ by at most one (each is dp[mask without i and j] or one more), so the search for
 *   their max stops at the first that is above the first.
 * 2^19 masks times ~9 members is ~5 * 10^6 steps: the loop allocates nothing and uses bit tricks only
 * (bench/golf.bench.ts times it at 12, 16 and 20 members).
 */
function zeroSumGroups(members: readonly Open[]): Open[][] {
  const last = members.length - 1;
  if (last < 1) return [];
  const size = 1 << last;
  // A mask's sum is the sum of its low members plus the sum of its high ones: two tables of ~2^(n/2) entries instead of
  // one of 2^n. On the bench's 2-core virtual machine, first touching a fresh 4 MiB table took longer than the search.
  const lowBits = last >> 1;
  const lowSums = subsetSums(members.slice(0, lowBits));
  const highSums = subsetSums(members.slice(lowBits, last));
  const lowMask = (1 << lowBits) - 1;
  const sumIsZero = (mask: number) => (lowSums[mask & lowMask] ?? 0) + (highSums[mask >>> lowBits] ?? 0) === 0;
  const dp = new Uint8Array(size);
  fillMostGroups(dp, lowSums, highSums, lowBits);

  // Walk back from everyone: the last member first, then each time the first member (in id order) whose removal keeps
  // the best count; a group closes each time what is left sums to 0.
  const groups: Open[][] = [];
  let group: Open[] = members.slice(last);
  let mask = size - 1;
  while (mask !== 0) {
    const wanted = (dp[mask] ?? 0) - (sumIsZero(mask) ? 1 : 0);
    let i = 0;
    while (!((mask >> i) & 1) || (dp[mask ^ (1 << i)] ?? 0) !== wanted) i += 1;
    mask ^= 1 << i;
    const member = members[i];
    if (member) group.push(member);
    if (sumIsZero(mask)) {
      groups.push(group);
      group = [];
    }
  }
  return groups;
}

/** sums[mask] is the sum of the members in `mask`, built from the mask without its lowest member. */
function subsetSums(members: readonly Open[]): Float64Array {
  // Every subset sum lies within +-(sum of the credits), a safe integer: Float64 holds it exactly, Int32 might not.
  const sums = new Float64Array(1 << members.length);
  for (let mask = 1; mask < sums.length; mask += 1) {
    const low = mask & -mask;
    sums[mask] = (sums[mask ^ low] ?? 0) + (members[31 - Math.clz32(low)]?.left ?? 0);
  }
  return sums;
}

/**
 * Fills dp (zeroSumGroups) in increasing order of mask: every mask one member smaller is below it, so already known.
 * The hot loop of the search: typed arrays and integer bit tricks only, nothing allocated.
 */
function fillMostGroups(dp: Uint8Array, lowSums: Float64Array, highSums: Float64Array, lowBits: number): void {
  const lowMask = (1 << lowBits) - 1;
  for (let mask = 1; mask < dp.length; mask += 1) {
    const low = mask & -mask;
    const first = dp[mask ^ low] ?? 0;
    // One more than `first` when the mask sums to 0, or when any other member's removal leaves more than `first`.
    // The addition runs on every mask (adding 0 mostly): V8 threw away its optimized code on meeting a rare
    // `first + 1` it had never seen run.
    let up = (lowSums[mask & lowMask] ?? 0) + (highSums[mask >>> lowBits] ?? 0) === 0 ? 1 : 0;
    for (let rest = mask ^ low; up === 0 && rest !== 0; rest &= rest - 1) {
      if ((dp[mask ^ (rest & -rest)] ?? 0) > first) up = 1;
    }
    dp[mask] = first + up;
  }
}

/**
 * Settles members whose balances sum to 0: the largest debt pays the largest credit (ties to the lower id) until
 * nothing is left. Every transfer clears at least one of the two, and the last clears both, so it takes at most one
 * fewer than the members. Mutates `left`.
 */
function pairOff(members: readonly Open[]): LedgerTransfer[] {
  const transfers: LedgerTransfer[] = [];
  for (;;) {
    let debtor: Open | null = null;
    let creditor: Open | null = null;
    // Members come in id order, so keeping the first of equals breaks ties by id.
    for (const member of members) {
      if (member.left < 0 && (debtor === null || member.left < debtor.left)) debtor = member;
      if (member.left > 0 && (creditor === null || member.left > creditor.left)) creditor = member;
    }
    if (debtor === null || creditor === null) return transfers;
    const cents = Math.min(-debtor.left, creditor.left);
    transfers.push({ from: debtor.id, to: creditor.id, cents });
    debtor.left += cents;
    creditor.left -= cents;
  }
}
