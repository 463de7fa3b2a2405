import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLabel } from '../../../../golf';
import { gameFormatOf } from '../../../lib/games/round';
import { friendGamesQuery } from '../api/get-friend-games';
import { FRIEND_STATES } from './friends-messages';

/**
 * A friend's waiting and active games, each with a Join link to its screen (product §A2). Asked again on every expand
 * (product §A7 "when expanded"): no event announces a friend's new game.
 */
export function FriendGames({ friendId }: { friendId: string }) {
  const { data: games, isPending, isError } = useQuery({ ...friendGamesQuery(friendId), refetchOnMount: 'always' });
  if (isPending) return <p className="py-2 text-sm text-muted-foreground">{FRIEND_STATES.loadingGames}</p>;
  if (isError || games.length === 0) return <p className="py-2 text-sm text-muted-foreground">{FRIEND_STATES.noGames}</p>;
  return (
    <ul className="space-y-2 py-2" aria-label="Active games">
      {games.map((game) => (
        <li key={game.id} className="flex items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{game.courseName}</p>
            <p className="text-xs text-muted-foreground">{formatLabel(gameFormatOf(game))}</p>
          </div>
          <Link
            to={`/app/game/${String(game.id)}`}
            className="inline-flex h-11 shrink-0 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 sm:h-9"
          >
            Join
          </Link>
        </li>
      ))}
    </ul>
  );
}
