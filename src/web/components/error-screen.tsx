import { CloudOffIcon, type LucideIcon, TriangleAlertIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { StatusPanel } from './status-panel';
import { Button } from './ui/button';

type WholePageStatusProps = { icon: LucideIcon; tone: ComponentProps<typeof StatusPanel>['tone']; title: string; reloadLabel: string; children: ReactNode };

/** A whole page that says why it cannot show the app, with a button that loads the page again. */
function WholePageStatus({ icon, tone, title, reloadLabel, children }: WholePageStatusProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-6 py-16 text-foreground">
      <StatusPanel
        icon={icon}
        tone={tone}
        title={title}
        actions={
          <Button size="lg" onClick={() => window.location.reload()}>
            {reloadLabel}
          </Button>
        }
      >
        {children}
      </StatusPanel>
    </main>
  );
}

/** The generic failure screen of product §A8 / §G2: 'Something went wrong' with a Reload Page button. */
export function ErrorScreen() {
  return (
    <WholePageStatus icon={TriangleAlertIcon} tone="destructive" title="Something went wrong" reloadLabel="Reload Page">
      An unexpected error stopped this page from loading. Reloading usually gets you back in play.
    </WholePageStatus>
  );
}

/**
 * Offline with nothing kept to show (issue 29): a phone signed out, or one that never opened the app signed in, has no
 * copy of who is signed in, and signing in needs the server. Said plainly rather than a spinner that never ends.
 */
export function OfflineScreen() {
  return (
    <WholePageStatus icon={CloudOffIcon} tone="sand" title="You're offline" reloadLabel="Try Again">
      Signing in needs a connection. Your games will be here once you are back online.
    </WholePageStatus>
  );
}
