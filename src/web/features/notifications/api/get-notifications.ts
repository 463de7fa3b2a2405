import { queryOptions } from '@tanstack/react-query';
import { NotificationListSchema } from '../../../../contract/notifications';
import { getQueryFn } from '../../../lib/api';
import { notificationsKey } from '../../../lib/notifications-keys';

/** GET /api/notifications: the signed-in golfer's notifications, newest first (spec 000 §7). */
export const notificationsQuery = queryOptions({ queryKey: notificationsKey, queryFn: getQueryFn({ on401: 'throw', schema: NotificationListSchema }) });
