import { useQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { NotificationList } from '../../../components/notification-item';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { notificationsQuery, useNotificationActions } from '../../../lib/notifications-calls';
import { NOTIFICATION_POLL_MS } from '../../../lib/notifications-keys';
import { useRealtimeStatus } from '../../../lib/realtime';
import { unreadCountQuery } from '../api/get-unread-count';
import { markNotificationRead } from '../api/mark-notification-read';
import { unreadBadgeText } from '../lib/unread-badge';

/**
 * The header's bell and its dropdown (spec 000 §2): 20rem wide, at most 500px tall, 'Mark all read' only while unread
 * exist. Push first: NOTIFICATION_CREATED refreshes list and count at once (the shell's socket listener); the spec's
 * polling (§9) runs only while the socket is down, as the game screen's does (decision 012).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const polling = useRealtimeStatus() !== 'connected';
  const { data: unread } = useQuery({ ...unreadCountQuery, refetchInterval: polling ? NOTIFICATION_POLL_MS.unreadCount : false });
  const { data: notifications, isPending } = useQuery({
    ...notificationsQuery,
    refetchInterval: polling ? (open ? NOTIFICATION_POLL_MS.listOpen : NOTIFICATION_POLL_MS.list) : false,
  });
  const { markRead, markAll, remove } = useNotificationActions(markNotificationRead);
  const count = unread?.count ?? 0;
  const label = count > 0 ? `Notifications, ${String(count)} unread` : 'Notifications';

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={label}
        className="relative flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:size-10"
      >
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
      </PopoverTrigger>
      <PopoverContent className="flex max-h-[500px] w-80 max-w-[calc(100vw-1rem)] flex-col" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-1">
          <h2 className="text-sm font-semibold">Notifications</h2>
          {count > 0 ? (
            <button
              type="button"
              className="min-h-11 cursor-pointer rounded-md px-2 text-sm font-medium text-primary hover:bg-accent"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </button>
          ) : null}
        </div>
        {isPending ? null : !notifications?.length ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <NotificationList notifications={notifications} onRead={markRead.mutate} onDelete={remove.mutate} className="overflow-y-auto" />
        )}
      </PopoverContent>
    </Popover>
  );
}
