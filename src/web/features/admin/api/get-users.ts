import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUser, AdminUserListSchema } from '../../../../contract/account-responses';
import type { AdminListPage } from '../lib/list-page';
import { apiRequest } from '../../../lib/api';
import { adminListQuery } from './get-list-page';

/** Every page of the Users tab starts with this key, so a change to any user refreshes whichever page is shown. */
export const adminUsersKey = ['/api/admin/users'] as const;

/** GET /api/admin/users for one page, newest first, parsed. */
export const adminUsersQuery = (page: AdminListPage) => adminListQuery(adminUsersKey, AdminUserListSchema, page);

export function useAdminUsers(page: AdminListPage) {
  return useQuery(adminUsersQuery(page));
}

/** GET /api/admin/users with no page: every account, for the golfer picker's own matching (lib/golfer-search.ts). */
async function getAllAdminUsers(): Promise<AdminUser[]> {
  return AdminUserListSchema.parse(await (await apiRequest('GET', '/api/admin/users')).json());
}

export const allAdminUsersQuery = queryOptions({ queryKey: [...adminUsersKey, 'all'], queryFn: getAllAdminUsers });

export function useAllAdminUsers() {
  return useQuery(allAdminUsersQuery);
}
