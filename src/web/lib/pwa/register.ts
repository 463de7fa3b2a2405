import { createServiceWorkerUpdates } from './updates';

/** The app's one watcher of new versions (decision 031): registered by main.tsx, shown by components/update-prompt.tsx. */
export const serviceWorkerUpdates = createServiceWorkerUpdates({
  container: () => navigator.serviceWorker,
  reload: () => window.location.reload(),
});

/**
 * Registers the service worker once the page has loaded, so that its precaching (every script of the app) never
 * competes with the first screen's own downloads. Only in the production build: the dev server has no worker. The
 * public pages never call this (their script is marketing.tsx), so their weight is unchanged.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    serviceWorkerUpdates.start().catch((error: unknown) => {
      // A browser that refuses workers (a private window, a policy): the app works online as before.
      console.warn('The service worker could not be registered; the app will not open offline.', error);
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') serviceWorkerUpdates.checkForUpdate();
  });
}
