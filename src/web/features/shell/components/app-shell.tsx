import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { SkipLink } from '../../../components/skip-link';
import { AppHeader } from './app-header';
import { BackHomeButton } from './back-home-button';
import { SessionDialogs } from './session-dialogs';

/** The application shell of spec 000 §2 around every /app and /admin screen. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const atHome = pathname.replace(/\/+$/, '') === '/app';
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <SkipLink />
      <AppHeader user={user} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 pt-[calc(5rem+env(safe-area-inset-top))] pb-24 outline-none sm:px-6">
        {children}
      </main>
      {atHome ? null : <BackHomeButton />}
      <SessionDialogs user={user} />
    </div>
  );
}
