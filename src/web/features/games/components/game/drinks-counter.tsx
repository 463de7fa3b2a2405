import { BeerIcon, MinusIcon, PlusIcon } from 'lucide-react';
import type { GamePlayer } from '../../../../../contract/games-responses';
import { Button } from '../../../../components/ui/button';
import { toastFailure } from '../../../../lib/notify';
import { queueDrinks } from '../../../../lib/offline/writes';

/**
 * The drinks counter (product §G2; the not_here_for_golf achievement counts them): any player may tap it for anyone.
 * Each tap goes through the outbox (issue 29), so the count moves at once, with or without signal.
 */
export function DrinksCounter({ gameId, player }: { gameId: number; player: GamePlayer }) {
  const name = player.user.displayName;
  const tap = (by: 1 | -1) => void queueDrinks(gameId, player.userId, by).catch((error: unknown) => toastFailure('Error', error, 'Failed to update drinks.'));
  return (
    <div className="flex items-center gap-1 rounded-lg border px-1" role="group" aria-label={`Drinks for ${name}`}>
      <Button variant="ghost" size="sm" className="size-11 p-0" onClick={() => tap(-1)} disabled={player.drinks === 0} aria-label={`One drink fewer for ${name}`}>
        <MinusIcon aria-hidden />
      </Button>
      <span className="flex min-w-12 items-center justify-center gap-1 text-sm tabular-nums" aria-live="polite">
        <BeerIcon className="size-4 text-sand-foreground dark:text-sand" aria-hidden />
        <span aria-label={`${String(player.drinks)} drinks`}>{player.drinks}</span>
      </span>
      <Button variant="ghost" size="sm" className="size-11 p-0" onClick={() => tap(1)} aria-label={`One more drink for ${name}`}>
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
