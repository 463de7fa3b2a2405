import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../../contract/user';
import { SkipLink } from '../../../components/skip-link';
import { useUserEvents } from '../../../lib/use-user-events';
import { AppBottomNav } from './app-bottom-nav';
import { AppHeader } from './app-header';
import { SessionDialogs } from './session-dialogs';

/**
 * What other features put into the shell, handed in by the app (features do not import each other): the header's
 * Friends button and notification bell (product §A2).
 */
export type ShellSlots = { headerActions?: ReactNode };

/**
 * The application shell of product §A2 around every /app and /admin screen, with the navigation of issue 12 (bottom
 * bar on phones, top bar from lg up). Nothing floats over a screen (issue 34): Home is the bars' first place and
 * Friends is in the top bar. The bottom padding reserves room for the phone's bar, so scrolled to the end the last
 * control stands clear of it: the 4rem bar, New Game's button rising above its edge, and a gap.
 * Once the user is known the tab's socket is identified and their events kept in the cache (useUserEvents).
 */
export function AppShell({ user, slots = {}, children }: { user: CurrentUser; slots?: ShellSlots; children: ReactNode }) {
  useUserEvents(user.id);
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <SkipLink />
      <AppHeader user={user} actions={slots.headerActions} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 pt-[calc(5rem+env(safe-area-inset-top))] pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none sm:px-6 lg:pb-16">
        {children}
      </main>
      <AppBottomNav user={user} />
      <SessionDialogs user={user} />
    </div>
  );
}
