import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '../../../../contract/account-responses';
import type { RedeemInviteBody } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api';

/** POST /api/redeem-invite (product §A7): names and username only when the golfer filled them in. */
export function redeemInvite(body: RedeemInviteBody) {
  return apiJson('POST', '/api/redeem-invite', MessageSchema, body);
}

export function useRedeemInvite() {
  return useMutation({ mutationFn: redeemInvite });
}
