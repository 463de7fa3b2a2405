import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxSchema } from '../../../../contract/account-responses';
import { getQueryFn } from '../../../lib/api';

export const outboxKey = ['/api/admin/outbox'] as const;

/** GET /api/admin/outbox: the mail mode, and in 'outbox' mode the messages kept instead of sent. */
export const getOutbox = getQueryFn({ on401: 'throw', schema: OutboxSchema });

export const outboxQuery = queryOptions({ queryKey: outboxKey, queryFn: getOutbox });

export function useOutbox() {
  return useQuery(outboxQuery);
}
