import { useQuery } from '@tanstack/react-query';
import { CheckCheckIcon } from 'lucide-react';
import { LoadState } from '../../../../components/load-state';
import { NotificationList } from '../../../../components/notification-item';
import { Button } from '../../../../components/ui/button';
import { notificationsQuery, useNotificationActions } from '../../../../lib/notifications-calls';
import { setNotificationRead } from '../../api/set-notification-read';
import { EmptyState } from '../empty-state';
import { TabSection } from '../tab-section';

/**
 * The own profile's Notifications tab (product §G2): the list with Mark All as Read while any is unread; tapping one
 * marks it read and opens its subject as the bell's list does (issue 34), and each can be deleted. Every change
 * refreshes the bell's count too (product §A7).
 */
export function NotificationsTab() {
  const list = useQuery(notificationsQuery);
  const { markRead, markAll, remove } = useNotificationActions(setNotificationRead);
  const notifications = list.data ?? [];
  const unread = notifications.some((notification) => !notification.isRead);
  return (
    <TabSection
      id="profile-notifications"
      title="Notifications"
      aside={
        unread ? (
          <Button variant="outline" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheckIcon aria-hidden />
            Mark All as Read
          </Button>
        ) : null
      }
    >
      {list.data ? null : <LoadState isPending={list.isPending} error={list.error} loadingLabel="Loading notifications..." onRetry={() => void list.refetch()} />}
      {list.data && notifications.length === 0 ? <EmptyState title="No notifications">You're all caught up!</EmptyState> : null}
      {notifications.length > 0 ? (
        <NotificationList notifications={notifications} onRead={markRead.mutate} onDelete={remove.mutate} className="overflow-hidden rounded-xl border bg-card" />
      ) : null}
    </TabSection>
  );
}
