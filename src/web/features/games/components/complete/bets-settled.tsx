import { type Cents, type Payment, type RoundState, type Settlement, settleBalances } from '../../../../../golf';
import { Spinner } from '../../../../components/spinner';
import { BetLines, PaymentLines } from '../bets/bet-lines';
import type { FinalStanding } from './final-standings';
import { ResultsSection } from './results-section';

/**
 * The fewest payments that square the winnings the server stored at completion (the engine's settleBalances), payer by
 * payer and then payee in leaderboard order; null while some player's winnings are still being settled.
 */
function settlingPayments(standings: readonly FinalStanding[]): Payment[] | null {
  const balances = standings.flatMap((standing) => (standing.winnings === null ? [] : [{ id: standing.playerId, cents: standing.winnings }]));
  if (balances.length < standings.length) return null;
  const order = new Map(standings.map((standing, index) => [standing.playerId, index]));
  const rank = (id: string) => order.get(id) ?? 0;
  return settleBalances(balances)
    .transfers.map((transfer) => ({ fromId: transfer.from, toId: transfer.to, cents: transfer.cents as Cents }))
    .sort((a, b) => rank(a.fromId) - rank(b.fromId) || rank(a.toId) - rank(b.toId));
}

/**
 * How the bets were settled (product §G2, §R8; issue 34: the results lead with it): each bet's result as the live bets
 * panel reads it (front, back and overall, presses, side bets), then who pays whom, in the fewest payments.
 */
export function BetsSettled({ state, settlement, standings }: { state: RoundState; settlement: Settlement; standings: readonly FinalStanding[] }) {
  const payments = settlingPayments(standings);
  return (
    <ResultsSection id="bets-settled" title="Bets and Payments" description="Each bet's result, and who pays whom to settle the round.">
      <div className="grid gap-4">
        {settlement.bets.length > 0 ? <BetLines state={state} settlement={settlement} /> : null}
        {payments === null ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-busy>
            <Spinner className="size-4" />
            Settling the bets…
          </p>
        ) : (
          <PaymentLines state={state} payments={payments} />
        )}
      </div>
    </ResultsSection>
  );
}
