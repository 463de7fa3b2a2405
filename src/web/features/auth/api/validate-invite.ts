import { queryOptions, useQuery } from '@tanstack/react-query';
import { InviteValidationSchema } from '../../../../contract/account-responses';
import { apiJson } from '../../../lib/api';
import { authMessages } from '../lib/messages';

/** POST /api/validate-invite: whether the code may be redeemed, and what the invitation already knows of the golfer. */
export function validateInvite(code: string) {
  return apiJson('POST', '/api/validate-invite', InviteValidationSchema, { code });
}

/**
 * Asked as a query, so the invite page has validating / valid / invalid states (product §A4). A failure shows the
 * 'Invalid Invitation' card with its sentence; the 'Invalid Invite' toast (§A8) adds what the card does not say
 * (too many tries, no answer), never the card's sentence a second time.
 */
export function validateInviteQuery(code: string) {
  const { title, fallback } = authMessages.inviteInvalid;
  return queryOptions({
    queryKey: ['validate-invite', code],
    queryFn: () => validateInvite(code),
    meta: { errorToast: { title, fallback, shownOnPage: authMessages.invitePageInvalid } },
  });
}

export function useValidateInvite(code: string) {
  return useQuery(validateInviteQuery(code));
}
