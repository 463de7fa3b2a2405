import { queryOptions } from '@tanstack/react-query';
import { NotificationCountSchema } from '../../../../contract/notifications';
import { getQueryFn } from '../../../lib/api';
import { unreadCountKey } from '../../../lib/notifications-keys';

/** GET /api/notifications/unread-count: {count} (product §A7). */
export const unreadCountQuery = queryOptions({ queryKey: unreadCountKey, queryFn: getQueryFn({ on401: 'throw', schema: NotificationCountSchema }) });
