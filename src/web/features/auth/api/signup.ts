import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignupSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';

export type SignupInput = z.output<typeof SignupSchema>;

/** POST /api/signup: the server e-mails an invitation code (only when self-signup is open). */
export async function signup(input: SignupInput): Promise<void> {
  await apiRequest('POST', '/api/signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
