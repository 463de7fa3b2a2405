import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { refetchCurrentUser } from '../../../lib/auth';

/**
 * PATCH /api/user/password for the forced change: the current password is sent empty (product §G5), the
 * server accepts that only while mustChangePassword is set. Settles after the user is refetched, so the
 * dialog closes on the fresh mustChangePassword=false.
 */
export function useForcedPasswordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { newPassword: string; confirmPassword: string }) =>
      apiJson('PATCH', '/api/user/password', MessageSchema, { currentPassword: '', ...input }),
    onSuccess: () => refetchCurrentUser(queryClient),
  });
}
