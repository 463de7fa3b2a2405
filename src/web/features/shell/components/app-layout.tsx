import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { ErrorScreen, OfflineScreen } from '../../../components/error-screen';
import { FullPageSpinner } from '../../../components/spinner';
import { useCurrentUser } from '../../../lib/auth';
import { AppShell, type ShellSlots } from './app-shell';
import { GuestShell } from './guest-shell';
import { TrialExpiredPage } from './trial-expired-page';

/**
 * What shows while the signed-in user is not known, or null once the answer is in. Offline with no kept user the read
 * waits for the network (React Query pauses it): that is said, not shown as a spinner that never ends (issue 29).
 */
function accountNotKnown({ isPending, isError, fetchStatus }: ReturnType<typeof useCurrentUser>): ReactNode {
  if (isPending && fetchStatus === 'paused') return <OfflineScreen />;
  if (isPending) return <FullPageSpinner label="Loading your account" />;
  if (isError) return <ErrorScreen />;
  return null;
}

/**
 * The guarded layout route of every /app and /admin path (product §A2, §G2): signed out goes to
 * /login; signed in without access sees 'Trial Expired' (or 'Subscription Expired') in place of the screen;
 * otherwise the screen, inside the application shell (with the slots of other features only with access: their calls answer 402 without).
 */
export function AppLayout({ slots }: { slots?: ShellSlots }) {
  const account = useCurrentUser();
  const waiting = accountNotKnown(account);
  if (waiting) return waiting;
  const user = account.data;
  if (!user) return <Navigate to="/login" replace />;
  return <AppShell user={user} slots={user.hasAccess ? slots : undefined}>{user.hasAccess ? <Outlet /> : <TrialExpiredPage status={user.subscriptionStatus} />}</AppShell>;
}

/**
 * The layout of the game screens (product §G2, §G6): signed-in golfers get the app as under AppLayout; a guest may
 * watch a public game (and its results) in the guest frame, with 'Login to Join Game'.
 */
export function GameLayout({ slots }: { slots?: ShellSlots }) {
  const account = useCurrentUser();
  const waiting = accountNotKnown(account);
  if (waiting) return waiting;
  const user = account.data;
  if (!user) {
    return (
      <GuestShell>
        <Outlet />
      </GuestShell>
    );
  }
  return <AppShell user={user} slots={user.hasAccess ? slots : undefined}>{user.hasAccess ? <Outlet /> : <TrialExpiredPage status={user.subscriptionStatus} />}</AppShell>;
}
