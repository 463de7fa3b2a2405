import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { useCurrentUser } from '../../../lib/auth';
import { accountNotKnown } from './account-not-known';
import { GuestShell } from './guest-shell';

/**
 * The layout of the game screens (product §G2, §G6): signed-in golfers get the app as under AppLayout, in `frame` (the
 * app's SignedInFrame with its slots, which the app loads only for them: a guest's first visit does not download the
 * shell, decision 041); a guest may watch a public game (and its results) in the guest frame, with 'Login to Join Game'.
 */
export function GameLayout({ frame: Frame }: { frame: ComponentType<{ user: CurrentUser }> }) {
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
  return <Frame user={user} />;
}
