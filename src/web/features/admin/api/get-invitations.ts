import { useQuery } from '@tanstack/react-query';
import { InvitationListSchema } from '../../../../contract/account-responses';
import type { AdminListPage } from '../lib/list-page';
import { adminListQuery } from './get-list-page';

/** Every page of the Invites tab starts with this key, so a change to any invitation refreshes whichever page is shown. */
export const invitationsKey = ['/api/admin/invitation-codes'] as const;

/** GET /api/admin/invitation-codes for one page, newest first, parsed. */
export const invitationsQuery = (page: AdminListPage) => adminListQuery(invitationsKey, InvitationListSchema, page);

export function useInvitations(page: AdminListPage) {
  return useQuery(invitationsQuery(page));
}
