import { queryOptions } from '@tanstack/react-query';
import { FriendsOnlineSchema } from '../../../../contract/friends';
import { getQueryFn } from '../../../lib/api';
import { friendsOnlineKey } from '../../../lib/friends-keys';

/** GET /api/friends/online: each friend's id to whether they are connected; asked only when there are friends (product §A7). */
export const friendsOnlineQuery = queryOptions({ queryKey: friendsOnlineKey, queryFn: getQueryFn({ on401: 'throw', schema: FriendsOnlineSchema }) });
