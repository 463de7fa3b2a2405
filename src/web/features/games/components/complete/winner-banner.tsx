import { CrownIcon } from 'lucide-react';
import { centsFrom, scoreToParDisplay } from '../../../../../golf';
import { formatMoney } from '../../../../lib/games/money';
import type { FinalStanding } from './final-standings';

/** "A", "A and B", "A, B and C". */
function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The headline: "{name} wins!", or the players tied at position 1. */
function headline(winners: readonly FinalStanding[]): string {
  if (winners.length === 1) return `${winners[0]?.name ?? ''} wins!`;
  return `${namesList(winners.map((winner) => winner.name))} tie for first!`;
}

/** What the winners take home: one amount when they share it alike, otherwise each name with theirs. */
function takeHome(winners: readonly FinalStanding[]): string {
  if (winners.some((winner) => winner.winnings === null)) return 'Settling the bets…';
  const amounts = winners.map((winner) => formatMoney(winner.winnings ?? centsFrom(0), { signed: true }));
  if (new Set(amounts).size === 1) return winners.length === 1 ? `Takes home ${amounts[0] ?? ''}` : `${amounts[0] ?? ''} each`;
  return winners.map((winner, i) => `${winner.name} ${amounts[i] ?? ''}`).join(' · ');
}

/** The winner banner (product §G2): whoever finished at position 1, their net score and winnings. */
export function WinnerBanner({ standings }: { standings: readonly FinalStanding[] }) {
  const winners = standings.filter((standing) => standing.position === 1);
  if (winners.length === 0) return null;
  const netScore = winners[0]?.netScore ?? 0;
  return (
    <section
      aria-label="Winner"
      className="relative overflow-hidden rounded-xl border border-transparent bg-brand-deep px-5 py-6 text-white shadow-sm sm:px-8 dark:border-white/10"
    >
      <CrownIcon className="absolute -top-3 -right-3 size-28 rotate-12 text-sand opacity-20" aria-hidden />
      <p className="text-sm font-semibold tracking-wide text-sand uppercase">Winner</p>
      <p className="mt-1 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{headline(winners)}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-white/90 tabular-nums">
        <span>Net {scoreToParDisplay(netScore)}</span>
        <span className="font-semibold">{takeHome(winners)}</span>
      </p>
    </section>
  );
}
