import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsKey } from './get-invitations';
import { outboxKey } from './get-outbox';
import { adminUsersKey } from './get-users';

/** Refreshes what an invitation change can touch: the list, the outbox (a sent e-mail) and users (a revoked, used code deletes its user). */
export function useInvitationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
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
