import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type SignupSchema, SignupStatusSchema } from '../../../../contract/auth';
import { apiRequest, getQueryFn } from '../../../lib/api';

/**
 * GET /api/signup: whether the server takes self-signups. Anything but a clear "open" (loading, an error)
 * leaves the page as the private beta has it: closed.
 */
export function useSignupOpen(): boolean {
  const status = useQuery({ queryKey: ['/api/signup'], queryFn: getQueryFn({ on401: 'throw', schema: SignupStatusSchema }) });
  return status.data?.open === true;
}

/** POST /api/signup: the server e-mails an invitation code (only when self-signup is open). */
export function useSignup() {
  return useMutation({
    mutationFn: async (input: z.output<typeof SignupSchema>) => {
      await apiRequest('POST', '/api/signup', input);
    },
  });
}
