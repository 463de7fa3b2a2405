import { InvitationActionSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { useInvitationMutation } from './use-invitation-mutation';

/** POST /api/admin/invitation-codes/{code}/revoke: the code stops working; a used one takes its account with it. */
export function revokeInvitation(code: string) {
  return apiJson('POST', `/api/admin/invitation-codes/${encodeURIComponent(code)}/revoke`, InvitationActionSchema);
}

export function useRevokeInvitation() {
  return useInvitationMutation(revokeInvitation);
}
