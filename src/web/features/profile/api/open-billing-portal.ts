import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RedirectUrlSchema } from '../../../../contract/payments';
import { apiJson } from '../../../lib/api';
import { toastFailure } from '../../../lib/notify';

/** POST /api/stripe/create-portal-session (product §A7): where the golfer manages their subscription. */
export function createPortalSession() {
  return apiJson('POST', '/api/stripe/create-portal-session', RedirectUrlSchema);
}

/**
 * Opens the provider's billing portal in this tab. A failure is logged, told in a toast, and leads to /subscribe,
 * where the golfer can start a subscription (product §A8, §G8).
 */
export function useOpenBillingPortal() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      console.error('Billing portal session failed', error);
      toastFailure('Failed to open billing portal', error);
      void navigate('/subscribe');
    },
  });
}
