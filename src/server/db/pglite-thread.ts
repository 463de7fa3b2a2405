import { AsyncResource } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { goesFirst } from './priority';

// The embedded database on a thread of its own (docs/decisions/020). PGlite runs PostgreSQL as WebAssembly on the
// thread that calls it; on the server's thread that was most of a score post's time, and every request waited behind
// it. This is the part of PGlite's client that drizzle uses (query, exec, transaction, close), sent to a worker
// (db/pglite-worker.js) that owns the database. Like PGlite, it has one session: a transaction holds it, and every
// other query waits until the transaction ends.

type Message = { kind: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[] } | { kind: 'exec'; sql: string } | { kind: 'close' };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

/** What PGlite's transaction callback is given, as drizzle uses it. */
type ThreadTransaction = Pick<PGlite, 'query' | 'exec'> & { rollback(): Promise<void>; readonly closed: boolean };

/** An Error with the fields the worker sent: message, and PostgreSQL's code, constraint, detail... */
function errorFrom(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * drizzle hands PGlite parsers that keep dates as text (functions cannot cross threads); the worker is told which
 * type ids to keep so. Any other parser would be lost, and is refused rather than ignored.
 */
function textTypesOf(options: QueryOptions | undefined): number[] | undefined {
  const parsers = options?.parsers;
  if (!parsers) return undefined;
  const typeIds = Object.keys(parsers).map(Number);
  for (const typeId of typeIds) {
    if (parsers[typeId]?.('x') !== 'x') throw new Error(`pglite thread: only text-keeping parsers cross to the worker (type ${String(typeId)})`);
  }
  return typeIds;
}

/** A query as the worker takes it. */
function queryMessage(sql: string, params: unknown[], options: QueryOptions | undefined): Message {
  return { kind: 'query', sql, params, rowMode: options?.rowMode, textTypes: textTypesOf(options) };
}

export class PgliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /**
   * The session: a query or a whole transaction at a time, each waiting in its queue until the session is free. The
   * first queue (reads run through beforeQueuedWork, db/priority.ts) is taken before the second.
   */
  private readonly queues: { first: (() => void)[]; rest: (() => void)[] } = { first: [], rest: [] };
  private busy = false;

  constructor(dataDir: string | undefined) {
    this.worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dataDir } });
    this.waitReady = new Promise((resolve, reject) => {
      this.worker.once('message', (first: { ready?: true; failed?: Record<string, unknown> }) => (first.ready ? resolve() : reject(errorFrom(first.failed ?? {}))));
      this.worker.once('error', reject);
    });
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`the database thread stopped (exit code ${String(code)})`)));
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const message = queryMessage(sql, params, options);
    return this.exclusive(() => this.send<Results<T>>(message));
  }

  exec(sql: string): Promise<Results[]> {
    return this.exclusive(() => this.send<Results[]>({ kind: 'exec', sql }));
  }

  /** BEGIN, the work on the session it holds, then COMMIT, or ROLLBACK when the work throws: as PGlite's own. */
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      let closed = false;
      const tx: ThreadTransaction = {
        query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => this.send<Results<R>>(queryMessage(sql, params, options)),
        exec: (sql: string) => this.send<Results[]>({ kind: 'exec', sql }),
        rollback: async () => {
          await this.send({ kind: 'exec', sql: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      await this.send({ kind: 'exec', sql: 'BEGIN' });
      try {
        const result = await work(tx);
        if (!closed) await this.send({ kind: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        if (!closed) await this.send({ kind: 'exec', sql: 'ROLLBACK' });
        throw error;
      } finally {
        closed = true;
      }
    });
  }

  /** Flushes the data directory and stops the thread. */
  async close(): Promise<void> {
    await this.exclusive(() => this.send({ kind: 'close' }));
    await this.worker.terminate();
  }

  /**
   * Runs `work` when the session is free and nothing waits before it (in order within its queue), and holds the
   * session until it has finished.
   */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    // Bound to the caller's async context: started from the end of the work before it, `work` would otherwise run in
    // that caller's context, and what it queues would go first or not by someone else's priority.
    const own = AsyncResource.bind(work);
    return new Promise<T>((resolve, reject) => {
      const start = () => void Promise.resolve().then(own).then(resolve, reject).finally(() => this.startNext());
      (goesFirst() ? this.queues.first : this.queues.rest).push(start);
      if (!this.busy) this.startNext();
    });
  }

  private startNext(): void {
    const next = this.queues.first.shift() ?? this.queues.rest.shift();
    this.busy = next !== undefined;
    next?.();
  }

  private send<T>(message: Message): Promise<T> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.error) waiting.reject(errorFrom(reply.error));
    else waiting.resolve(reply.result);
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
