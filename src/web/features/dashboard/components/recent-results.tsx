import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { GameListItem } from '../../../../contract/games-responses';
import { LoadState } from '../../../components/load-state';
import { recentResultsOf } from '../lib/my-rounds';
import { RecentResultRow } from './recent-result-row';

type RecentResultsProps = { query: Pick<UseQueryResult<GameListItem[]>, 'data' | 'isPending' | 'error' | 'refetch'> };

/** The golfer's last finished games with their winnings, or an empty state before the first one. */
export function RecentResults({ query }: RecentResultsProps) {
  const results = query.data ? recentResultsOf(query.data) : [];
  return (
    <section aria-labelledby="dashboard-recent-results" className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="dashboard-recent-results" className="text-lg font-semibold">
          Recent results
        </h2>
        {results.length > 0 ? (
          <Link to="/app/view-games" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            All games
          </Link>
        ) : null}
      </div>
      {query.data ? null : <LoadState isPending={query.isPending} error={query.error} loadingLabel="Loading your games..." onRetry={() => void query.refetch()} />}
      {query.data && results.length === 0 ? (
        <div className="rounded-xl border border-dashed px-4 py-8 text-center">
          <p className="font-semibold">No finished rounds yet</p>
          <p className="mt-1 text-sm text-muted-foreground">When a game you play in is complete, your winnings show up here.</p>
        </div>
      ) : null}
      {results.length > 0 ? (
        <ul aria-labelledby="dashboard-recent-results" className="grid gap-2">
          {results.map((game) => (
            <li key={game.id}>
              <RecentResultRow game={game} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
