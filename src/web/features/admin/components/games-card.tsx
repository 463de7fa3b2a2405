import { EyeIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminGame } from '../../../../contract/admin';
import { formatLabel } from '../../../../golf';
import { GameStatusBadge } from '../../../components/game-status-badge';
import { Button } from '../../../components/ui/button';
import { formatCount, formatDate } from '../../../lib/format';
import { gameFormatOf } from '../../../lib/games/round';
import { DeleteGameDialog } from './delete-game-dialog';

/** One game in the admin's list (product §G3 "Admin game list item"): what it is, who made it and when, View and Delete. */
export function GamesCard({ game }: { game: AdminGame }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid h-full gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="leading-snug font-semibold break-words">
            {game.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <span className="font-mono tracking-widest">
              <span className="sr-only">Game code </span>
              {game.gameCode}
            </span>{' '}
            · #{game.id}
          </p>
        </div>
        <GameStatusBadge status={game.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Format</dt>
        <dd>{formatLabel(gameFormatOf(game))}</dd>
        <dt className="text-muted-foreground">Created by</dt>
        <dd className="truncate">{game.creatorName}</dd>
        <dt className="text-muted-foreground">Created</dt>
        <dd>{formatDate(game.createdAt)}</dd>
        <dt className="text-muted-foreground">Players</dt>
        <dd>{formatCount(game.playerCount, 'player')}</dd>
        <dt className="text-muted-foreground">Group</dt>
        <dd className={game.groupName === null ? 'text-muted-foreground' : 'truncate'}>{game.groupName ?? 'No group'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/app/game/${String(game.id)}`} aria-label={`View ${game.name}`}>
            <EyeIcon aria-hidden />
            View
          </Link>
        </Button>
        <DeleteGameDialog game={game} />
      </div>
    </article>
  );
}
