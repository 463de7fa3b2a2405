import { CrownIcon } from 'lucide-react';
import { centsFrom, scoreToParDisplay, type Side } from '../../../../../golf';
import type { GameWinner } from '../../../../../golf/winner';
import { formatMoney } from '../../../../lib/games/money';
import type { FinalStanding } from './final-standings';

/** "A", "A and B", "A, B and C". */
function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The headline: "Red Team wins!", "Sam Reed wins!", the sides level at the top, or a halved game. */
function headline(winner: Exclude<GameWinner, { kind: 'undecided' }>): string {
  if (winner.kind === 'won') return `${winner.side.name} wins!`;
  const names = namesList(winner.sides.map((side) => side.name));
  return winner.halved ? `Halved: ${names} finish all square` : `${names} tie for first!`;
}

/** What the winners take home: one amount when they share it alike, otherwise each name with theirs. */
function takeHome(winners: readonly FinalStanding[]): string {
  if (winners.some((winner) => winner.winnings === null)) return 'Settling the bets…';
  const amounts = winners.map((winner) => formatMoney(winner.winnings ?? centsFrom(0), { signed: true }));
  if (new Set(amounts).size === 1) return winners.length === 1 ? `Takes home ${amounts[0] ?? ''}` : `${amounts[0] ?? ''} each`;
  return winners.map((winner, i) => `${winner.name} ${amounts[i] ?? ''}`).join(' · ');
}

/**
 * The winner banner (product §G2): who won as the engine decides it (gameWinnerFor: the side its bets went to, a team
 * in a team game), with the players of a winning team, a lone winner's net score, and what the winners take home.
 */
export function WinnerBanner({ winner, standings }: { winner: GameWinner; standings: readonly FinalStanding[] }) {
  if (winner.kind === 'undecided') return null;
  const sides: readonly Side[] = winner.kind === 'won' ? [winner.side] : winner.sides;
  const winners = standings.filter((standing) => sides.some((side) => side.playerIds.includes(standing.playerId)));
  const [lone] = winners;
  const team = winner.kind === 'won' && winners.length > 1;
  return (
    <section
      aria-label="Winner"
      className="relative overflow-hidden rounded-xl border border-transparent bg-brand-deep px-5 py-6 text-white shadow-sm sm:px-8 dark:border-white/10"
    >
      <CrownIcon className="absolute -top-3 -right-3 size-28 rotate-12 text-sand opacity-20" aria-hidden />
      <p className="text-sm font-semibold tracking-wide text-sand uppercase">{winner.kind === 'tied' && winner.halved ? 'Result' : 'Winner'}</p>
      <p className="mt-1 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{headline(winner)}</p>
      {team ? <p className="mt-1 text-white/90">{namesList(winners.map((standing) => standing.name))}</p> : null}
      {winner.kind === 'tied' && winner.halved ? null : (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-white/90 tabular-nums">
          {winners.length === 1 && lone ? <span>Net {scoreToParDisplay(lone.netScore)}</span> : null}
          <span className="font-semibold">{takeHome(winners)}</span>
        </p>
      )}
    </section>
  );
}
