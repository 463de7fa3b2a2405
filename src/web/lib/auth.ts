import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentUserSchema, SIGNED_OUT_AS_NULL_HEADER } from '../../contract/account-responses';
import { type CurrentUser, userShownName } from '../../contract/user';
import { getQueryFn } from './api';

/** The query key of GET /api/auth/user; every screen that needs the signed-in user shares this cache entry. */
export const currentUserQueryKey = ['/api/auth/user'] as const;
/** GET /api/user/subscription's key: a subscription change makes it stale together with the user. */
export const subscriptionInfoQueryKey = ['/api/user/subscription'] as const;

/**
 * "Am I signed in?" (product §A6): the current user, or null when signed out. It asks with SIGNED_OUT_AS_NULL_HEADER,
 * so signed out is a 200 null and no 401 the browser would log (issue 34); a 401 is still read as signed out.
 * Never retried and never refetched on its own (product §A7, §A9); sign-in writes the answer into the cache and a
 * password change invalidates it.
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn({ on401: 'returnNull', schema: CurrentUserSchema.nullable(), headers: { [SIGNED_OUT_AS_NULL_HEADER]: '1' } }),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** The user inside the guarded layout, which renders its children only once the user is known. */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is for screens inside the guarded app layout');
  return data;
}

export function storeCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

export function refetchCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** The name to greet someone by: their first name, else the name they are shown by (userShownName). */
export function greetingName(user: Pick<CurrentUser, 'firstName' | 'displayName' | 'username'>): string {
  return user.firstName || userShownName(user);
}
