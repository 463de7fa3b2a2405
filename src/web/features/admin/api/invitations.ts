import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { InvitationActionSchema, InvitationListSchema, InvitationSchema } from '../../../../contract/account-responses';
import type { CreateInvitationSchema } from '../../../../contract/auth';
import { apiJson, getQueryFn } from '../../../lib/api';
import { outboxKey } from './outbox';
import { adminUsersKey } from './users';

export const invitationsKey = ['/api/admin/invitation-codes'] as const;

export function useInvitations() {
  return useQuery({ queryKey: invitationsKey, queryFn: getQueryFn({ on401: 'throw', schema: InvitationListSchema }) });
}

/** Refreshes what an invitation change can touch: the list, the outbox (a sent e-mail) and users (a revoked, used code deletes its user). */
function useInvitationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsKey }),
        queryClient.invalidateQueries({ queryKey: outboxKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
      ]),
  });
}

export type CreateInvitationInput = z.output<typeof CreateInvitationSchema>;

export function useCreateInvitation() {
  return useInvitationMutation((input: CreateInvitationInput) => apiJson('POST', '/api/admin/invitation-codes', InvitationSchema, input));
}

export function useSendInvitation() {
  return useInvitationMutation((code: string) =>
    apiJson('POST', `/api/admin/invitation-codes/${encodeURIComponent(code)}/send`, InvitationActionSchema),
  );
}

export function useRevokeInvitation() {
  return useInvitationMutation((code: string) =>
    apiJson('POST', `/api/admin/invitation-codes/${encodeURIComponent(code)}/revoke`, InvitationActionSchema),
  );
}
