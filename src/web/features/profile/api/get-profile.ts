import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema } from '../../../../contract/profile';
import { getQueryFn } from '../../../lib/api';

/** Every profile read starts with this key: invalidating it refreshes whichever profiles are on screen. */
export const profileRootKey = ['/api/profile'] as const;

/**
 * GET /api/profile/{userId}: a golfer's profile as the signed-in viewer may see it (product §G2, §G7). Read again on
 * every visit: a game completed since changes the stats, past games and achievements.
 */
export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: [...profileRootKey, userId], queryFn: getQueryFn({ on401: 'throw', schema: ProfileSchema }), staleTime: 0 });

export function useProfile(userId: string) {
  return useQuery(profileQuery(userId));
}
