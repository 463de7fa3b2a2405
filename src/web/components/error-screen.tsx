import { TriangleAlertIcon } from 'lucide-react';
import { Button } from './ui/button';

/** The generic failure screen of spec 000 §8 / 001 §2: 'Something went wrong' with a Reload Page button. */
export function ErrorScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-6 py-16 text-foreground">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlertIcon className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          An unexpected error stopped this page from loading. Reloading usually gets you back in play.
        </p>
        <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </main>
  );
}
