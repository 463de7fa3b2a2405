import { HourglassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';

/** What a signed-in user whose access has lapsed sees on every guarded route (spec 000 §2, spec 001 §2). */
export function TrialExpiredPage() {
  useDocumentMeta({ title: 'Trial Expired | Dormie', description: 'Your Dormie trial has ended. Subscribe to keep playing.' });
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand/25 text-sand-foreground dark:text-sand">
        <HourglassIcon className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Trial Expired</h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        Your free trial has ended. Subscribe for $9.99 a month to keep scoring rounds, tracking handicaps and settling bets with
        your group. Your games and stats are kept.
      </p>
      <div className="mt-8 grid w-full gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link to="/subscribe">Subscribe Now</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}
