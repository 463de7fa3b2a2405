import { useSyncExternalStore } from 'react';
import { outboxState, outboxSubscribe, type OutboxState } from './outbox';

/** The outbox as the screens read it (outbox.ts): its entries, whether it is sending, whether the phone is offline. */
export function useOutbox(): OutboxState {
  return useSyncExternalStore(outboxSubscribe, outboxState, outboxState);
}
