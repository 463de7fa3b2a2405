import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordSchema } from '../../../../contract/auth';
import { apiRequest } from '../../../lib/api';

/** POST /api/auth/request-password-reset; the server answers alike whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: z.output<typeof ForgotPasswordSchema>) => {
      await apiRequest('POST', '/api/auth/request-password-reset', input);
    },
  });
}
