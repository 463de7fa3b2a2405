import { CloudOffIcon, TriangleAlertIcon } from 'lucide-react';
import { StatusPanel } from './status-panel';
import { Button } from './ui/button';

/** The generic failure screen of product §A8 / §G2: 'Something went wrong' with a Reload Page button. */
export function ErrorScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-6 py-16 text-foreground">
      <StatusPanel
        icon={TriangleAlertIcon}
        tone="destructive"
        title="Something went wrong"
        actions={
          <Button size="lg" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        }
      >
        An unexpected error stopped this page from loading. Reloading usually gets you back in play.
      </StatusPanel>
    </main>
  );
}

/**
 * Offline with nothing kept to show (issue 29): a phone signed out, or one that never opened the app signed in, has no
 * copy of who is signed in, and signing in needs the server. Said plainly rather than a spinner that never ends.
 */
export function OfflineScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-6 py-16 text-foreground">
      <StatusPanel
        icon={CloudOffIcon}
        tone="sand"
        title="You're offline"
        actions={
          <Button size="lg" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        }
      >
        Signing in needs a connection. Your games will be here once you are back online.
      </StatusPanel>
    </main>
  );
}
