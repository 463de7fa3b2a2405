import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignupSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';

/** POST /api/signup: the server e-mails an invitation code (only when self-signup is open). */
export function useSignup() {
  return useMutation({
    mutationFn: async (input: z.output<typeof SignupSchema>) => {
      await apiRequest('POST', '/api/signup', input);
    },
  });
}
