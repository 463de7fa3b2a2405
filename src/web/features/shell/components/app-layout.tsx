import { Navigate, Outlet } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { useCurrentUser } from '../../../lib/auth';
import { accountNotKnown } from './account-not-known';
import { AppShell, type ShellSlots } from './app-shell';
import { TrialExpiredPage } from './trial-expired-page';

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
  return <SignedInFrame user={user} slots={slots} />;
}

/** A signed-in user's screen inside the application shell, or 'Trial Expired' in its place without access. */
export function SignedInFrame({ user, slots }: { user: CurrentUser; slots?: ShellSlots }) {
  return <AppShell user={user} slots={user.hasAccess ? slots : undefined}>{user.hasAccess ? <Outlet /> : <TrialExpiredPage status={user.subscriptionStatus} />}</AppShell>;
}

