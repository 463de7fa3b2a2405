import type { ServiceWorkerUpdates } from './updates';

// What the app's first download carries of the service worker (decision 031): this much. The registration and its
// logic (register.ts, updates.ts) arrive after the load event, the prompt's picture only once a new version waits.

let updates: ServiceWorkerUpdates | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Whether a new version waits for the golfer's Reload, for components/update-prompt.tsx (useSyncExternalStore). */
export const newVersion = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReady: (): boolean => updates?.isReady() ?? false,
  /** The golfer tapped Reload: the new version takes over and the page reloads. */
  reload: (): void => updates?.reloadToUpdate(),
};

/**
 * Registers the service worker once the page has loaded, so that it and its precaching (every script of the app) never
 * compete with the first screen's downloads. Only in the production build: the dev server has no worker. The public
 * pages never call this (their script is marketing.tsx), so their weight is unchanged.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./register')
      .then(async ({ startServiceWorker }) => {
        const started = await startServiceWorker();
        started.subscribe(changed);
        updates = started;
        changed();
      })
      .catch((error: unknown) => {
        // A browser that refuses workers (a private window, a policy): the app works online as before.
        console.warn('The service worker could not be registered; the app will not open offline.', error);
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
