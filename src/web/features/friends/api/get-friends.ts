import { queryOptions } from '@tanstack/react-query';
import { FriendListSchema } from '../../../../contract/friends';
import { getQueryFn } from '../../../lib/api';
import { friendsKey } from '../../../lib/friends-keys';

/** GET /api/friends: the signed-in golfer's friends (product §A7), read while the panel is open. */
export const friendsQuery = queryOptions({ queryKey: friendsKey, queryFn: getQueryFn({ on401: 'throw', schema: FriendListSchema }) });
