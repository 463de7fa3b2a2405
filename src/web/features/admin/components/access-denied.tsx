import { ShieldXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** What a signed-in golfer who is not an admin sees at /admin (spec 001 §2, §8). */
export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldXIcon className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">The admin panel is for administrators only.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/app">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
