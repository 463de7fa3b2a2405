import { FlagIcon } from 'lucide-react';
import type { RoundState, Settlement } from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { formatMoney, moneyTone } from '../../../../lib/games/money';
import { cn } from '../../../../lib/utils';
import { useFinishGame } from '../../hooks/use-finish-game';
import { playerNameOf } from '../../lib/game-view';

type FinishSectionProps = { gameId: number; holeCount: number; state: RoundState; settlement: Settlement; isCreator: boolean; creatorName: string };

/** 'All 18 Holes Complete!' (a nine's 'All 9 Holes', product §R14) with the Bet Settlement summary and, for the creator, Finish Game (product §G2). */
export function FinishSection({ gameId, holeCount, state, settlement, isCreator, creatorName }: FinishSectionProps) {
  const { finish, pending } = useFinishGame(gameId);
  const nameOf = (id: string) => playerNameOf(state, id);
  return (
    <section aria-labelledby="finish-title" className="grid gap-3 rounded-xl border-2 border-primary bg-primary/5 p-4">
      <h2 id="finish-title" className="flex items-center gap-2 text-xl font-bold">
        <FlagIcon className="size-5 text-primary" aria-hidden />
        {state.allHolesScored ? `All ${String(holeCount)} Holes Complete!` : 'Round over'}
      </h2>
      <div>
        <h3 className="text-sm font-semibold text-muted-foreground uppercase">Bet Settlement</h3>
        <ul className="mt-1 grid gap-1">
          {settlement.winnings.map((entry) => (
            <li key={entry.playerId} className="flex justify-between gap-3">
              <span>{nameOf(entry.playerId)}</span>
              <span className={cn('font-semibold tabular-nums', moneyTone(entry.cents))}>{formatMoney(entry.cents, { signed: true })}</span>
            </li>
          ))}
        </ul>
      </div>
      {isCreator ? (
        <Button size="lg" className="h-14 text-lg" onClick={finish} disabled={pending}>
          {pending ? 'Finishing...' : 'Finish Game'}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">Waiting for {creatorName} to finish the game.</p>
      )}
    </section>
  );
}
