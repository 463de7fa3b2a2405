import { paymentsFor, roundMovesMoney, type RoundState, type Settlement } from '../../../../../golf';
import { BetLines, PaymentLines } from '../bets/bet-lines';
import type { FinalStanding } from './final-standings';
import { ResultsSection } from './results-section';

/**
 * How the bets were settled (product §G2, §R8): each bet's result as its format's panel reads it, and the few payments
 * that square the winnings the server stored at completion. Nothing while those winnings are still being settled, and
 * nothing for a game without money.
 */
export function BetsSettled({ state, settlement, standings }: { state: RoundState; settlement: Settlement; standings: readonly FinalStanding[] }) {
  if (!roundMovesMoney(state)) return null;
  const winnings = standings.flatMap((standing) => (standing.winnings === null ? [] : [{ playerId: standing.playerId, cents: standing.winnings }]));
  if (winnings.length < standings.length) return null;
  return (
    <ResultsSection id="bets-settled" title="Bets and Payments" description="Each bet's result, and who pays whom to settle the round.">
      <div className="grid gap-3">
        <BetLines state={state} settlement={settlement} />
        <PaymentLines state={state} payments={paymentsFor(winnings)} />
      </div>
    </ResultsSection>
  );
}
