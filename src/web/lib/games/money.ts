import type { Cents } from '../../../golf';

// Money at the edge (docs/decisions/002): amounts are whole cents everywhere (the engine's Cents; the API's dollars
// become cents with the engine's centsFromDollars), and this is the one place that turns them into US dollars.

/**
 * "$1,234.50" for a whole number of cents, at or above zero: the text en-US's currency format gives, written out. Not
 * Intl.NumberFormat: building the first one loads the locale's currency data, which took a throttled phone 270 ms of
 * the game screen's first load, the largest single piece of its blocking time (page weight, issue 35; decision 041).
 */
function dollars(whole: number): string {
  const units = Math.floor(whole / 100);
  const cents = String(whole % 100).padStart(2, '0');
  return `$${String(units).replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/**
 * An amount as the screens show it: "$1,234.50"; with `signed`, winnings as golfers read them: "+$12.50", "-$10.00",
 * and "$0.00" for even. Taking Cents means an amount in dollars fails to compile rather than showing 100 times off.
 */
export function formatMoney(cents: Cents, { signed = false }: { signed?: boolean } = {}): string {
  const whole = Math.round(cents);
  const shown = dollars(Math.abs(whole));
  if (whole === 0) return shown;
  if (signed) return `${whole > 0 ? '+' : '-'}${shown}`;
  return whole < 0 ? `-${shown}` : shown;
}

/** "text-emerald…" for a gain, "text-destructive" for a loss, muted for even: the colours of Betting Results. */
export function moneyTone(cents: Cents): string {
  const whole = Math.round(cents);
  if (whole > 0) return 'text-emerald-700 dark:text-emerald-400';
  if (whole < 0) return 'text-destructive';
  return 'text-muted-foreground';
}
