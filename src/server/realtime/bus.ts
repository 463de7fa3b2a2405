import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { GameIdSchema } from '../../contract/games';
import { GameEventSchema, UserEventSchema, type GameEvent, type UserEvent } from '../../contract/realtime';
import type { Database } from '../db/client';
import { prepareStatementsOn } from '../db/prepared-statements';

// The realtime bus (architecture.md "Realtime"): services publish an event after its change committed, and every
// app instance's socket hub hears it. Embedded (PGlite) there is one instance, so an in-process emitter; with
// PostgreSQL, LISTEN/NOTIFY carries it to every instance behind the load balancer, this one included.

/**
 * One event on its way to sockets: to everyone watching a game, or to one user wherever they are connected. A
 * `sessions` message is for the instances, not the sockets: a session of the user ended, so each instance checks the
 * sessions its sockets of that user were opened with, and closes those that have ended (realtime/socket.ts).
 */
export type BusMessage =
  | { kind: 'game'; gameId: number; event: GameEvent }
  | { kind: 'user'; userId: string; event: UserEvent }
  | { kind: 'sessions'; userId: string };

export interface RealtimeBus {
  /**
   * Delivers to every subscriber of every instance, this one included, exactly once each. Call after the change
   * committed. Never rejects: the change is already saved, so a message that is malformed, too large or cannot be
   * sent is logged and dropped (screens catch up on the next event's version gap or the poll fallback).
   */
  publish(message: BusMessage): Promise<void>;
  /** Calls the listener with every message from now on; returns the function that stops it. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Stops delivering and releases connections; safe to call twice. */
  close(): Promise<void>;
}

/** NOTIFY refuses a payload of 8000 bytes or more (PostgreSQL's default build), so ours stay below it. */
export const BUS_PAYLOAD_MAX_BYTES = 7999;

/** The one channel every instance LISTENs on. */
export const DEFAULT_BUS_CHANNEL = 'dormie_realtime';

/**
 * A bus message as it crosses between instances. A game event must name the game it is routed by: a mismatch
 * would show one game's score to another game's viewers, who may not be allowed to see it.
 */
const BusMessageSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('game'), gameId: GameIdSchema, event: GameEventSchema }),
    z.object({ kind: z.literal('user'), userId: z.string().min(1), event: UserEventSchema }),
    z.object({ kind: z.literal('sessions'), userId: z.string().min(1) }),
  ])
  .refine((message) => message.kind !== 'game' || message.event.gameId === message.gameId, {
    message: 'a game event must carry the gameId it is routed by',
  });

/** What a log line names a message by: its event's type, or the kind of a message without one. */
function busMessageType(message: BusMessage): string {
  return message.kind === 'sessions' ? 'sessions' : message.event.type;
}

type Encoded = { message: BusMessage; payload: string };

/**
 * The checked message and its JSON, or null (logged) when it is malformed or too large for NOTIFY. Both buses
 * apply it, so what the embedded database accepts in development is exactly what PostgreSQL accepts in production.
 */
function encodeBusMessage(message: BusMessage, log: FastifyBaseLogger | undefined): Encoded | null {
  const parsed = BusMessageSchema.safeParse(message);
  if (!parsed.success) {
    log?.error({ issues: parsed.error.issues }, 'realtime: refused a malformed bus message');
    return null;
  }
  const payload = JSON.stringify(parsed.data);
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > BUS_PAYLOAD_MAX_BYTES) {
    log?.error({ bytes, type: busMessageType(message) }, 'realtime: refused a bus message over the NOTIFY payload limit');
    return null;
  }
  return { message: parsed.data, payload };
}

/** The message a NOTIFY payload carries, or null (logged): anyone with database access can NOTIFY our channel. */
function decodeBusMessage(payload: string, log: FastifyBaseLogger): BusMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    log.warn({ bytes: payload.length }, 'realtime: ignored a bus payload that is not JSON');
    return null;
  }
  const parsed = BusMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  log.warn({ issues: parsed.error.issues }, 'realtime: ignored a malformed bus payload');
  return null;
}

type Listener = (message: BusMessage) => void;

/** The subscribers of one bus; a listener that throws is logged and does not keep the others from their message. */
function busListeners(log: FastifyBaseLogger | undefined) {
  const listeners = new Set<Listener>();
  return {
    add(listener: Listener): () => void {
      // Each subscription is its own entry, so subscribing one function twice needs two unsubscribes.
      const entry: Listener = (message) => listener(message);
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    deliver(message: BusMessage): void {
      for (const listener of [...listeners]) {
        try {
          listener(message);
        } catch (err) {
          log?.error({ err }, 'realtime: a bus listener failed');
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/** The embedded database's bus: one process, so publishing is handing the message to the subscribers. */
export function createInProcessBus(log?: FastifyBaseLogger): RealtimeBus {
  const listeners = busListeners(log);
  let closed = false;
  return {
    async publish(message) {
      const encoded = encodeBusMessage(message, log);
      if (encoded && !closed) listeners.deliver(encoded.message);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}

export type PostgresBusOptions = {
  /** The channel to LISTEN and NOTIFY on; tests use their own so parallel runs do not hear each other. */
  channel?: string;
  /** First wait before reconnecting a dropped LISTEN connection; it doubles per failure up to 10 s. */
  reconnectDelayMs?: number;
};

const maxReconnectDelayMs = 10_000;

/**
 * The bus across instances: every instance LISTENs on one channel through a dedicated connection and publishes
 * with pg_notify. The publisher hears its own notification, so messages are delivered from LISTEN only, never
 * also locally. Rejects when the first connection fails (the database is unreachable at start); later drops
 * reconnect on their own. Notifications sent while the listener is reconnecting are lost to this instance.
 */
export async function createPostgresBus(url: string, log: FastifyBaseLogger, options: PostgresBusOptions = {}): Promise<RealtimeBus> {
  const channel = options.channel ?? DEFAULT_BUS_CHANNEL;
  const listeners = busListeners(log);
  const listener = listenerConnection({
    url,
    channel,
    log,
    reconnectDelayMs: options.reconnectDelayMs ?? 250,
    onPayload: (payload) => {
      const message = decodeBusMessage(payload, log);
      if (message) listeners.deliver(message);
    },
  });
  await listener.start();
  const publisher = publisherPool(url, log);
  const notify = notifier(publisher, channel, log);
  let closing: Promise<void> | undefined;

  return {
    async publish(message) {
      const encoded = encodeBusMessage(message, log);
      if (!encoded || closing) return;
      await notify(encoded);
    },
    subscribe: (listen) => listeners.add(listen),
    close() {
      closing ??= (async () => {
        listeners.clear();
        await Promise.all([listener.stop(), publisher.end()]);
      })();
      return closing;
    },
  };
}

/**
 * Sends bus messages with pg_notify, in the order published, the ones published meanwhile together: those of one
 * tick (a batch's SCORE_UPDATEs) and those that came while a send was on its way go as one statement, one round trip
 * (issue 35's reconnect storm made a NOTIFY per score). Resolves once the message's statement answered; a failure is
 * logged for each message it carried, never thrown.
 */
function notifier(publisher: pg.Pool, channel: string, log: FastifyBaseLogger): (encoded: Encoded) => Promise<void> {
  let waiting: Encoded[] = [];
  let sending: Promise<void> | null = null;
  async function sendWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await publisher.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, batch.map((encoded) => encoded.payload)]);
      } catch (err) {
        for (const { message } of batch) log.error({ err, type: busMessageType(message) }, 'realtime: could not publish a bus message');
      }
    }
    sending = null;
  }
  return (encoded) => {
    waiting.push(encoded);
    sending ??= Promise.resolve().then(sendWaiting);
    return sending;
  };
}

/**
 * One connection for publishing: its queue keeps one instance's events in the order they were published, and a
 * pool reopens it after a drop. An idle connection that errors (server restart) is logged, never thrown.
 */
function publisherPool(url: string, log: FastifyBaseLogger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    application_name: 'dormie realtime publisher',
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
  });
  pool.on('error', (err) => log.warn({ err }, 'realtime: the idle publish connection failed'));
  pool.on('connect', prepareStatementsOn);
  return pool;
}

type ListenerOptions = {
  url: string;
  channel: string;
  log: FastifyBaseLogger;
  reconnectDelayMs: number;
  onPayload: (payload: string) => void;
};

/** The dedicated LISTEN connection: replaced, after a growing pause, whenever it drops or fails to open. */
function listenerConnection({ url, channel, log, reconnectDelayMs, onPayload }: ListenerOptions) {
  let current: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = reconnectDelayMs;

  /** A new client, wired so that any sign of its end leads to a reconnect. */
  function openClient(): pg.Client {
    // keepAlive lets the operating system notice a connection that died without a word (a dropped network path).
    const client = new pg.Client({ connectionString: url, application_name: 'dormie realtime listener', keepAlive: true });
    current = client;
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) onPayload(notification.payload);
    });
    // Without an 'error' listener a dropped connection would throw and end the process.
    client.on('error', (err) => dropped(client, err));
    client.on('end', () => dropped(client));
    return client;
  }

  async function listen(client: pg.Client): Promise<void> {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  /** Handles the first sign that this client is gone (error, end, failed connect); later signs are ignored. */
  function dropped(client: pg.Client, err?: unknown): void {
    if (client !== current || stopped) return;
    current = null;
    log.warn({ err, retryInMs: delay }, 'realtime: the LISTEN connection dropped; reconnecting');
    client.end().catch(() => undefined);
    retryTimer = setTimeout(reconnect, delay);
    delay = Math.min(delay * 2, maxReconnectDelayMs);
  }

  function reconnect(): void {
    retryTimer = undefined;
    if (stopped) return;
    const client = openClient();
    listen(client).then(
      () => {
        delay = reconnectDelayMs;
        log.info('realtime: the LISTEN connection is back');
      },
      (err: unknown) => dropped(client, err),
    );
  }

  async function stop(): Promise<void> {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  }

  return {
    /** Opens the first connection; rejects (and leaves nothing open or scheduled) when it fails. */
    async start(): Promise<void> {
      try {
        await listen(openClient());
      } catch (err) {
        await stop();
        throw err;
      }
    },
    stop,
  };
}

/** The bus that fits the database: LISTEN/NOTIFY on PostgreSQL, in process on the embedded PGlite. */
export async function createBusFor(database: Database, log: FastifyBaseLogger): Promise<RealtimeBus> {
  switch (database.kind) {
    case 'pglite':
      return createInProcessBus(log);
    case 'postgres':
      if (!database.url) throw new Error('The PostgreSQL database has no url, so the realtime bus cannot LISTEN');
      return createPostgresBus(database.url, log);
  }
}
