import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { userHasAccess } from '../../contract/access';
import { ClientMessageSchema, type ClientMessage } from '../../contract/realtime';
import { sessionCookieName } from '../auth/cookie';
import { isCrossSite } from '../auth/same-origin';
import type { SessionService } from '../auth/session-service';
import { forbidden } from '../http/errors';
import type { UserRow } from '../users/repository';
import type { RealtimeBus } from './bus';
import { createHub, type Hub } from './hub';

// The one socket per tab at /ws (architecture.md "Realtime", spec 000 §7). Who the socket belongs to is decided
// once, at the upgrade, from the session cookie; messages only choose which games to watch, and each game is
// checked with the games service before the socket hears it.

export type RealtimeDeps = {
  bus: RealtimeBus;
  sessions: Pick<SessionService, 'userOf'>;
  /** May this viewer (null = guest) watch this game's channel? The games service answers (private game rules). */
  canWatchGame: (user: UserRow | null, gameId: number) => Promise<boolean>;
  /** Told when a signed-in user's socket opens and closes here (friends' presence); each call settles on its own. */
  presence?: { connected(userId: string): Promise<void>; disconnected(userId: string): Promise<void> };
  /** How often sockets are pinged; one that has not answered the previous ping by the next is closed. */
  heartbeatMs?: number;
};

/** A client message is a few dozen bytes; anything near this is not our client, and ws closes the socket (1009). */
export const REALTIME_MAX_MESSAGE_BYTES = 4 * 1024;
/** Games one socket may watch at once: a tab shows one game, a dashboard a handful. */
export const REALTIME_MAX_GAMES_PER_SOCKET = 20;
/** Client messages one socket may send per window; each JOIN_GAME costs a database check, so a loop is cut off. */
const messageBudget = { count: 60, windowMs: 10_000 };
const defaultHeartbeatMs = 30_000;

/** One open socket and what it has asked for. */
type Connection = {
  socket: WebSocket;
  user: UserRow | null;
  log: FastifyBaseLogger;
  /** Games joined or being checked, each with the ticket of its latest JOIN_GAME (see joinGame). */
  games: Map<number, number>;
  nextTicket: number;
  /** Answered the last ping; false from a ping until its pong. */
  alive: boolean;
  closed: boolean;
  budget: { windowStart: number; used: number };
};

type Realtime = { hub: Hub; connections: Set<Connection>; deps: RealtimeDeps };

const installed = new WeakMap<FastifyInstance, Realtime>();

/**
 * Serves GET /ws: registers @fastify/websocket, subscribes this instance's hub to the bus once, pings sockets on a
 * timer, and closes them all (1001, so clients reconnect elsewhere) when the app closes. The bus itself is closed
 * by whoever created it. Needs @fastify/cookie registered first.
 */
export async function installRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) throw new Error('installRealtime needs @fastify/cookie registered first');
  const realtime: Realtime = { hub: createHub(app.log), connections: new Set(), deps };
  installed.set(app, realtime);
  const unsubscribe = deps.bus.subscribe((message) => realtime.hub.deliver(message));
  const heartbeat = setInterval(() => beat(realtime.connections), deps.heartbeatMs ?? defaultHeartbeatMs);
  heartbeat.unref();
  let closing = false;

  // Added before the plugin's own preClose, so sockets get "going away" (1001) rather than its bare close.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    unsubscribe();
    for (const connection of realtime.connections) connection.socket.close(1001, 'Server shutting down');
  });

  // In a scope of its own: the plugin hooks every request of the scope it is registered in (onRequest and
  // onResponse), and only /ws needs them; the API's hot reads are spared two hooks each (issue 17).
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: REALTIME_MAX_MESSAGE_BYTES }, errorHandler: onSocketError });
    socketRoute(scope, realtime, () => closing);
  });
}

/** GET /ws: the user is found before the upgrade, so the socket knows who it serves before its first message arrives. */
function socketRoute(app: FastifyInstance, realtime: Realtime, closing: () => boolean): void {
  const { deps } = realtime;
  const viewers = new WeakMap<FastifyRequest, UserRow | null>();
  app.route({
    method: 'GET',
    url: '/ws',
    onRequest: refuseCrossSite,
    preHandler: async (request) => {
      viewers.set(request, await sessionUser(request, deps.sessions));
    },
    // A plain GET (no upgrade) is told what the address is for, in the API's error shape.
    handler: async (_request, reply) => reply.status(426).send({ message: 'This address takes WebSocket connections only' }),
    wsHandler: (socket, request) => {
      if (closing()) return socket.close(1001, 'Server shutting down');
      openConnection(realtime, socket, viewers.get(request) ?? null, request.log);
    },
  });
}

/** What tests and the load benchmark read: open sockets here, and games and users with at least one of them. */
export function realtimeStats(app: FastifyInstance): { sockets: number; games: number; users: number } | null {
  const realtime = installed.get(app);
  return realtime ? { sockets: realtime.connections.size, ...realtime.hub.size() } : null;
}

/**
 * Refuses an upgrade started by another site's page: the browser sends the session cookie with it, so without this
 * any site could open a socket as the signed-in user (cross-site WebSocket hijacking). As the HTTP side does
 * (auth/same-origin.ts): Origin, when present, must name this host; clients without a browser send none.
 */
async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) throw forbidden('Cross-site WebSocket connections are not allowed');
}

/**
 * The session cookie's user, or null for a guest (no cookie, or a session that has ended). A user who must first
 * change a temporary password may do nothing else over HTTP (current-user.ts), so the socket serves them as a guest
 * too: no events of their own, and games only as a guest may watch them (issue 8).
 */
async function sessionUser(request: FastifyRequest, sessions: RealtimeDeps['sessions']): Promise<UserRow | null> {
  const token = request.cookies[sessionCookieName];
  const user = token ? await sessions.userOf(token) : null;
  return user?.mustChangePassword ? null : user;
}

function openConnection({ hub, connections, deps }: Realtime, socket: WebSocket, user: UserRow | null, log: FastifyBaseLogger): void {
  const connection: Connection = {
    socket,
    user,
    log,
    games: new Map(),
    nextTicket: 1,
    alive: true,
    closed: false,
    budget: { windowStart: Date.now(), used: 0 },
  };
  connections.add(connection);
  // A user's own events (subscription, friends, being added to a game) reach every tab from the start, IDENTIFY or not.
  if (user) {
    hub.addUser(user.id, socket);
    void deps.presence?.connected(user.id);
  }
  socket.on('pong', () => {
    connection.alive = true;
  });
  socket.on('message', (raw, isBinary) => onMessage(connection, hub, deps, raw, isBinary));
  socket.on('close', () => {
    connection.closed = true;
    connections.delete(connection);
    for (const gameId of connection.games.keys()) hub.leaveGame(gameId, socket);
    if (user) {
      hub.removeUser(user.id, socket);
      void deps.presence?.disconnected(user.id);
    }
  });
  log.debug({ userId: user?.id ?? null }, 'realtime: socket opened');
}

function onMessage(connection: Connection, hub: Hub, deps: RealtimeDeps, raw: RawData, isBinary: boolean): void {
  if (!withinBudget(connection)) {
    connection.log.debug('realtime: ignored a message over the socket budget');
    return;
  }
  const message = parseClientMessage(raw, isBinary);
  if (!message) {
    connection.log.debug('realtime: ignored a message that does not parse');
    return;
  }
  switch (message.type) {
    case 'IDENTIFY':
      return identify(connection, message.userId);
    case 'JOIN_GAME':
      return void joinGame(connection, hub, deps.canWatchGame, message.gameId);
    case 'LEAVE_GAME':
      connection.games.delete(message.gameId);
      return hub.leaveGame(message.gameId, connection.socket);
  }
}

/** The message, or null for anything that is not one of ours (binary, not JSON, not in ClientMessageSchema). */
function parseClientMessage(raw: RawData, isBinary: boolean): ClientMessage | null {
  if (isBinary) return null;
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw).toString('utf8');
  try {
    const parsed = ClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function withinBudget({ budget }: Connection): boolean {
  const now = Date.now();
  if (now - budget.windowStart >= messageBudget.windowMs) {
    budget.windowStart = now;
    budget.used = 0;
  }
  budget.used += 1;
  return budget.used <= messageBudget.count;
}

/**
 * IDENTIFY names the user the client believes is signed in. The socket already serves its session's user, so a
 * matching id changes nothing and any other id is refused and logged: a message never chooses whose events a socket hears.
 */
function identify(connection: Connection, userId: string): void {
  if (userId !== connection.user?.id) {
    connection.log.warn({ sessionUserId: connection.user?.id ?? null, claimedUserId: userId }, 'realtime: refused IDENTIFY for a user other than the session user');
  }
}

/**
 * Joins the game's channel when the games service says this viewer may watch it; otherwise sends nothing. The
 * check is asynchronous, so each JOIN_GAME takes a ticket: a LEAVE_GAME or a newer JOIN_GAME for the same game
 * while it runs makes its answer stale, and a stale answer is dropped.
 */
async function joinGame(connection: Connection, hub: Hub, canWatchGame: RealtimeDeps['canWatchGame'], gameId: number): Promise<void> {
  if (connection.games.has(gameId)) return;
  if (connection.games.size >= REALTIME_MAX_GAMES_PER_SOCKET) {
    connection.log.debug({ gameId }, 'realtime: ignored JOIN_GAME over the per-socket limit');
    return;
  }
  const ticket = connection.nextTicket++;
  connection.games.set(gameId, ticket);
  const allowed = await canWatch(connection, canWatchGame, gameId);
  if (connection.closed || connection.games.get(gameId) !== ticket) return;
  if (allowed) hub.joinGame(gameId, connection.socket);
  else connection.games.delete(gameId);
}

/**
 * Asks the games service as the socket's viewer. A user whose access lapsed may do no more on the socket than over
 * HTTP (current-user.ts), so they watch as a guest would; they still hear their own events, such as access restored.
 */
async function canWatch(connection: Connection, canWatchGame: RealtimeDeps['canWatchGame'], gameId: number): Promise<boolean> {
  const { user } = connection;
  const viewer = user && userHasAccess(user, new Date()) ? user : null;
  try {
    return await canWatchGame(viewer, gameId);
  } catch (err) {
    connection.log.warn({ err, gameId }, 'realtime: could not check a JOIN_GAME; refused');
    return false;
  }
}

/** Pings every socket; one that has not answered the previous ping is gone (a dropped phone) and is closed. */
function beat(connections: Set<Connection>): void {
  for (const connection of connections) {
    if (!connection.alive) {
      connection.log.debug('realtime: no pong since the last ping; socket terminated');
      connection.socket.terminate();
      continue;
    }
    connection.alive = false;
    connection.socket.ping();
  }
}

/**
 * Errors on an open socket: the client's own (a message over the size limit, a broken frame) are routine and logged
 * quietly; anything else is ours. Either way the socket is closed, and the client reconnects.
 */
function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) request.log.debug({ err: error }, 'realtime: socket protocol error');
  else request.log.error({ err: error }, 'realtime: socket failed');
  socket.terminate();
}
