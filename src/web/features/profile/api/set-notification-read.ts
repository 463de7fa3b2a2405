import { NotificationSchema } from '../../../../contract/notifications';
import { apiJson } from '../../../lib/api';

/** PATCH /api/notifications/{id} {isRead: true}: the profile tab's way of marking one read (product §A7, §G7). */
export const setNotificationRead = (id: number) => apiJson('PATCH', `/api/notifications/${String(id)}`, NotificationSchema, { isRead: true });
