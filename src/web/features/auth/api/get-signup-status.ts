import { queryOptions, useQuery } from '@tanstack/react-query';
import { SignupStatusSchema } from '../../../../contract/auth';
import { getQueryFn } from '../../../lib/api';

/** GET /api/signup: whether the server takes self-signups and has a social sign-in provider, parsed. */
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

/**
 * Whether an OpenID Connect provider is configured. Until the server says so (loading, an error) the social
 * buttons stay hidden: without a provider GET /api/login only comes back to /login (issue 12).
 */
export function useSocialSignIn(): boolean {
  const status = useQuery(signupStatusQuery);
  return status.data?.socialSignIn === true;
}
