import type { Ledger } from '../../../../contract/groups-responses';
import { centsFromDollars } from '../../../../golf';
import { formatDate } from '../../../lib/format';
import { moneyTone } from '../../../lib/games/money';
import { cn } from '../../../lib/utils';
import { money } from '../lib/ledger-view';

/** The completed group games the season counts, newest first, with their dates and each member's result. */
export function LedgerGames({ ledger, names }: { ledger: Ledger; names: Map<string, string> }) {
  const games = [...ledger.games].sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Games counted</h3>
      {games.length === 0 ? (
        <p className="text-sm text-muted-foreground">No completed group games this season.</p>
      ) : (
        <ul aria-label="Games counted" className="grid gap-2">
          {games.map((game) => (
            <li key={game.gameId} aria-label={game.name} className="grid gap-2 rounded-lg border bg-card px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium break-words">{game.name}</span>
                <span className="text-sm text-muted-foreground">
                  {formatDate(game.completedAt)} · {game.courseName}
                </span>
              </div>
              <ul aria-label={`Results of ${game.name}`} className="grid gap-1 text-sm">
                {game.results.map((result) => (
                  <li key={result.memberId} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{names.get(result.memberId) ?? 'A former member'}</span>
                    <span className={cn('font-semibold tabular-nums', moneyTone(centsFromDollars(result.amount)))}>{money(result.amount, { signed: true })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
