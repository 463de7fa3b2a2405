import { CreditCardIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../../contract/user';
import { Spinner } from '../../../../components/spinner';
import { Button } from '../../../../components/ui/button';
import { useOpenBillingPortal } from '../../api/open-billing-portal';

/**
 * The Subscription card's way forward (product §G2): a golfer who has paid manages it in the billing portal; one who
 * has not yet can subscribe. Admins and lifetime members have nothing to pay.
 */
export function BillingAction({ user }: { user: CurrentUser }) {
  const portal = useOpenBillingPortal();
  if (user.isAdmin || user.subscriptionStatus === 'lifetime') return null;
  if (!user.stripeCustomerId) {
    return (
      <Button asChild className="justify-self-start">
        <Link to="/subscribe">
          <SparklesIcon aria-hidden />
          Upgrade to Premium
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="outline" className="justify-self-start" disabled={portal.isPending} onClick={() => portal.mutate()}>
      {portal.isPending ? <Spinner /> : <CreditCardIcon aria-hidden />}
      Manage Subscription
    </Button>
  );
}
