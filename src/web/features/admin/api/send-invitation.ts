import { InvitationActionSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { useInvitationMutation } from './use-invitation-mutation';

/** POST /api/admin/invitation-codes/{code}/send: e-mails the invitation (or keeps it in the dev outbox). */
export function sendInvitation(code: string) {
  return apiJson('POST', `/api/admin/invitation-codes/${encodeURIComponent(code)}/send`, InvitationActionSchema);
}

export function useSendInvitation() {
  return useInvitationMutation(sendInvitation);
}
