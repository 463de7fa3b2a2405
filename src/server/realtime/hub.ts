import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusMessage } from './bus';

/**
 * A socket whose unsent data passes this is not reading (a phone gone to sleep on a slow link): it is closed rather
 * than left to hold memory; the client reconnects and refetches.
 */
const maxBufferedBytes = 1024 * 1024;

/** Who hears what on this instance: the sockets watching each game and the sockets of each signed-in user. */
export function createHub(log: FastifyBaseLogger) {
  const byGame = new Map<number, Set<WebSocket>>();
  const byUser = new Map<string, Set<WebSocket>>();

  /** Sends one event, serialised once, to every socket listening for it. */
  function deliver(message: BusMessage): void {
    const sockets = message.kind === 'game' ? byGame.get(message.gameId) : byUser.get(message.userId);
    if (!sockets || sockets.size === 0) return;
    const data = JSON.stringify(message.event);
    for (const socket of sockets) send(socket, data);
  }

  function send(socket: WebSocket, data: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.info({ bufferedBytes: socket.bufferedAmount }, 'realtime: closed a socket that stopped reading');
      socket.terminate();
      return;
    }
    socket.send(data);
  }

  return {
    deliver,
    joinGame: (gameId: number, socket: WebSocket) => addTo(byGame, gameId, socket),
    leaveGame: (gameId: number, socket: WebSocket) => removeFrom(byGame, gameId, socket),
    addUser: (userId: string, socket: WebSocket) => addTo(byUser, userId, socket),
    removeUser: (userId: string, socket: WebSocket) => removeFrom(byUser, userId, socket),
    /** How many games and users have at least one socket here (tests check that closing cleans up). */
    size: () => ({ games: byGame.size, users: byUser.size }),
  };
}

export type Hub = ReturnType<typeof createHub>;

function addTo<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  const sockets = map.get(key);
  if (sockets) sockets.add(socket);
  else map.set(key, new Set([socket]));
}

/** Removes the socket, and the key with its last socket, so the maps only ever hold live listeners. */
function removeFrom<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  const sockets = map.get(key);
  if (!sockets) return;
  sockets.delete(socket);
  if (sockets.size === 0) map.delete(key);
}
