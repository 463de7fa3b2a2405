import { NotificationSchema } from '../../../../contract/notifications';
import { apiJson } from '../../../lib/api';

/** PATCH /api/notifications/{id}/read: the notification, now read. */
export const markNotificationRead = (id: number) => apiJson('PATCH', `/api/notifications/${String(id)}/read`, NotificationSchema);
