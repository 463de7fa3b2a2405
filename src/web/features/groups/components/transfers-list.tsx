import { useMutation } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import type { GroupDetail, Ledger } from '../../../../contract/groups-responses';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/notify';
import { recordPayment } from '../api/group-calls';
import { money } from '../lib/ledger-view';
import { useGroupRefresh } from '../lib/use-group-refresh';
import { PaymentHandles } from './payment-handles';

type Transfer = Ledger['transfers'][number];

/**
 * The transfers that settle the season (product §R18), "A pays B $X.XX", each with the payee's handles and "Mark as
 * paid" for whoever may record it (either of the two, or the owner). A note when the pairing is greedy, not proved fewest.
 */
export function TransfersList({ group, ledger, names, isOwner }: { group: GroupDetail; ledger: Ledger; names: Map<string, string>; isOwner: boolean }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Settle up</h3>
      {ledger.transfers.length === 0 ? (
        <p className="text-sm text-muted-foreground">Everyone is square.</p>
      ) : (
        <ul aria-label="Transfers" className="grid gap-2">
          {ledger.transfers.map((transfer) => (
            <TransferItem
              key={`${transfer.fromMemberId}-${transfer.toMemberId}`}
              group={group}
              transfer={transfer}
              names={names}
              mayRecord={isOwner || transfer.fromMemberId === group.myMemberId || transfer.toMemberId === group.myMemberId}
            />
          ))}
        </ul>
      )}
      {ledger.exact ? null : <p className="text-sm text-muted-foreground">Settled greedily: a group this size may need a payment or two more.</p>}
    </div>
  );
}

function TransferItem({ group, transfer, names, mayRecord }: { group: GroupDetail; transfer: Transfer; names: Map<string, string>; mayRecord: boolean }) {
  const refresh = useGroupRefresh(group.id);
  const from = names.get(transfer.fromMemberId) ?? 'A former member';
  const to = names.get(transfer.toMemberId) ?? 'A former member';
  const payee = group.members.find((member) => member.id === transfer.toMemberId);
  const record = useMutation({
    mutationFn: () => recordPayment(group.id, { fromMemberId: transfer.fromMemberId, toMemberId: transfer.toMemberId, amount: transfer.amount }),
    onSuccess: () => {
      refresh();
      toast({ title: 'Payment recorded', description: `${from} paid ${to} ${money(transfer.amount)}` });
    },
    onError: (error) => toastFailure('Could not record the payment', error),
  });
  const text = `${from} pays ${to} ${money(transfer.amount)}`;
  return (
    <li aria-label={text} className="grid gap-2 rounded-lg border bg-card px-4 py-3">
      <p className="font-medium break-words">{text}</p>
      {payee ? <PaymentHandles name={to} handles={payee} /> : null}
      {mayRecord ? (
        <Button variant="secondary" size="sm" className="justify-self-start" disabled={record.isPending} onClick={() => record.mutate()}>
          <CheckIcon aria-hidden />
          Mark as paid
        </Button>
      ) : null}
    </li>
  );
}
