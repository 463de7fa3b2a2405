import { Spinner } from '../../../../components/spinner';
import type { Cents } from '../../../../../golf';
import { formatMoney, moneyTone } from '../../../../lib/games/money';
import { cn } from '../../../../lib/utils';
import type { FinalStanding } from './final-standings';
import { ResultsSection } from './results-section';

/** Biggest winner first; players still being settled last, in leaderboard order. */
function byWinnings(standings: readonly FinalStanding[]): FinalStanding[] {
  return [...standings].sort((a, b) => (b.winnings ?? -Infinity) - (a.winnings ?? -Infinity));
}

/** Betting Results (product §G2): each player's signed winnings in dollars, gains green and losses red. */
export function BettingResults({ standings, pot }: { standings: readonly FinalStanding[]; pot: Cents }) {
  const pending = standings.some((standing) => standing.winnings === null);
  return (
    <ResultsSection id="betting-results" title="Betting Results" description={`Total pot ${formatMoney(pot)}`}>
      <ul className="grid gap-2" aria-busy={pending}>
        {byWinnings(standings).map((standing) => (
          <li key={standing.playerId} className="flex items-center justify-between gap-3 rounded-lg bg-muted/50 px-3 py-2.5">
            <span className="min-w-0 font-medium break-words">{standing.name}</span>
            {standing.winnings === null ? (
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" />
                Settling…
              </span>
            ) : (
              <span className={cn('font-bold tabular-nums', moneyTone(standing.winnings))}>{formatMoney(standing.winnings, { signed: true })}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">Winnings always add up to $0.00: what the winners take, the other players pay.</p>
    </ResultsSection>
  );
}
