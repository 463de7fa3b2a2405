import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../../contract/account-responses';
import type { LoginInput } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api';
import { storeCurrentUser } from '../../../lib/auth';

/** POST /api/login/local; the answer is the signed-in user, so the guarded app needs no second request. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson('POST', '/api/login/local', CurrentUserSchema, input),
    onSuccess: (user) => storeCurrentUser(queryClient, user),
  });
}
