import { useMutation, useQuery } from '@tanstack/react-query';
import { InviteValidationSchema, MessageSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { authMessages } from '../lib/messages';

/** POST /api/validate-invite as a query: the invite page's validating / valid / invalid states, 'Invalid Invite' on failure (spec 000 §4). */
export function useValidateInvite(code: string) {
  return useQuery({
    queryKey: ['validate-invite', code],
    queryFn: () => apiJson('POST', '/api/validate-invite', InviteValidationSchema, { code }),
    meta: { errorToast: { title: authMessages.inviteInvalid.title, fallback: authMessages.inviteInvalid.fallback } },
  });
}

/** The body of POST /api/redeem-invite (spec 000 §7): names and username only when the golfer filled them in. */
export type RedeemInviteBody = { code: string; password: string; firstName?: string; lastName?: string; username?: string };

export function useRedeemInvite() {
  return useMutation({
    mutationFn: (body: RedeemInviteBody) => apiJson('POST', '/api/redeem-invite', MessageSchema, body),
  });
}
