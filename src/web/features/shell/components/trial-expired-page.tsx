import { HourglassIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SubscriptionStatus } from '../../../../contract/access';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { lapseOf, lapseTitle, type Lapse } from '../../../lib/membership';

const pageText: Record<Lapse, { description: string; body: string }> = {
  trial: {
    description: 'Your Dormie trial has ended. Subscribe to keep playing.',
    body: 'Your free trial has ended. Subscribe for $9.99 a month to keep scoring rounds, tracking handicaps and settling bets with your group. Your games and stats are kept.',
  },
  subscription: {
    description: 'Your Dormie subscription has ended. Subscribe to keep playing.',
    body: 'Your subscription has ended. Subscribe again for $9.99 a month to keep scoring rounds, tracking handicaps and settling bets with your group. Your games and stats are kept.',
  },
};

/**
 * What a signed-in user whose access has lapsed sees on every guarded route (product §A2, §G2): 'Trial
 * Expired' after the free trial, 'Subscription Expired' after a paid subscription (product §A4), as the dialog says.
 */
export function TrialExpiredPage({ status }: { status: SubscriptionStatus }) {
  const lapse = lapseOf(status);
  useDocumentMeta({ title: `${lapseTitle[lapse]} | Dormie`, description: pageText[lapse].description });
  return (
    <StatusPanel
      icon={HourglassIcon}
      tone="sand"
      title={lapseTitle[lapse]}
      className="py-10"
      actions={
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link to="/subscribe">Subscribe Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      }
    >
      {pageText[lapse].body}
    </StatusPanel>
  );
}
