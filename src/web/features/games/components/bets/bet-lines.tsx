import type { Payment, RoundState, Settlement } from '../../../../../golf';
import { formatMoney } from '../../../../lib/games/money';
import { playerNameOf } from '../../lib/game-view';

// The lines both money screens show of a round's bets: bets at a glance while it is played, and the results once it is
// complete. Each bet reads as the engine states it (its status), so a new format's bets show here with no change.

/** Each bet of the settlement: its label, where its holes stand, and what it moves for whom. */
export function BetLines({ state, settlement }: { state: RoundState; settlement: Settlement }) {
  const nameOf = (id: string) => playerNameOf(state, id);
  return (
    <ul className="grid gap-2">
      {settlement.bets.map((bet) => (
        <li key={bet.key} className="rounded-lg bg-muted/50 p-3" aria-label={`${bet.label} bet`}>
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">{bet.label}</span>
            <span className="text-sm" data-testid="bet-status">
              {bet.status}
            </span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {bet.outcome.kind === 'push' ? 'Push: nobody pays.' : null}
            {bet.outcome.kind === 'no-contest' ? 'No contest.' : null}
            {bet.outcome.kind === 'won' && bet.amounts.length === 0 ? `${bet.winnerIds.map(nameOf).join(' & ')} ahead.` : null}
            {bet.amounts.length > 0 ? bet.amounts.map((amount) => `${nameOf(amount.playerId)} ${formatMoney(amount.cents, { signed: true })}`).join(' · ') : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The few payments that square the round ('Alice Pine pays Sam Reed $7.50'), as the engine worked them out. */
export function PaymentLines({ state, payments }: { state: RoundState; payments: readonly Payment[] }) {
  const nameOf = (id: string) => playerNameOf(state, id);
  return (
    <ul className="grid gap-1 text-sm" aria-label="Who pays whom">
      {payments.length === 0 ? <li className="text-muted-foreground">No money changes hands.</li> : null}
      {payments.map((payment) => (
        <li key={`${payment.fromId}-${payment.toId}`}>
          {nameOf(payment.fromId)} pays {nameOf(payment.toId)} <span className="font-semibold tabular-nums">{formatMoney(payment.cents)}</span>
        </li>
      ))}
    </ul>
  );
}
