import { useMutation } from '@tanstack/react-query';
import { RedirectUrlSchema } from '../../../../contract/payments';
import { apiJson } from '../../../lib/api';

/** POST /api/stripe/create-checkout-session (no body): the hosted checkout's URL, with the e-mail and user id on it. */
export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: () => apiJson('POST', '/api/stripe/create-checkout-session', RedirectUrlSchema) });
}
