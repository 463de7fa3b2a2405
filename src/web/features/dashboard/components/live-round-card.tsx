import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { GameListItem } from '../../../../contract/games-responses';
import { formatLabel, segmentOfHolesPlayed } from '../../../../golf';
import { gameFormatOf } from '../../../lib/games/round';

function stageOf(game: GameListItem): string {
  if (game.status === 'waiting') return 'In the lobby';
  // A nine-hole game is played over its nine (product §R14): "all 9 holes played" past its last.
  const { first, last, length } = segmentOfHolesPlayed(game.holesPlayed);
  return game.currentHole > last ? `Live · all ${String(length)} holes played` : `Live · Hole ${String(Math.max(game.currentHole, first))}`;
}

/** The dashboard's way back into a round in play or a lobby the golfer is in: the whole card is one tap (product §G2). */
export function LiveRoundCard({ game }: { game: GameListItem }) {
  const live = game.status === 'active';
  return (
    <Link
      to={`/app/game/${String(game.id)}`}
      className="group grid gap-1 rounded-2xl bg-primary p-5 text-primary-foreground shadow-md transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-6"
    >
      <span className="flex items-center gap-2 text-sm font-semibold">
        <span className={live ? 'size-2 rounded-full bg-current motion-safe:animate-pulse' : 'size-2 rounded-full border border-current'} aria-hidden />
        {stageOf(game)}
      </span>
      <span className="text-2xl font-bold tracking-tight break-words">{game.name}</span>
      <span className="text-sm break-words opacity-90">
        {game.courseName} · {game.teeColor} tees · {formatLabel(gameFormatOf(game))}
      </span>
      <span className="mt-3 inline-flex h-11 items-center gap-2 justify-self-start rounded-lg bg-primary-foreground px-4 text-sm font-semibold text-primary">
        {live ? 'Back to your round' : 'Open the lobby'}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}
