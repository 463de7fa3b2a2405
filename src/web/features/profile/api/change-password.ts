import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MessageSchema } from '../../../../contract/account-responses';
import type { ChangePasswordSchema } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api';

export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/**
 * PATCH /api/user/password from the Security card (product §G5): the server checks the current password, and on
 * success ends the user's other sessions and says so in its message; this session stays signed in.
 */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => apiJson('PATCH', '/api/user/password', MessageSchema, input) });
}
