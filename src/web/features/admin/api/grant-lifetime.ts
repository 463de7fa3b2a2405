import { AdminUserSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { useUserMutation } from './use-user-mutation';

/** POST /api/admin/users/{id}/grant-lifetime: a membership that never expires. */
export function grantLifetime(userId: string) {
  return apiJson('POST', `/api/admin/users/${encodeURIComponent(userId)}/grant-lifetime`, AdminUserSchema);
}

export function useGrantLifetime() {
  return useUserMutation(grantLifetime);
}
