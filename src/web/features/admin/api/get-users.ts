import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserListSchema } from '../../../../contract/account-responses';
import { getQueryFn } from '../../../lib/api';

export const adminUsersKey = ['/api/admin/users'] as const;

/** GET /api/admin/users: every account, parsed. */
export const getAdminUsers = getQueryFn({ on401: 'throw', schema: AdminUserListSchema });

export const adminUsersQuery = queryOptions({ queryKey: adminUsersKey, queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQuery);
}
