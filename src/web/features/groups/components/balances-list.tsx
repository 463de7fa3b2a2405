import type { Ledger } from '../../../../contract/groups-responses';
import { centsFromDollars } from '../../../../golf';
import { moneyTone } from '../../../lib/games/money';
import { cn } from '../../../lib/utils';
import { money } from '../lib/ledger-view';

/** Each member's balance for the season: green and "+$" when owed, red and "-$" when owing (product §R18). */
export function BalancesList({ ledger, myMemberId }: { ledger: Ledger; myMemberId: string }) {
  if (ledger.balances.length === 0) return <p className="text-sm text-muted-foreground">No balances yet.</p>;
  return (
    <ul aria-label="Balances" className="divide-y rounded-xl border bg-card">
      {ledger.balances.map((balance) => {
        const shown = money(balance.amount, { signed: true });
        return (
          <li key={balance.memberId} aria-label={`${balance.name} ${shown}`} className="flex items-center justify-between gap-3 px-4 py-2.5">
            <span className="min-w-0 break-words">
              {balance.name}
              {balance.memberId === myMemberId ? <span className="text-muted-foreground"> (you)</span> : null}
            </span>
            <span className={cn('font-semibold tabular-nums', moneyTone(centsFromDollars(balance.amount)))}>{shown}</span>
          </li>
        );
      })}
    </ul>
  );
}
