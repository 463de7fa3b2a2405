import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { SkipLink } from '../../../components/skip-link';
import { useUserEvents } from '../../../lib/use-user-events';
import { AppBottomNav } from './app-bottom-nav';
import { AppHeader } from './app-header';
import { BackHomeButton } from './back-home-button';
import { SessionDialogs } from './session-dialogs';

/**
 * What other features put into the shell, handed in by the app (features do not import each other): the header's
 * notification bell and the floating friends panel (product §A2).
 */
export type ShellSlots = { headerActions?: ReactNode; floating?: ReactNode };

/**
 * The application shell of product §A2 around every /app and /admin screen, with the navigation of issue 12 (bottom
 * bar on phones, top bar from lg up). The bottom padding reserves room for what floats over the foot of the screen,
 * so the last control scrolls clear of it: on phones the 4rem bar, the 3rem home button above it and their gaps; from
 * lg up the home button alone. The Friends button floats opposite the home button, at the same height.
 * Once the user is known the tab's socket is identified and their events kept in the cache (useUserEvents).
 */
export function AppShell({ user, slots = {}, children }: { user: CurrentUser; slots?: ShellSlots; children: ReactNode }) {
  const { pathname } = useLocation();
  useUserEvents(user.id);
  const atHome = pathname.replace(/\/+$/, '') === '/app';
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <SkipLink />
      <AppHeader user={user} actions={slots.headerActions} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 pt-[calc(5rem+env(safe-area-inset-top))] pb-[calc(9rem+env(safe-area-inset-bottom))] outline-none sm:px-6 lg:pb-24">
        {children}
      </main>
      {atHome ? null : <BackHomeButton />}
      {slots.floating}
      <AppBottomNav user={user} />
      <SessionDialogs user={user} />
    </div>
  );
}
