import { BeerIcon, MinusIcon, PlusIcon } from 'lucide-react';
import type { GamePlayer } from '../../../../../contract/games-responses';
import { Button } from '../../../../components/ui/button';
import { toastFailure } from '../../../../lib/notify';
import { useChangeDrinks } from '../../api/use-game-mutations';

/** The drinks counter (product §G2; the not_here_for_golf achievement counts them): any player may tap it for anyone. */
export function DrinksCounter({ gameId, player }: { gameId: number; player: GamePlayer }) {
  const change = useChangeDrinks(gameId);
  const name = player.user.displayName;
  const tap = (by: 1 | -1) => change.mutate({ playerId: player.userId, change: by }, { onError: (error) => toastFailure('Error', error, 'Failed to update drinks.') });
  return (
    <div className="flex items-center gap-1 rounded-lg border px-1" role="group" aria-label={`Drinks for ${name}`}>
      <Button variant="ghost" size="sm" className="size-11 p-0" onClick={() => tap(-1)} disabled={change.isPending || player.drinks === 0} aria-label={`One drink fewer for ${name}`}>
        <MinusIcon aria-hidden />
      </Button>
      <span className="flex min-w-12 items-center justify-center gap-1 text-sm tabular-nums" aria-live="polite">
        <BeerIcon className="size-4 text-sand-foreground dark:text-sand" aria-hidden />
        <span aria-label={`${String(player.drinks)} drinks`}>{player.drinks}</span>
      </span>
      <Button variant="ghost" size="sm" className="size-11 p-0" onClick={() => tap(1)} disabled={change.isPending} aria-label={`One more drink for ${name}`}>
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
