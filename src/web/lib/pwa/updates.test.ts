import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, SKIP_WAITING } from './protocol';
import { createServiceWorkerUpdates, type ContainerLike, type RegistrationLike, type WorkerLike } from './updates';

// The new-version prompt's logic (decision 031) against fakes of the browser's service worker objects: when a new
// version counts as ready, and what a tap on Reload does. The real browser runs it in e2e/pwa.spec.ts.

class FakeWorker extends EventTarget implements WorkerLike {
  messages: unknown[] = [];
  constructor(public state: string) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  /** The browser moves the worker on: its state changes, then 'statechange' fires. */
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve(undefined));
  /** A new worker was found: it is installing, and 'updatefound' fires. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** The installing worker installed and waits. */
  installed() {
    const worker = this.installing;
    if (!worker) throw new Error('nothing is installing');
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

class FakeContainer extends EventTarget implements ContainerLike {
  registrations: { url: string; options: RegistrationOptions }[] = [];
  constructor(
    public controller: unknown,
    public registration = new FakeRegistration(),
  ) {
    super();
  }
  register(url: string, options: RegistrationOptions) {
    this.registrations.push({ url, options });
    return Promise.resolve(this.registration);
  }
  /** The waiting worker took over: it is the controller now. */
  takeOver() {
    this.controller = this.registration.waiting;
    this.registration.waiting = null;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp({ controlled = true, now = () => 0 }: { controlled?: boolean; now?: () => number } = {}) {
  const container = new FakeContainer(controlled ? new FakeWorker('activated') : null);
  const reload = vi.fn();
  const updates = createServiceWorkerUpdates({ container: () => container, reload, now, checkIntervalMs: 1000 });
  const changes = vi.fn();
  updates.subscribe(changes);
  return { container, registration: container.registration, reload, updates, changes };
}

describe('the service worker updates', () => {
  it('registers the worker for the whole site, revalidating its script on every check', async () => {
    const { container, updates } = setUp();
    await updates.start();
    await updates.start();
    expect(container.registrations).toEqual([{ url: SERVICE_WORKER_URL, options: { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' } }]);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(SERVICE_WORKER_SCOPE).toBe('/');
  });

  it('offers nothing on the first install: no older version is on the screen', async () => {
    const { registration, updates, changes } = setUp({ controlled: false });
    await updates.start();
    registration.found(new FakeWorker('installing'));
    registration.installed();
    expect(updates.isReady()).toBe(false);
    expect(changes).not.toHaveBeenCalled();
  });

  it('offers a new version once it has installed beside the one in control, not while it installs', async () => {
    const { registration, updates, changes } = setUp();
    await updates.start();
    registration.found(new FakeWorker('installing'));
    expect(updates.isReady()).toBe(false);
    registration.installed();
    expect(updates.isReady()).toBe(true);
    expect(changes).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting when the app opened (installed while it was closed)', async () => {
    const { registration, updates } = setUp();
    registration.waiting = new FakeWorker('installed');
    await updates.start();
    expect(updates.isReady()).toBe(true);
  });

  it('follows a worker that is installing when the registration answers', async () => {
    const { registration, updates } = setUp();
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    await updates.start();
    expect(updates.isReady()).toBe(false);
    registration.installing = null;
    registration.waiting = worker;
    worker.become('installed');
    expect(updates.isReady()).toBe(true);
  });

  it('swaps nothing by itself: the new worker takes over only on Reload, and the page reloads once it has', async () => {
    const { container, registration, updates, reload } = setUp();
    await updates.start();
    const worker = new FakeWorker('installing');
    registration.found(worker);
    registration.installed();
    expect(worker.messages).toEqual([]);

    updates.reloadToUpdate();
    expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledOnce();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload a tab whose worker changed because another tab took the update', async () => {
    const { container, registration, updates, reload } = setUp();
    await updates.start();
    registration.found(new FakeWorker('installing'));
    registration.installed();
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
    // The prompt is still up there; its Reload now just reloads, as no worker waits any more.
    updates.reloadToUpdate();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks for a new version at most once per interval, and not before the worker is registered', async () => {
    let time = 0;
    const { registration, updates } = setUp({ now: () => time });
    updates.checkForUpdate();
    await updates.start();
    time = 999;
    updates.checkForUpdate();
    expect(registration.update).not.toHaveBeenCalled();
    time = 1000;
    updates.checkForUpdate();
    updates.checkForUpdate();
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('takes a failed check (no signal on the course) quietly', async () => {
    let time = 0;
    const { registration, updates } = setUp({ now: () => time });
    registration.update.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await updates.start();
    time = 5000;
    updates.checkForUpdate();
    await Promise.resolve();
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { registration, updates } = setUp();
    const listener = vi.fn();
    const unsubscribe = updates.subscribe(listener);
    unsubscribe();
    await updates.start();
    registration.found(new FakeWorker('installing'));
    registration.installed();
    expect(listener).not.toHaveBeenCalled();
  });
});
