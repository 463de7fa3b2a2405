import { LockIcon, MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GameDetail } from '../../../../../contract/games-responses';
import { formatLabel } from '../../../../../golf';
import { gameFormatOf } from '../../../../lib/games/round';
import { gameSettingsText } from '../../lib/game-settings';
import { GameStatusBadge } from '../../../../components/game-status-badge';

/**
 * Game name, course and tee, format label (a nassau shows its mode) and the Live / Waiting badge (product §G2); a WHS
 * or nine-hole game says so beside the format, "WHS · 95% allowance · Front 9" (product §R12, §R14).
 */
export function GameHeader({ game, actions }: { game: GameDetail; actions?: ReactNode }) {
  const settings = gameSettingsText(game);
  return (
    <header className="grid gap-2">
      <div className="flex items-start gap-3">
        <h1 className="min-w-0 flex-1 text-2xl font-extrabold tracking-tight text-balance break-words sm:text-3xl">{game.name}</h1>
        <GameStatusBadge status={game.status} className="mt-1.5 text-sm" />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <MapPinIcon className="size-4" aria-hidden />
          {game.courseName} · {game.teeColor} tees
        </span>
        <span className="font-medium text-foreground">{formatLabel(gameFormatOf(game))}</span>
        {settings ? <span data-testid="game-settings">{settings}</span> : null}
        {game.isPrivate ? (
          <span className="inline-flex items-center gap-1">
            <LockIcon className="size-3.5" aria-hidden />
            Private
          </span>
        ) : null}
        {actions ? <span className="ml-auto">{actions}</span> : null}
      </p>
    </header>
  );
}
