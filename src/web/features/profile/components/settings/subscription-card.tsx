import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../../../contract/user';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useNow } from '../../../../hooks/use-now';
import { formatDate } from '../../../../lib/format';
import { membershipOf } from '../../../../lib/membership';
import { useSubscriptionInfo } from '../../api/subscription-info';

type SubscriptionCardProps = {
  user: CurrentUser;
  /** The way to manage the subscription (the billing portal, once payments land); nothing until there is one. */
  action?: ReactNode;
};

/**
 * The Subscription card (spec 001 §2, §4; spec 000 §4): the status as the shell words it, 'Cancelled' with the end
 * date once a cancellation is set, and the next billing date when the billing provider has one.
 */
export function SubscriptionCard({ user, action }: SubscriptionCardProps) {
  const membership = membershipOf(user, useNow());
  // A failed read shows no billing date rather than an error (spec 001 §7: null if not ok).
  const nextBillingDate = useSubscriptionInfo().data?.nextBillingDate ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscription</CardTitle>
        <CardDescription>Your Dormie membership.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd className="flex flex-wrap items-center gap-2 font-semibold">
            {membership.label}
            {user.subscriptionCancelAt ? <Badge variant="destructive">Cancelled</Badge> : null}
          </dd>
          {membership.kind === 'trial' && user.trialEndsAt ? (
            <>
              <dt className="text-muted-foreground">Trial ends</dt>
              <dd>{formatDate(user.trialEndsAt)}</dd>
            </>
          ) : null}
          {user.subscriptionCancelAt ? (
            <>
              <dt className="text-muted-foreground">Access ends</dt>
              <dd>{formatDate(user.subscriptionCancelAt)}</dd>
            </>
          ) : null}
          {nextBillingDate ? (
            <>
              <dt className="text-muted-foreground">Next billing date</dt>
              <dd>{formatDate(nextBillingDate)}</dd>
            </>
          ) : null}
        </dl>
        {action}
      </CardContent>
    </Card>
  );
}
