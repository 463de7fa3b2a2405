import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '../../../../contract/account-responses';
import type { RedeemInviteBody } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api';
import { currentUserQuery } from '../../../lib/auth';

/** POST /api/redeem-invite (product §A7): names and username only when the golfer filled them in. */
export function redeemInvite(body: RedeemInviteBody) {
  return apiJson('POST', '/api/redeem-invite', MessageSchema, body);
}

/**
 * Redeems and, as the call signed the new golfer in (issue 34), reads who is signed in before it settles, so the
 * guarded app finds the user in the cache rather than the signed-out answer the visitor screen held.
 */
export function useRedeemInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemInvite,
    onSuccess: () => queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }),
  });
}
