import { AsyncLocalStorage } from 'node:async_hooks';

// Reads that go before queued writes on the embedded database (issue 35): its one session answers a query at a time,
// and in a reconnect storm the sockets' joins (the session's user at the upgrade, a game's watch rule) waited behind
// thousands of queued score posts, so most phones never heard their game (docs/decisions/042). Work run through
// `beforeQueuedWork` is taken before anything queued without it (db/pglite-thread.ts); once started, nothing is cut
// short. PostgreSQL's pool answers many at once and has no queue of its own to reorder: there it changes nothing.
// Only reads go first: a write that overtook another could change what the other finds.

const priority = new AsyncLocalStorage<true>();

/** Runs `read` with its queries taken before the embedded database's queued work. */
export function beforeQueuedWork<T>(read: () => Promise<T>): Promise<T> {
  return priority.run(true, read);
}

/** Whether the caller runs inside beforeQueuedWork. */
export function goesFirst(): boolean {
  return priority.getStore() === true;
}
