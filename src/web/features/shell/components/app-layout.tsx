import { Navigate, Outlet } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { FullPageSpinner } from '../../../components/spinner';
import { useCurrentUser } from '../../../lib/auth';
import { AppShell, type ShellSlots } from './app-shell';
import { GuestShell } from './guest-shell';
import { TrialExpiredPage } from './trial-expired-page';

/**
 * The guarded layout route of every /app and /admin path (product §A2, §G2): signed out goes to
 * /login; signed in without access sees 'Trial Expired' (or 'Subscription Expired') in place of the screen;
 * otherwise the screen, inside the application shell (with the slots of other features only with access: their calls answer 402 without).
 */
export function AppLayout({ slots }: { slots?: ShellSlots }) {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <FullPageSpinner label="Loading your account" />;
  if (isError) return <ErrorScreen />;
  if (!user) return <Navigate to="/login" replace />;
  return <AppShell user={user} slots={user.hasAccess ? slots : undefined}>{user.hasAccess ? <Outlet /> : <TrialExpiredPage status={user.subscriptionStatus} />}</AppShell>;
}

/**
 * The layout of the game screens (product §G2, §G6): signed-in golfers get the app as under AppLayout; a guest may
 * watch a public game (and its results) in the guest frame, with 'Login to Join Game'.
 */
export function GameLayout({ slots }: { slots?: ShellSlots }) {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <FullPageSpinner label="Loading your account" />;
  if (isError) return <ErrorScreen />;
  if (!user) {
    return (
      <GuestShell>
        <Outlet />
      </GuestShell>
    );
  }
  return <AppShell user={user} slots={user.hasAccess ? slots : undefined}>{user.hasAccess ? <Outlet /> : <TrialExpiredPage status={user.subscriptionStatus} />}</AppShell>;
}
