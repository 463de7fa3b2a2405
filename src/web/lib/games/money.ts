// Money at the edge (docs/decisions/002): the API sends dollars with two decimals; screens show them in US dollars.

// Made on first use: building one costs a phone several milliseconds, which a screen without money need not pay.
let usdFormat: Intl.NumberFormat | undefined;
const usd = () => (usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** "$12.50". */
export function formatDollars(dollars: number): string {
  return usd().format(dollars);
}

/** Winnings as golfers read them: "+$12.50", "-$10.00", "$0.00". */
export function formatSignedDollars(dollars: number): string {
  const cents = Math.round(dollars * 100);
  if (cents === 0) return usd().format(0);
  return `${cents > 0 ? '+' : '-'}${usd().format(Math.abs(cents) / 100)}`;
}

/** "text-emerald…" for a gain, "text-destructive" for a loss, muted for even: the colours of Betting Results. */
export function moneyTone(dollars: number): string {
  const cents = Math.round(dollars * 100);
  if (cents > 0) return 'text-emerald-700 dark:text-emerald-400';
  if (cents < 0) return 'text-destructive';
  return 'text-muted-foreground';
}
