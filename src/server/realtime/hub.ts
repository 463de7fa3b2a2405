import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { GameEvent, GameJoined, UserEvent } from '../../contract/realtime';

/**
 * A socket whose unsent data passes this is not reading (a phone gone to sleep on a slow link): it is closed rather
 * than left to hold memory; the client reconnects and refetches.
 */
const maxBufferedBytes = 1024 * 1024;
/** Games whose last event version is kept; the oldest heard of is forgotten first (a few hundred KB at most). */
const maxKeptVersions = 20_000;

/** The connection under a socket: held back while one tick's frames go to it, then written out as one. */
export type Wire = { cork(): void; uncork(): void };

/**
 * What the hub sends to: a socket and the connection it runs on (its upgrade request's), with whatever its owner keeps
 * beside them (realtime/socket.ts's connection).
 */
export type Listener = { socket: WebSocket; wire: Wire };

/**
 * Who hears what on this instance: the listeners watching each game and the listeners of each signed-in user. A
 * game's event may be given a filter, for the listeners who may still hear it (a private game's rule).
 */
export function createHub<L extends Listener>(log: FastifyBaseLogger) {
  const byGame = new Map<number, Set<L>>();
  const byUser = new Map<string, Set<L>>();
  /** The version of the last event heard of each game, watched here or not, newest heard last. */
  const lastVersions = new Map<number, number>();

  /**
   * Notes a game's event as heard, before it reaches the channel: a socket joining afterwards is told this version
   * (GAME_JOINED), so a screen that read the game before the event and joined after it reads again.
   */
  function heard(gameId: number, version: number): void {
    const known = lastVersions.get(gameId);
    if (known !== undefined && known >= version) return;
    lastVersions.delete(gameId);
    if (lastVersions.size >= maxKeptVersions) lastVersions.delete(lastVersions.keys().next().value as number);
    lastVersions.set(gameId, version);
  }

  /** Sends one event, serialised once, to every listener of it that passes `mayHear`. */
  function sendTo(listeners: Set<L> | undefined, event: GameEvent | UserEvent, mayHear?: (listener: L) => boolean): void {
    if (!listeners || listeners.size === 0) return;
    const data = JSON.stringify(event);
    for (const listener of listeners) if (!mayHear || mayHear(listener)) send(listener, data);
  }

  /**
   * The wires written to in this tick, held back until its end: a batch's five SCORE_UPDATEs reach each phone of the
   * game as one write of five frames, not five (a reconnect storm's 40,000 frames were as many system calls).
   */
  const corked = new Set<Wire>();
  const uncorkAll = () => {
    for (const wire of corked) wire.uncork();
    corked.clear();
  };

  function send({ socket, wire }: L, data: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.info({ bufferedBytes: socket.bufferedAmount }, 'realtime: closed a socket that stopped reading');
      socket.terminate();
      return;
    }
    if (!corked.has(wire)) {
      if (corked.size === 0) process.nextTick(uncorkAll);
      wire.cork();
      corked.add(wire);
    }
    socket.send(data);
  }

  return {
    toGame: (gameId: number, event: GameEvent, mayHear?: (listener: L) => boolean) => sendTo(byGame.get(gameId), event, mayHear),
    toUser: (userId: string, event: UserEvent) => sendTo(byUser.get(userId), event),
    heard,
    /** Puts the listener on the game's channel and tells it the version of the game's last event heard here. */
    joinGame: (gameId: number, listener: L) => {
      addTo(byGame, gameId, listener);
      const joined: GameJoined = { type: 'GAME_JOINED', gameId, version: lastVersions.get(gameId) ?? null };
      send(listener, JSON.stringify(joined));
    },
    /** The listeners of a game or a user here, as a copy the caller may change the hub while reading. */
    gameListeners: (gameId: number): L[] => [...(byGame.get(gameId) ?? [])],
    userListeners: (userId: string): L[] => [...(byUser.get(userId) ?? [])],
    /** True while at least one listener here watches the game. */
    watched: (gameId: number): boolean => byGame.has(gameId),
    leaveGame: (gameId: number, listener: L) => removeFrom(byGame, gameId, listener),
    addUser: (userId: string, listener: L) => addTo(byUser, userId, listener),
    removeUser: (userId: string, listener: L) => removeFrom(byUser, userId, listener),
  };
}

export type Hub<L extends Listener> = ReturnType<typeof createHub<L>>;

function addTo<K, L>(map: Map<K, Set<L>>, key: K, listener: L): void {
  const listeners = map.get(key);
  if (listeners) listeners.add(listener);
  else map.set(key, new Set([listener]));
}

/** Removes the listener, and the key with its last listener, so the maps only ever hold live listeners. */
function removeFrom<K, L>(map: Map<K, Set<L>>, key: K, listener: L): void {
  const listeners = map.get(key);
  if (!listeners) return;
  listeners.delete(listener);
  if (listeners.size === 0) map.delete(key);
}
