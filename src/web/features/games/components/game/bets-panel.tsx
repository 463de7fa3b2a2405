import { paymentsFor, type RoundState, type Settlement } from '../../../../../golf';
import { formatMoney, moneyTone } from '../../../../lib/games/money';
import { cn } from '../../../../lib/utils';
import { panelOf } from '../../formats/registry';
import { playerNameOf } from '../../lib/game-view';

/**
 * Bets at a glance (issue 11): where each bet stands after every hole and who would owe whom if the round ended now,
 * from the engine's settlement, the one the server settles with (nassau: front, back, overall), as each player's net
 * and as the few payments that square them ('Alice Pine pays Sam Reed $7.50', the engine's paymentsFor).
 */
export function BetsPanel({ state, settlement }: { state: RoundState; settlement: Settlement }) {
  const nameOf = (id: string) => playerNameOf(state, id);
  const noMoney = state.betCents === 0 || state.players.length < 2;
  const payments = noMoney ? [] : paymentsFor(settlement.winnings);
  return (
    <section aria-labelledby="bets-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <div>
        <h2 id="bets-title" className="text-lg font-semibold">
          Bets at a glance
        </h2>
        <p className="text-sm text-muted-foreground">{noMoney ? 'A game for fun: no money changes hands.' : 'If the round ended now.'}</p>
      </div>
      <ul className="grid gap-2">
        {settlement.bets.map((bet) => (
          <li key={bet.key} className="rounded-lg bg-muted/50 p-3" aria-label={`${bet.label} bet`}>
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{bet.label}</span>
              <span className="text-sm" data-testid="bet-status">
                {panelOf(state).betStatus(state, bet.key)}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {bet.outcome.kind === 'push' ? 'Push: nobody pays.' : null}
              {bet.outcome.kind === 'no-contest' ? 'No contest.' : null}
              {bet.outcome.kind === 'won' && bet.amounts.length === 0 ? `${bet.winnerIds.map(nameOf).join(' & ')} ahead.` : null}
              {bet.amounts.length > 0
                ? bet.amounts.map((amount) => `${nameOf(amount.playerId)} ${formatMoney(amount.cents, { signed: true })}`).join(' · ')
                : null}
            </p>
          </li>
        ))}
      </ul>
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
      {noMoney ? null : (
        <ul className="grid gap-1 text-sm" aria-label="Who pays whom">
          {payments.length === 0 ? <li className="text-muted-foreground">All square: nobody pays anybody.</li> : null}
          {payments.map((payment) => (
            <li key={`${payment.fromId}-${payment.toId}`}>
              {nameOf(payment.fromId)} pays {nameOf(payment.toId)} <span className="font-semibold tabular-nums">{formatMoney(payment.cents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
