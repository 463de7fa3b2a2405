import { NotificationCountSchema } from '../../../../contract/notifications';
import { apiJson } from '../../../lib/api';

/** PATCH /api/notifications/mark-all-read: {count} of those it marked. */
export const markAllNotificationsRead = () => apiJson('PATCH', '/api/notifications/mark-all-read', NotificationCountSchema);
