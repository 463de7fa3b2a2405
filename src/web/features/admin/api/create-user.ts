import type { z } from 'zod';
import { AdminUserSchema } from '../../../../contract/account-responses';
import type { AdminCreateUserSchema } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api';
import { useUserMutation } from './use-user-mutation';

export type AdminCreateUserInput = z.output<typeof AdminCreateUserSchema>;

/** POST /api/admin/users/create: an account made by the admin, answered with the stored user. */
export function createUser(input: AdminCreateUserInput) {
  return apiJson('POST', '/api/admin/users/create', AdminUserSchema, input);
}

export function useCreateUser() {
  return useUserMutation(createUser);
}
