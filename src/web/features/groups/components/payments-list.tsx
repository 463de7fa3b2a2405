import { useMutation } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import type { Ledger, LedgerPayment } from '../../../../contract/groups-responses';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { formatDate } from '../../../lib/format';
import { toastFailure } from '../../../lib/notify';
import { deletePayment } from '../api/group-calls';
import { money } from '../lib/ledger-view';
import { useGroupRefresh } from '../lib/use-group-refresh';

/** The season's recorded payments, newest first; Delete on the ones the caller recorded (`mine`). */
export function PaymentsList({ groupId, ledger, names }: { groupId: string; ledger: Ledger; names: Map<string, string> }) {
  const payments = [...ledger.payments].sort((a, b) => Date.parse(b.recordedAt) - Date.parse(a.recordedAt));
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Payments</h3>
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments recorded this season.</p>
      ) : (
        <ul aria-label="Payments" className="divide-y rounded-xl border bg-card">
          {payments.map((payment) => (
            <PaymentRow key={payment.id} groupId={groupId} payment={payment} names={names} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PaymentRow({ groupId, payment, names }: { groupId: string; payment: LedgerPayment; names: Map<string, string> }) {
  const refresh = useGroupRefresh(groupId);
  const remove = useMutation({
    mutationFn: () => deletePayment(groupId, payment.id),
    onSuccess: () => {
      refresh();
      toast({ title: 'Payment deleted' });
    },
    onError: (error) => toastFailure('Could not delete the payment', error),
  });
  const text = `${names.get(payment.fromMemberId) ?? 'A former member'} paid ${names.get(payment.toMemberId) ?? 'a former member'} ${money(payment.amount)}`;
  return (
    <li aria-label={text} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="break-words">{text}</span>
        <span className="text-xs text-muted-foreground">{formatDate(payment.recordedAt)}</span>
      </div>
      {payment.mine ? (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2Icon aria-hidden />
          Delete
          <span className="sr-only"> payment: {text}</span>
        </Button>
      ) : null}
    </li>
  );
}
