import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationCountSchema, NotificationListSchema } from '../../contract/notifications';
import { apiJson, apiRequest, getQueryFn } from './api';
import { notificationsKey, notificationsRootKey } from './notifications-keys';

// The notifications calls both lists use, the header's bell (product §A2) and the profile's Notifications tab
// (product §G2); each marks one read its own way (product §A7), so that call is passed in.

/** GET /api/notifications: the signed-in golfer's notifications, newest first (product §A7). */
export const notificationsQuery = queryOptions({ queryKey: notificationsKey, queryFn: getQueryFn({ on401: 'throw', schema: NotificationListSchema }) });

/** PATCH /api/notifications/mark-all-read: {count} of those it marked. */
export const markAllNotificationsRead = () => apiJson('PATCH', '/api/notifications/mark-all-read', NotificationCountSchema);

/** DELETE /api/notifications/{id} (204, no body). */
export async function deleteNotification(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/notifications/${String(id)}`);
}

/**
 * Mark one read, mark all read and delete, each refreshing the list and the unread count when it settles (product §A7:
 * "then refresh list and count"), so the bell's badge follows whichever list was used.
 */
export function useNotificationActions(markRead: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsRootKey });
  return {
    markRead: useMutation({ mutationFn: markRead, onSettled: refresh }),
    markAll: useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh }),
    remove: useMutation({ mutationFn: deleteNotification, onSettled: refresh }),
  };
}
