import { queryOptions, useQuery } from '@tanstack/react-query';
import { SignupStatusSchema } from '../../../../contract/auth';
import { getQueryFn } from '../../../lib/api';

/** GET /api/signup: whether the server takes self-signups, parsed. */
export const getSignupStatus = getQueryFn({ on401: 'throw', schema: SignupStatusSchema });

export const signupStatusQuery = queryOptions({ queryKey: ['/api/signup'], queryFn: getSignupStatus });

/**
 * Whether self-signup is open. Anything but a clear "open" (loading, an error) leaves the page as the private
 * beta has it: closed.
 */
export function useSignupOpen(): boolean {
  const status = useQuery(signupStatusQuery);
  return status.data?.open === true;
}
