import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { GameListItem } from '../../../../contract/games-responses';
import { GameStatusBadge } from '../../../components/game-status-badge';
import { LiveRoundCard } from './live-round-card';

/** The rounds to get back into: the first as a large card, any others as rows below it. Nothing when there are none. */
export function LiveRounds({ games }: { games: readonly GameListItem[] }) {
  const [first, ...others] = games;
  if (!first) return null;
  return (
    <section aria-labelledby="dashboard-live-round" className="grid gap-3">
      <h2 id="dashboard-live-round" className="sr-only">
        Your live round
      </h2>
      <LiveRoundCard game={first} />
      {others.length > 0 ? (
        <ul aria-label="Your other rounds" className="grid gap-2">
          {others.map((game) => (
            <li key={game.id}>
              <Link
                to={`/app/game/${String(game.id)}`}
                className="flex min-h-11 items-center gap-3 rounded-xl border bg-card px-4 py-2 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40"
              >
                <span className="min-w-0 flex-1 truncate font-medium">{game.name}</span>
                <GameStatusBadge status={game.status} />
                <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
