import { HourglassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';

/** What a signed-in user whose access has lapsed sees on every guarded route (spec 000 §2, spec 001 §2). */
export function TrialExpiredPage() {
  useDocumentMeta({ title: 'Trial Expired | Dormie', description: 'Your Dormie trial has ended. Subscribe to keep playing.' });
  return (
    <StatusPanel
      icon={HourglassIcon}
      tone="sand"
      title="Trial Expired"
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
      Your free trial has ended. Subscribe for $9.99 a month to keep scoring rounds, tracking handicaps and settling bets with your
      group. Your games and stats are kept.
    </StatusPanel>
  );
}
