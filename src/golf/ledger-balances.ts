/**
 * What moves a group's balances (docs/product.md §R18): a completed group game adds each member's winnings; a payment
 * recorded from X to Y raises X's balance (X owed and paid) and lowers Y's (Y was owed and was paid). A positive
 * balance is owed to the member, a negative one owed by them. Amounts are integer cents.
 */
export type LedgerEntry =
  | { kind: 'game'; at: string; results: readonly { memberId: string; cents: number }[] }
  | { kind: 'payment'; at: string; fromMemberId: string; toMemberId: string; cents: number };

/** How one entry changes each member's balance. */
export function entryChanges(entry: LedgerEntry): { memberId: string; cents: number }[] {
  if (entry.kind === 'game') return entry.results.map(({ memberId, cents }) => ({ memberId, cents }));
  return [
    { memberId: entry.fromMemberId, cents: entry.cents },
    { memberId: entry.toMemberId, cents: -entry.cents },
  ];
}

/** Every member's balance after the entries, in cents; members no entry names are absent. */
export function ledgerBalances(entries: readonly LedgerEntry[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const entry of entries) {
    for (const { memberId, cents } of entryChanges(entry)) balances.set(memberId, (balances.get(memberId) ?? 0) + cents);
  }
  return balances;
}
