import { NotificationSchema } from '../../../../contract/notifications';
import { apiJson } from '../../../lib/api';

/** PATCH /api/notifications/{id} {isRead: true}: the profile tab's way of marking one read (spec 000 §7, 001 §7). */
export const setNotificationRead = (id: number) => apiJson('PATCH', `/api/notifications/${String(id)}`, NotificationSchema, { isRead: true });
