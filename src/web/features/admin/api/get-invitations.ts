import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationListSchema } from '../../../../contract/account-responses';
import { getQueryFn } from '../../../lib/api';

export const invitationsKey = ['/api/admin/invitation-codes'] as const;

/** GET /api/admin/invitation-codes: every invitation, parsed. */
export const getInvitations = getQueryFn({ on401: 'throw', schema: InvitationListSchema });

export const invitationsQuery = queryOptions({ queryKey: invitationsKey, queryFn: getInvitations });

export function useInvitations() {
  return useQuery(invitationsQuery);
}
