import { useQuery } from '@tanstack/react-query';
import { OutboxSchema } from '../../../../contract/account-responses';
import { getQueryFn } from '../../../lib/api';

export const outboxKey = ['/api/admin/outbox'] as const;

/** GET /api/admin/outbox: the mail mode, and in 'outbox' mode the messages kept instead of sent. */
export function useOutbox() {
  return useQuery({ queryKey: outboxKey, queryFn: getQueryFn({ on401: 'throw', schema: OutboxSchema }) });
}
