import { Outlet } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { FullPageSpinner } from '../../../components/spinner';
import { useCurrentUser } from '../../../lib/auth';
import { type LazyComponent, useCodeIn } from '../../../lib/lazy-component';
import { accountNotKnown } from './account-not-known';
import { GuestShell } from './guest-shell';

/**
 * The layout of the game screens (product §G2, §G6): signed-in golfers get the app as under AppLayout, in `frame` (the
 * app's SignedInFrame with its slots, which the app loads only for them: a guest's first visit does not download the
 * shell, decision 041); a guest may watch a public game (and its results) in the guest frame, with 'Login to Join Game'.
 */
export function GameLayout({ frame: Frame }: { frame: LazyComponent<{ user: CurrentUser }> }) {
  const account = useCurrentUser();
  // A golfer's frame is waited for here, not under Suspense, which would hold the screen back (decision 051). Its code
  // is in already when the tab has shown a signed-in screen before: the router loads it with the app's other layouts.
  const frameIn = useCodeIn(account.data ? [Frame] : []);
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
  if (!frameIn) return <FullPageSpinner label="Loading your account" />;
  return <Frame user={user} />;
}
