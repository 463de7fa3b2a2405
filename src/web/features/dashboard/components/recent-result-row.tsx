import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { GameListItem } from '../../../../contract/games-responses';
import { centsFromDollars } from '../../../../golf';
import { formatDate } from '../../../lib/format';
import { formatMoney, moneyTone } from '../../../lib/games/money';
import { cn } from '../../../lib/utils';

/** A finished game and what the golfer won or lost in it; opens its results. */
export function RecentResultRow({ game }: { game: GameListItem }) {
  const winnings = game.myWinnings === null ? null : centsFromDollars(game.myWinnings);
  return (
    <Link
      to={`/app/game/${String(game.id)}/complete`}
      className="flex min-h-14 items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40"
    >
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{game.name}</span>
        <span className="text-sm break-words text-muted-foreground">
          {game.courseName}
          {game.completedAt ? ` · ${formatDate(game.completedAt)}` : ''}
        </span>
      </span>
      {winnings === null ? null : (
        <span className="shrink-0">
          <span className="sr-only">Winnings </span>
          <span className={cn('font-semibold tabular-nums', moneyTone(winnings))}>{formatMoney(winnings, { signed: true })}</span>
        </span>
      )}
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}
