import { useMutation } from '@tanstack/react-query';
import { BanknoteIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { groupMessages, RecordPaymentSchema } from '../../../../contract/groups';
import { type GroupDetail } from '../../../../contract/groups-responses';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { recordPayment } from '../api/group-calls';
import { useGroupRefresh } from '../lib/use-group-refresh';
import { FormError } from './form-error';
import { SelectField } from './select-field';

/**
 * Record a payment made outside the app (product §R18): from, to and the amount in dollars, checked with the
 * contract's schema (cents) before it goes; the server's refusal (say, a member recording others' payment) below.
 */
export function RecordPaymentForm({ group }: { group: GroupDetail }) {
  const refresh = useGroupRefresh(group.id);
  const options = group.members.map((member) => ({ value: member.id, label: member.name }));
  // Until chosen: from the caller to the first other member, whoever joined since the screen opened.
  const [chosenFrom, setFrom] = useState<string | null>(null);
  const [chosenTo, setTo] = useState<string | null>(null);
  const listed = (id: string | null) => (id !== null && group.members.some((member) => member.id === id) ? id : null);
  const from = listed(chosenFrom) ?? group.myMemberId;
  const to = listed(chosenTo) ?? group.members.find((member) => member.id !== from)?.id ?? '';
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: (body: { fromMemberId: string; toMemberId: string; amount: number }) => recordPayment(group.id, body),
    onSuccess: () => {
      refresh();
      setAmount('');
      toast({ title: 'Payment recorded' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = RecordPaymentSchema.safeParse({ fromMemberId: from, toMemberId: to, amount });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? groupMessages.amountInvalid);
      return;
    }
    setInvalid(null);
    // The schema answers cents; the call takes dollars.
    record.mutate({ fromMemberId: parsed.data.fromMemberId, toMemberId: parsed.data.toMemberId, amount: parsed.data.amount / 100 });
  }

  const changed = () => {
    setInvalid(null);
    record.reset();
  };
  return (
    <form aria-label="Record a payment" onSubmit={submit} noValidate className="grid gap-3 rounded-xl border bg-card p-4">
      <h3 className="font-semibold">Record a payment</h3>
      <p className="text-sm text-muted-foreground">Money paid outside the app, by cash or any app: it moves both balances at once.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField id="payment-from" label="From" value={from} options={options} onChange={(value) => {
            setFrom(value);
            changed();
          }} />
        <SelectField id="payment-to" label="To" value={to} options={options} onChange={(value) => {
            setTo(value);
            changed();
          }} />
        <TextField
          id="payment-amount"
          label="Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          error={invalid ?? undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            changed();
          }}
        />
      </div>
      <FormError error={record.error} />
      <Button type="submit" className="justify-self-start" disabled={amount.trim() === '' || record.isPending}>
        <BanknoteIcon aria-hidden />
        Record payment
      </Button>
    </form>
  );
}
