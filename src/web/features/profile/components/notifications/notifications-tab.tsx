import { useQuery } from '@tanstack/react-query';
import { CheckCheckIcon } from 'lucide-react';
import { LoadState } from '../../../../components/load-state';
import { NotificationItem } from '../../../../components/notification-item';
import { Button } from '../../../../components/ui/button';
import { notificationsQuery, useNotificationActions } from '../../../../lib/notifications-calls';
import { setNotificationRead } from '../../api/set-notification-read';
import { EmptyState } from '../empty-state';

/**
 * The own profile's Notifications tab (spec 001 §2): the list with Mark All as Read while any is unread; tapping an
 * unread one marks it read, and each can be deleted. Every change refreshes the bell's count too (spec 000 §7).
 */
export function NotificationsTab() {
  const list = useQuery(notificationsQuery);
  const { markRead, markAll, remove } = useNotificationActions(setNotificationRead);
  const notifications = list.data ?? [];
  const unread = notifications.some((notification) => !notification.isRead);
  return (
    <section aria-labelledby="profile-notifications" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-notifications" className="text-lg font-semibold">
          Notifications
        </h2>
        {unread ? (
          <Button variant="outline" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheckIcon aria-hidden />
            Mark All as Read
          </Button>
        ) : null}
      </div>
      {list.data ? null : <LoadState isPending={list.isPending} error={list.error} loadingLabel="Loading notifications..." onRetry={() => void list.refetch()} />}
      {list.data && notifications.length === 0 ? <EmptyState title="No notifications">You're all caught up!</EmptyState> : null}
      {notifications.length > 0 ? (
        <ul className="overflow-hidden rounded-xl border bg-card" aria-label="Notification list">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={() => markRead.mutate(notification.id)}
              onDelete={() => remove.mutate(notification.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
