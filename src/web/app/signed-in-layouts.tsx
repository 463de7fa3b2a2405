import type { CurrentUser } from '../../contract/user';
import { FriendsPanel } from '../features/friends/components/friends-panel';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { AppLayout, SignedInFrame } from '../features/shell/components/app-layout';
import type { ShellSlots } from '../features/shell/components/app-shell';

// The app composes features (house style: lib -> features -> app): the shell gets the friends panel and the bell from
// here, so the shell feature never imports another feature. Loaded lazily with the layouts (decision 007); the game
// screens load it only for a signed-in golfer (game-layouts.tsx, decision 041).

const slots: ShellSlots = {
  headerActions: (
    <>
      <FriendsPanel />
      <NotificationBell />
    </>
  ),
};

/** Every /app and /admin screen but the game screens, inside the shell with its friends panel and bell. */
export function SignedInAppLayout() {
  return <AppLayout slots={slots} />;
}

/** A signed-in golfer's game screens: the shell with bell and panel. */
export function SignedInGameFrame({ user }: { user: CurrentUser }) {
  return <SignedInFrame user={user} slots={slots} />;
}
