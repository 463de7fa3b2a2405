import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminUserListSchema, AdminUserSchema, MessageSchema } from '../../../../contract/account-responses';
import type { AdminCreateUserSchema } from '../../../../contract/auth';
import { apiJson, getQueryFn } from '../../../lib/api';
import { EXTEND_TRIAL_DAYS } from '../lib/messages';

export const adminUsersKey = ['/api/admin/users'] as const;

export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersKey, queryFn: getQueryFn({ on401: 'throw', schema: AdminUserListSchema }) });
}

/** Every change to a user refreshes the list, so badges and dates show what the server stored. */
function useUserMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }) });
}

export type AdminCreateUserInput = z.output<typeof AdminCreateUserSchema>;

export function useCreateUser() {
  return useUserMutation((input: AdminCreateUserInput) => apiJson('POST', '/api/admin/users/create', AdminUserSchema, input));
}

export function useExtendTrial() {
  return useUserMutation((userId: string) =>
    apiJson('POST', `/api/admin/users/${encodeURIComponent(userId)}/extend-trial`, AdminUserSchema, { days: EXTEND_TRIAL_DAYS }),
  );
}

export function useGrantLifetime() {
  return useUserMutation((userId: string) => apiJson('POST', `/api/admin/users/${encodeURIComponent(userId)}/grant-lifetime`, AdminUserSchema));
}

export function useDeleteUser() {
  return useUserMutation((userId: string) => apiJson('DELETE', `/api/admin/users/${encodeURIComponent(userId)}`, MessageSchema));
}
