import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { isGameEvent, ServerMessageSchema, type ClientMessage, type GameEvent, type ServerMessage } from '../../src/contract/realtime';
import type { BusMessage, RealtimeBus } from '../../src/server/realtime/bus';

// Helpers for tests of what the realtime side delivers (issue 10): the messages a bus or a socket received, and a
// wait for the next one that passes a test, so a test waits on the event itself and never sleeps and hopes.

/** Messages in arrival order, and a wait for one that passes a test. */
export type Inbox<T> = {
  readonly received: readonly T[];
  /**
   * The first message at index `from` or later that passes `test`, already received or when it arrives; rejects
   * after `timeoutMs`, so a missing event fails its test quickly rather than at the suite timeout.
   */
  next(test: (message: T) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<T>;
};

type Waiter<T> = { from: number; test: (message: T) => boolean; resolve: (message: T) => void };

/** An empty inbox and the function that puts a message in it. */
export function inbox<T>(): Inbox<T> & { push: (message: T) => void } {
  const received: T[] = [];
  const waiters = new Set<Waiter<T>>();
  return {
    received,
    push(message) {
      received.push(message);
      const index = received.length - 1;
      for (const waiter of waiters) {
        if (index >= waiter.from && waiter.test(message)) {
          waiters.delete(waiter);
          waiter.resolve(message);
        }
      }
    },
    next(test, { from = 0, timeoutMs = 2_000 } = {}) {
      const found = received.slice(from).find(test);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching message within ${String(timeoutMs)} ms; received ${JSON.stringify(received.slice(from))}`));
        }, timeoutMs);
        const waiter: Waiter<T> = { from, test, resolve: (message) => (clearTimeout(timer), resolve(message)) };
        waiters.add(waiter);
      });
    },
  };
}

/** Every message the bus delivers from now until the end of the current test. */
export function busInbox(bus: RealtimeBus): Inbox<BusMessage> {
  const box = inbox<BusMessage>();
  onTestFinished(bus.subscribe(box.push));
  return box;
}

/**
 * Resolves once the bus has delivered everything published before the call: a marker goes out after them on the one
 * channel, and messages arrive in order. On PostgreSQL a NOTIFY arrives a moment after its commit.
 */
export async function busDrained(bus: RealtimeBus): Promise<void> {
  const box = busInbox(bus);
  const marker = `bus-drained-${Math.random().toString(36).slice(2)}`;
  await bus.publish({ kind: 'user', userId: marker, event: { type: 'FRIEND_LIST_UPDATED' } });
  await box.next((message) => message.kind === 'user' && message.userId === marker);
}

/** A game's event as the bus carries it, to compare with what a bus inbox received. */
export const onGame = (event: GameEvent): BusMessage => ({ kind: 'game', gameId: event.gameId, event });

/** The /ws address of an app, which listens on a free port of 127.0.0.1 from the first call on. */
export async function socketUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${String(port)}/ws`;
}

export type TestSocket = { ws: WebSocket; inbox: Inbox<ServerMessage>; send: (message: ClientMessage) => void };

/**
 * An open socket to `url`, as the holder of `cookie` (undefined: a guest), parsing what it receives with the
 * contract's schema; closed when the current test ends.
 */
export async function openSocket(url: string, cookie?: string): Promise<TestSocket> {
  const ws = new WebSocket(url, cookie ? { headers: { cookie } } : {});
  onTestFinished(() => ws.terminate());
  const box = inbox<ServerMessage>();
  ws.on('message', (data: Buffer) => box.push(ServerMessageSchema.parse(JSON.parse(data.toString('utf8')))));
  await once(ws, 'open');
  return { ws, inbox: box, send: (message) => ws.send(JSON.stringify(message)) };
}

/** A test for the events of one game's channel (not the GAME_JOINED answer to a socket's own join). */
export const aboutGame = (gameId: number) => (message: ServerMessage) => isGameEvent(message) && message.gameId === gameId;

/** Resolves with the GAME_JOINED answer once the socket is on the game's channel; a refused join has none. */
export function joined(socket: TestSocket, gameId: number): Promise<ServerMessage> {
  return socket.inbox.next((message) => message.type === 'GAME_JOINED' && message.gameId === gameId);
}

/**
 * Makes `change` to a game until every socket has heard an event of that game sent after it, at most `tries` times:
 * for sockets on other instances, whose join is answered by their own instance while the change goes through the bus.
 */
export async function untilAllHear(sockets: readonly TestSocket[], gameId: number, change: () => Promise<unknown>, tries = 10): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const from = sockets.map((socket) => socket.inbox.received.length);
    await change();
    const waits = sockets.map((socket, i) => socket.inbox.next(aboutGame(gameId), { from: from[i] }));
    try {
      await Promise.all(waits);
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}
