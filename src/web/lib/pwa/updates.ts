import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, SKIP_WAITING } from './protocol';

// How a new version of the app reaches a golfer (decision 031): the browser installs a new build's service worker
// beside the running one, where it waits; the app then offers "A new version of Dormie is ready" with a Reload
// button, and only that tap lets the new worker take over and reloads the page. Code is never swapped under a golfer
// mid-hole. The parts of the browser's API used are typed here, so the tests drive the logic with fakes.

/** The parts of a ServiceWorker this uses. */
export type WorkerLike = {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
};

/** The parts of a ServiceWorkerRegistration this uses. */
export type RegistrationLike = {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
};

/** The parts of navigator.serviceWorker this uses. */
export type ContainerLike = {
  readonly controller: unknown;
  register(url: string, options: RegistrationOptions): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
};

export type ServiceWorkerUpdates = {
  /** Registers the worker and starts watching for a new version; called once, after the page's load event. */
  start(): Promise<void>;
  /** Asks the server whether the worker changed, at most once per check interval (a no-op before start). */
  checkForUpdate(): void;
  /** Whether a new version is installed and waiting for the golfer's Reload. */
  isReady(): boolean;
  subscribe(listener: () => void): () => void;
  /** The golfer tapped Reload: the waiting worker takes over and the page reloads once it has. */
  reloadToUpdate(): void;
};

/** A golfer who keeps the app open for a round is asked about a new version when they come back to it, hourly at most. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function createServiceWorkerUpdates({
  container,
  reload,
  now = Date.now,
  checkIntervalMs = UPDATE_CHECK_INTERVAL_MS,
}: {
  container: () => ContainerLike;
  reload: () => void;
  now?: () => number;
  checkIntervalMs?: number;
}): ServiceWorkerUpdates {
  const listeners = new Set<() => void>();
  let registration: RegistrationLike | null = null;
  let waiting: WorkerLike | null = null;
  let lastCheck = 0;
  let updating = false;
  let reloading = false;

  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };

  /** A worker installed beside the one in control is a new version. Without a controller it is the first install. */
  const offer = (worker: WorkerLike, controlled: boolean) => {
    if (!controlled || waiting === worker) return;
    waiting = worker;
    for (const listener of listeners) listener();
  };

  const watch = (worker: WorkerLike, workers: ContainerLike) => {
    if (worker.state === 'installed') offer(worker, Boolean(workers.controller));
    else worker.addEventListener('statechange', () => worker.state === 'installed' && offer(worker, Boolean(workers.controller)));
  };

  return {
    async start() {
      if (registration) return;
      const workers = container();
      // Only a change the golfer asked for reloads: another tab's Reload also hands this tab to the new worker.
      workers.addEventListener('controllerchange', () => updating && reloadOnce());
      const registered = await workers.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' });
      registration = registered;
      lastCheck = now();
      // Installed while the app was closed (or in another tab), or installing now, or found by a later check.
      if (registered.waiting) offer(registered.waiting, Boolean(workers.controller));
      if (registered.installing) watch(registered.installing, workers);
      registered.addEventListener('updatefound', () => {
        if (registered.installing) watch(registered.installing, workers);
      });
    },

    checkForUpdate() {
      if (!registration || now() - lastCheck < checkIntervalMs) return;
      lastCheck = now();
      // Offline the check fails, which is expected on a course: the next visit checks again.
      registration.update().catch(() => undefined);
    },

    isReady: () => waiting !== null,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    reloadToUpdate() {
      updating = true;
      // Still waiting: it takes over, and its controllerchange reloads. Already active (another tab's Reload): reload.
      const worker = registration?.waiting;
      if (worker) worker.postMessage({ type: SKIP_WAITING });
      else reloadOnce();
    },
  };
}
