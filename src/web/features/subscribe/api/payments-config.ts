import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentsConfigSchema } from '../../../../contract/payments';
import { getQueryFn } from '../../../lib/api';

/** GET /api/stripe/config: whether this server takes payments, so the page can say so before a click. */
export const paymentsConfigQuery = queryOptions({
  queryKey: ['/api/stripe/config'],
  queryFn: getQueryFn({ on401: 'throw', schema: PaymentsConfigSchema }),
});

/** False only when the server says payments are off; while it answers (or when it cannot) the checkout call decides. */
export function usePaymentsEnabled(): boolean {
  return useQuery(paymentsConfigQuery).data?.enabled !== false;
}
