import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionInfoSchema } from '../../../../contract/profile';
import { getQueryFn } from '../../../lib/api';
import { subscriptionInfoQueryKey } from '../../../lib/auth';

/** GET /api/user/subscription (product §A7): the status and the next billing date of a renewing subscription, else null. */
export const subscriptionInfoQuery = queryOptions({
  queryKey: subscriptionInfoQueryKey,
  queryFn: getQueryFn({ on401: 'throw', schema: SubscriptionInfoSchema }),
});

/** The subscription's billing details; a failed read shows none (product §G7: null if not ok). */
export function useSubscriptionInfo() {
  return useQuery(subscriptionInfoQuery);
}
