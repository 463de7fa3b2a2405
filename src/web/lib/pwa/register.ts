import { createServiceWorkerUpdates, type ServiceWorkerUpdates } from './updates';

/**
 * Registers the service worker and watches for new versions (decision 031). Loaded by new-version.ts after the page's
 * load event, in a chunk of its own, so the app's first download does not carry it. A golfer coming back to the app
 * (it becomes visible again) is a moment to ask the server for a new worker.
 */
export async function startServiceWorker(): Promise<ServiceWorkerUpdates> {
  const updates = createServiceWorkerUpdates({
    container: () => navigator.serviceWorker,
    reload: () => window.location.reload(),
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') updates.checkForUpdate();
  });
  await updates.start();
  return updates;
}
