import { MessageSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { useUserMutation } from './use-user-mutation';

/** DELETE /api/admin/users/{id}: removes the account. */
export function deleteUser(userId: string) {
  return apiJson('DELETE', `/api/admin/users/${encodeURIComponent(userId)}`, MessageSchema);
}

export function useDeleteUser() {
  return useUserMutation(deleteUser);
}
