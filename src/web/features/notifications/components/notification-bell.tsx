import { useQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { DeferredPopup } from '../../../components/deferred-popup';
import { lazyComponent } from '../../../lib/lazy-component';
import { notificationsQuery } from '../../../lib/notifications-calls';
import { NOTIFICATION_POLL_MS } from '../../../lib/notifications-keys';
import { useRealtimeStatus } from '../../../lib/realtime';
import { unreadCountQuery } from '../api/get-unread-count';
import { unreadBadgeText } from '../lib/unread-badge';

const NotificationPopover = lazyComponent(() => import('./notification-popover'), 'NotificationPopover');

/**
 * The header's bell and its dropdown (product §A2): 20rem wide, at most 500px tall, 'Mark all read' only while unread
 * exist; the dropdown's code loads with the first press. Push first: NOTIFICATION_CREATED refreshes list and count at
 * once (the shell's socket listener); the spec's polling (§A9) runs only while the socket is down, as the game
 * screen's does (decision 012).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const polling = useRealtimeStatus() !== 'connected';
  const { data: unread } = useQuery({ ...unreadCountQuery, refetchInterval: polling ? NOTIFICATION_POLL_MS.unreadCount : false });
  const { data: notifications, isPending } = useQuery({
    ...notificationsQuery,
    refetchInterval: polling ? (open ? NOTIFICATION_POLL_MS.listOpen : NOTIFICATION_POLL_MS.list) : false,
  });
  const count = unread?.count ?? 0;
  const trigger = {
    'aria-label': count > 0 ? `Notifications, ${String(count)} unread` : 'Notifications',
    className:
      'relative flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:size-10',
    children: (
      <>
        <BellIcon className="size-5" aria-hidden />
        {count > 0 ? (
          <span
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white"
            data-testid="unread-badge"
            aria-hidden
          >
            {unreadBadgeText(count)}
          </span>
        ) : null}
      </>
    ),
  };

  return (
    <DeferredPopup haspopup="dialog" trigger={trigger} onFirstOpen={() => setOpen(true)}>
      {(props) => (
        <NotificationPopover open={open} onOpenChange={setOpen} trigger={props} count={count} notifications={notifications} isPending={isPending} />
      )}
    </DeferredPopup>
  );
}
