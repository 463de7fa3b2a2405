import { BeerIcon, MinusIcon, PlusIcon } from 'lucide-react';
import type { GamePlayer } from '../../../../../contract/games-responses';
import { Button } from '../../../../components/ui/button';
import { toastFailure } from '../../../../lib/notify';
import { queueDrinks } from '../../../../lib/offline/writes';

/**
 * The drinks counter (product §R8; the not_here_for_golf achievement counts them), shown only in a game that counts
 * drinks: any player may tap it for anyone. It is a small, muted line under the player so it never reads as the score
 * (issue 34); the buttons keep 44 px touch targets on a phone. Each tap goes through the outbox (issue 29), so the
 * count moves at once, with or without signal.
 */
export function DrinksCounter({ gameId, player }: { gameId: number; player: GamePlayer }) {
  const name = player.user.displayName;
  const tap = (by: 1 | -1) => void queueDrinks(gameId, player.userId, by).catch((error: unknown) => toastFailure('Error', error, 'Failed to update drinks.'));
  const buttonClass = 'size-11 rounded-full p-0 text-muted-foreground sm:size-8 [&_svg]:size-3.5';
  return (
    <div className="flex items-center text-xs text-muted-foreground" role="group" aria-label={`Drinks for ${name}`} data-testid="drinks-counter">
      <DrinksCount drinks={player.drinks} />
      <Button variant="ghost" size="sm" className={buttonClass} onClick={() => tap(-1)} disabled={player.drinks === 0} aria-label={`One drink fewer for ${name}`}>
        <MinusIcon aria-hidden />
      </Button>
      <Button variant="ghost" size="sm" className={buttonClass} onClick={() => tap(1)} aria-label={`One more drink for ${name}`}>
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}

/** A player's drinks as a small muted "🍺 2", the counter's own and a spectator's view of it. */
export function DrinksCount({ drinks }: { drinks: number }) {
  return (
    <span className="flex items-center gap-1 pr-1 text-xs text-muted-foreground tabular-nums" aria-live="polite" data-testid="drinks-count">
      <BeerIcon className="size-3.5" aria-hidden />
      <span aria-label={`${String(drinks)} drinks`}>{drinks}</span>
    </span>
  );
}
