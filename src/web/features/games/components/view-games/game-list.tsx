import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GameListItem } from '../../../../../contract/games-responses';
import { LoadState } from '../../../../components/load-state';
import { GameCard } from './game-card';

type GameListProps = {
  query: Pick<UseQueryResult<GameListItem[]>, 'data' | 'isPending' | 'error' | 'refetch'>;
  label: string;
  empty: string;
  emptyHint: ReactNode;
  onJoin: (game: GameListItem) => void;
};

/** One tab of the games list: its loading and failed states, the spec's empty state, or the game cards. */
export function GameList({ query, label, empty, emptyHint, onJoin }: GameListProps) {
  if (!query.data) {
    return <LoadState isPending={query.isPending} error={query.error} loadingLabel="Loading games..." onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center">
        <p className="font-semibold">{empty}</p>
        <div className="text-sm text-muted-foreground">{emptyHint}</div>
      </div>
    );
  }
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {query.data.map((game) => (
        <li key={game.id}>
          <GameCard game={game} onJoin={onJoin} />
        </li>
      ))}
    </ul>
  );
}
