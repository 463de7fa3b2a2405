import { queryOptions } from '@tanstack/react-query';
import { FriendRequestsSchema } from '../../../../contract/friends';
import { getQueryFn } from '../../../lib/api';
import { friendRequestsKey } from '../../../lib/friends-keys';

/** GET /api/friends/requests: the pending requests, incoming and sent (product §A7). */
export const friendRequestsQuery = queryOptions({ queryKey: friendRequestsKey, queryFn: getQueryFn({ on401: 'throw', schema: FriendRequestsSchema }) });
