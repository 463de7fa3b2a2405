import { paymentsFor, roundMovesMoney, type RoundState, type Settlement } from '../../../../../golf';
import { formatMoney, moneyTone } from '../../../../lib/games/money';
import { cn } from '../../../../lib/utils';
import { playerNameOf } from '../../lib/game-view';
import { BetLines, PaymentLines } from '../bets/bet-lines';

/**
 * Bets at a glance (issue 11): where each bet stands after every hole and who would owe whom if the round ended now,
 * from the engine's settlement, the one the server settles with (nassau: front, back, overall), as each player's net
 * and as the few payments that square them.
 */
export function BetsPanel({ state, settlement }: { state: RoundState; settlement: Settlement }) {
  const nameOf = (id: string) => playerNameOf(state, id);
  const noMoney = !roundMovesMoney(state);
  return (
    <section aria-labelledby="bets-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <div>
        <h2 id="bets-title" className="text-lg font-semibold">
          Bets at a glance
        </h2>
        <p className="text-sm text-muted-foreground">{noMoney ? 'A game for fun: no money changes hands.' : 'If the round ended now.'}</p>
      </div>
      <BetLines state={state} settlement={settlement} />
      {noMoney ? null : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t pt-3 text-sm sm:grid-cols-3" aria-label="Owed now">
          {settlement.winnings.map((entry) => (
            <div key={entry.playerId} className="flex justify-between gap-2">
              <dt className="truncate">{nameOf(entry.playerId)}</dt>
              <dd className={cn('font-semibold tabular-nums', moneyTone(entry.cents))}>{formatMoney(entry.cents, { signed: true })}</dd>
            </div>
          ))}
        </dl>
      )}
      {noMoney ? null : <PaymentLines state={state} payments={paymentsFor(settlement.winnings)} />}
    </section>
  );
}
