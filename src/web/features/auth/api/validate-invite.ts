import { queryOptions, useQuery } from '@tanstack/react-query';
import { InviteValidationSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { authMessages } from '../lib/messages';

/** POST /api/validate-invite: whether the code may be redeemed, and what the invitation already knows of the golfer. */
export function validateInvite(code: string) {
  return apiJson('POST', '/api/validate-invite', InviteValidationSchema, { code });
}

/** Asked as a query, so the invite page has validating / valid / invalid states; 'Invalid Invite' on failure (spec 000 §4). */
export function validateInviteQuery(code: string) {
  return queryOptions({
    queryKey: ['validate-invite', code],
    queryFn: () => validateInvite(code),
    meta: { errorToast: { title: authMessages.inviteInvalid.title, fallback: authMessages.inviteInvalid.fallback } },
  });
}

export function useValidateInvite(code: string) {
  return useQuery(validateInviteQuery(code));
}
