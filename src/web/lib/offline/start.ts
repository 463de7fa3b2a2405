import type { QueryClient } from '@tanstack/react-query';
import { startOutbox } from './outbox';
import { startSnapshots } from './snapshots';
import { offlineStoreAvailable } from './store';

/** The longest the first screen waits for the phone's kept reads; a slow IndexedDB must not hold the app up. */
const RESTORE_WAIT_MS = 1_500;

/**
 * Starts the offline layer (product §R17, issue 29) before the first screen draws: the kept reads fill the cache, then
 * the outbox loads and sends what is waiting. Resolves when the screen may draw, even if IndexedDB fails or is slow.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  if (!offlineStoreAvailable()) return;
  const started = startSnapshots(queryClient).then(() => startOutbox(queryClient));
  const failed = started.catch((error: unknown) => console.warn('Offline layer: not started', error));
  await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}
