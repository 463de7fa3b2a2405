import { queryOptions } from '@tanstack/react-query';
import { FriendGamesSchema } from '../../../../contract/friends';
import { getQueryFn } from '../../../lib/api';
import { friendGamesKey } from '../../../lib/friends-keys';

/** GET /api/friends/{id}/games: a friend's waiting and active games the caller may see, read when expanded (product §A7). */
export const friendGamesQuery = (friendId: string) =>
  queryOptions({ queryKey: friendGamesKey(friendId), queryFn: getQueryFn({ on401: 'throw', schema: FriendGamesSchema }) });
