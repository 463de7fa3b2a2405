import type { z } from 'zod';
import { InvitationSchema } from '../../../../contract/account-responses';
import type { CreateInvitationSchema } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api';
import { useInvitationMutation } from './use-invitation-mutation';

export type CreateInvitationInput = z.output<typeof CreateInvitationSchema>;

/** POST /api/admin/invitation-codes: a new invitation, answered with it as stored. */
export function createInvitation(input: CreateInvitationInput) {
  return apiJson('POST', '/api/admin/invitation-codes', InvitationSchema, input);
}

export function useCreateInvitation() {
  return useInvitationMutation(createInvitation);
}
