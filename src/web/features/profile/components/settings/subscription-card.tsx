import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../../../contract/user';
import { Badge } from '../../../../components/ui/badge';
import { useNow } from '../../../../hooks/use-now';
import { formatDate } from '../../../../lib/format';
import { membershipOf } from '../../../../lib/membership';
import { useSubscriptionInfo } from '../../api/subscription-info';
import { SettingsCard } from './settings-card';

type SubscriptionCardProps = {
  user: CurrentUser;
  /** The way forward: the billing portal for a paying golfer, subscribing for one who has not paid yet. */
  action?: ReactNode;
};

/** One term and its value in the card's list. */
function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/**
 * The Subscription card (product §G2, §G4; product §A4): the status as the shell words it, 'Cancelled' with the end
 * date once a cancellation is set, and the next billing date when the billing provider has one.
 */
export function SubscriptionCard({ user, action }: SubscriptionCardProps) {
  const membership = membershipOf(user, useNow());
  // A failed read shows no billing date rather than an error (product §G7: null if not ok).
  const nextBillingDate = useSubscriptionInfo().data?.nextBillingDate ?? null;
  return (
    <SettingsCard id="settings-subscription-title" title="Subscription" description="Your Dormie membership." className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <Detail term="Status" className="flex flex-wrap items-center gap-2 font-semibold">
          {membership.label}
          {user.subscriptionCancelAt ? <Badge variant="destructive">Cancelled</Badge> : null}
        </Detail>
        {membership.kind === 'trial' && user.trialEndsAt ? <Detail term="Trial ends">{formatDate(user.trialEndsAt)}</Detail> : null}
        {user.subscriptionCancelAt ? <Detail term="Access ends">{formatDate(user.subscriptionCancelAt)}</Detail> : null}
        {membership.paymentDueBy ? <Detail term="Update card by">{formatDate(membership.paymentDueBy)}</Detail> : null}
        {nextBillingDate ? <Detail term="Next billing date">{formatDate(nextBillingDate)}</Detail> : null}
      </dl>
      {action}
    </SettingsCard>
  );
}
