import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserListSchema } from '../../../../contract/account-responses';
import { GOLFER_MATCHES_SHOWN } from '../lib/golfer-search';
import type { AdminListPage } from '../lib/list-page';
import { adminListQuery, getAdminListPage } from './get-list-page';

/** Every page of the Users tab starts with this key, so a change to any user refreshes whichever page is shown. */
export const adminUsersKey = ['/api/admin/users'] as const;

/** GET /api/admin/users for one page, newest first, parsed. */
export const adminUsersQuery = (page: AdminListPage) => adminListQuery(adminUsersKey, AdminUserListSchema, page);

export function useAdminUsers(page: AdminListPage) {
  return useQuery(adminUsersQuery(page));
}

/**
 * The golfer picker's matches for `text` (lib/golfer-search.ts golferSearchText): the server's first few of its search
 * (the Player ID's own account first), and how many match in all. Nothing is asked for blank text.
 */
export const golferMatchesQuery = (text: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'golfers', text],
    queryFn: () => getAdminListPage(adminUsersKey[0], AdminUserListSchema, { text, page: 0 }, GOLFER_MATCHES_SHOWN),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });

export function useGolferMatches(text: string) {
  return useQuery(golferMatchesQuery(text));
}
