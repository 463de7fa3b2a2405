import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ApiError } from '../../contract/errors';
import { userHasAccess } from '../../contract/access';
import { ClientMessageSchema, REALTIME_CLOSE, type ClientMessage, type GameEvent } from '../../contract/realtime';
import { sessionCookieName } from '../auth/cookie';
import { isCrossSite } from '../auth/same-origin';
import type { SessionService } from '../auth/session-service';
import { addressKey } from '../http/address-key';
import { forbidden } from '../http/errors';
import type { UserRow } from '../users/repository';
import type { BusMessage, RealtimeBus } from './bus';
import { createHub, type Hub, type Wire } from './hub';
import { createAdmission, createLogOnce, defaultRealtimeLimits, type Admission, type RealtimeLimits } from './limits';
import { createWatchRules, WatchChecksBusy, type LoadWatchRule, type WatchRule, type WatchRules } from './watch-rules';
import { beforeQueuedWork } from '../db/priority';

// The one socket per tab at /ws (architecture.md "Realtime", product §A7). Who the socket belongs to is decided
// once, at the upgrade, from the session cookie, and checked again when the bus says that user's sessions changed;
// messages only choose which games to watch. A game is checked against who may watch it (watch-rules.ts) when the
// socket joins it and again at each event of a private game, so a socket hears a game only while it may see it.

export type RealtimeDeps = {
  bus: RealtimeBus;
  /** `liveUserOf` asks the database past any cache: a session another instance ended must not look alive. */
  sessions: Pick<SessionService, 'userOf' | 'liveUserOf'>;
  /** Who may watch a game's channel (the games service answers: private game rules); null when there is no such game. */
  watchRule: LoadWatchRule;
  /** Told when a signed-in user's socket opens and closes here (friends' presence); each call settles on its own. */
  presence?: { connected(userId: string): Promise<void>; disconnected(userId: string): Promise<void> };
  /** How often sockets are pinged; one that has not answered the previous ping by the next is closed. */
  heartbeatMs?: number;
  /** Caps per address and user, and the budget of game checks (limits.ts); tests lower them. */
  limits?: Partial<RealtimeLimits>;
};

/** A client message is a few dozen bytes; anything near this is not our client, and ws closes the socket (1009). */
export const REALTIME_MAX_MESSAGE_BYTES = 4 * 1024;
/** Games one socket may watch at once: a tab shows one game, a dashboard a handful. */
export const REALTIME_MAX_GAMES_PER_SOCKET = 20;
/** Client messages one socket may send per window; each JOIN_GAME may cost a database check, so a loop is cut off. */
const messageBudget = { count: 60, windowMs: 10_000 };
const defaultHeartbeatMs = 30_000;
/** Sockets pinged in one go; a sweep spreads its chunks over the first half of the heartbeat (see beat). */
export const HEARTBEAT_CHUNK = 200;
/** A refusal repeated in a loop is logged once a minute per address or user. */
const refusalLogWindowMs = 60_000;

/** One open socket and what it has asked for. */
type Connection = {
  socket: WebSocket;
  /** The TCP connection the socket runs on, for the hub to send one tick's frames as one write (realtime/hub.ts). */
  wire: Wire;
  /** The session's user, refreshed when the bus says their sessions or subscription changed. */
  user: UserRow | null;
  /** The session token the socket was opened with, to check it again; null for a guest. */
  token: string | null;
  /** The address key it is counted under (http/address-key.ts). */
  address: string;
  log: FastifyBaseLogger;
  /** Games joined or being checked, each with the ticket of its latest JOIN_GAME (see joinGame). */
  games: Map<number, number>;
  nextTicket: number;
  /** Answered the last ping; false from a ping until its pong. */
  alive: boolean;
  closed: boolean;
  budget: { windowStart: number; used: number };
};

type Realtime = {
  hub: Hub<Connection>;
  connections: Set<Connection>;
  deps: RealtimeDeps;
  admission: Admission;
  rules: WatchRules;
  /** Per game, the deliveries waiting for its rule to load, so a game's events still reach a socket in order. */
  gameQueues: Map<number, Promise<void>>;
  logOnce: (key: string) => boolean;
  log: FastifyBaseLogger;
};

/**
 * Serves GET /ws: registers @fastify/websocket, subscribes this instance's hub to the bus once, pings sockets on a
 * timer, and closes them all (1001, so clients reconnect elsewhere) when the app closes. The bus itself is closed
 * by whoever created it. Needs @fastify/cookie registered first.
 */
export async function installRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) throw new Error('installRealtime needs @fastify/cookie registered first');
  const limits = { ...defaultRealtimeLimits, ...deps.limits };
  const realtime: Realtime = {
    hub: createHub<Connection>(app.log),
    connections: new Set(),
    deps,
    admission: createAdmission(limits),
    // A join's checks go before queued writes on the embedded database (db/priority.ts).
    rules: createWatchRules((gameId) => beforeQueuedWork(() => deps.watchRule(gameId)), limits.watchChecks),
    gameQueues: new Map(),
    logOnce: createLogOnce(refusalLogWindowMs),
    log: app.log,
  };
  const unsubscribe = deps.bus.subscribe((message) => route(realtime, message));
  const heartbeatMs = deps.heartbeatMs ?? defaultHeartbeatMs;
  let stopSweep = () => {};
  const heartbeat = setInterval(() => {
    stopSweep();
    stopSweep = beat(realtime.connections, heartbeatMs);
    realtime.rules.prune(realtime.hub.watched);
  }, heartbeatMs);
  heartbeat.unref();
  let closing = false;

  // Added before the plugin's own preClose, so sockets get "going away" (1001) rather than its bare close.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    stopSweep();
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

type Viewer = { user: UserRow | null; token: string | null };

/**
 * GET /ws: the user is found before the upgrade, so the socket knows who it serves before its first message arrives.
 * An address already at its cap is not looked up at all: its socket is refused at once.
 */
function socketRoute(app: FastifyInstance, realtime: Realtime, closing: () => boolean): void {
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  app.route({
    method: 'GET',
    url: '/ws',
    onRequest: refuseCrossSite,
    preHandler: async (request) => {
      if (realtime.admission.full(addressKey(request.ip))) return;
      viewers.set(request, await sessionViewer(request, realtime.deps.sessions));
    },
    // A plain GET (no upgrade) is told what the address is for, in the API's error shape.
    handler: async (_request, reply) => reply.status(426).send({ message: 'This address takes WebSocket connections only' } satisfies ApiError),
    wsHandler: (socket, request) => {
      if (closing()) return socket.close(1001, 'Server shutting down');
      const viewer = viewers.get(request) ?? { user: null, token: null };
      const address = addressKey(request.ip);
      const over = realtime.admission.admit(address, viewer.user?.id ?? null);
      if (over) return refuseSocket(realtime, socket, request.log, over, over === 'user' ? (viewer.user?.id ?? '') : address);
      openConnection(realtime, socket, request.raw.socket, viewer, address, request.log);
    },
  });
}

/** Closes a socket over a cap with TRY_AGAIN_LATER, logging it once a minute per address or user. */
function refuseSocket(realtime: Realtime, socket: WebSocket, log: FastifyBaseLogger, cap: 'address' | 'user', key: string): void {
  if (realtime.logOnce(`${cap}:${key}`)) log.warn({ cap, key }, `realtime: refused sockets over the per-${cap} cap (logged once a minute)`);
  socket.close(REALTIME_CLOSE.TRY_AGAIN_LATER, 'Too many connections');
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
 * The session cookie's user and token, or none for a guest (no cookie, or a session that has ended). A user who must
 * first change a temporary password may do nothing else over HTTP (current-user.ts), so the socket serves them as a
 * guest too: no events of their own, and games only as a guest may watch them (issue 8).
 */
async function sessionViewer(request: FastifyRequest, sessions: RealtimeDeps['sessions']): Promise<Viewer> {
  const token = request.cookies[sessionCookieName];
  const user = token ? await beforeQueuedWork(() => sessions.userOf(token)) : null;
  return user && !user.mustChangePassword && token ? { user, token } : { user: null, token: null };
}

function openConnection(realtime: Realtime, socket: WebSocket, wire: Wire, viewer: Viewer, address: string, log: FastifyBaseLogger): void {
  const { hub, connections, deps } = realtime;
  const { user, token } = viewer;
  const connection: Connection = {
    socket,
    wire,
    user,
    token,
    address,
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
    hub.addUser(user.id, connection);
    void deps.presence?.connected(user.id);
  }
  socket.on('pong', () => {
    connection.alive = true;
  });
  socket.on('message', (raw, isBinary) => onMessage(realtime, connection, raw, isBinary));
  socket.on('close', () => detach(realtime, connection));
  log.debug({ userId: user?.id ?? null }, 'realtime: socket opened');
}

/**
 * Takes a connection out of every channel and count, once: when its socket closes, or at once when the server ends
 * it (its close handshake may take a while, and it must hear nothing more meanwhile).
 */
function detach(realtime: Realtime, connection: Connection): void {
  if (connection.closed) return;
  const { hub, connections, deps, admission } = realtime;
  const userId = connection.user?.id ?? null;
  connection.closed = true;
  connections.delete(connection);
  admission.release(connection.address, userId);
  for (const gameId of connection.games.keys()) hub.leaveGame(gameId, connection);
  connection.games.clear();
  if (userId) {
    hub.removeUser(userId, connection);
    void deps.presence?.disconnected(userId);
  }
}

/** Ends a socket from the server's side: detached now, closed with `code` for the client to act on. */
function endConnection(realtime: Realtime, connection: Connection, code: number, reason: string): void {
  detach(realtime, connection);
  connection.socket.close(code, reason);
}

function onMessage(realtime: Realtime, connection: Connection, raw: RawData, isBinary: boolean): void {
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
      // Accepted because the spec's client sends it (product §A7), and otherwise ignored: a socket serves its
      // session's user from the start, and a message never chooses whose events it hears (issue 28).
      return;
    case 'JOIN_GAME':
      return void joinGame(realtime, connection, message.gameId);
    case 'LEAVE_GAME':
      return leaveGame(realtime, connection, message.gameId);
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
 * Joins the game's channel when its rule lets this viewer watch it; otherwise sends nothing. The check may wait for
 * the database, so each JOIN_GAME takes a ticket: a LEAVE_GAME or a newer JOIN_GAME for the same game while it runs
 * makes its answer stale, and a stale answer is dropped. An address over its JOIN_GAME budget, or an instance with
 * too many checks waiting, closes the socket with TRY_AGAIN_LATER: the client comes back after a while.
 */
async function joinGame(realtime: Realtime, connection: Connection, gameId: number): Promise<void> {
  if (connection.games.has(gameId)) return;
  if (connection.games.size >= REALTIME_MAX_GAMES_PER_SOCKET) {
    connection.log.debug({ gameId }, 'realtime: ignored JOIN_GAME over the per-socket limit');
    return;
  }
  if (!realtime.admission.join(connection.address)) return tryAgainLater(realtime, connection, `joins:${connection.address}`, 'refused JOIN_GAME over the per-address budget');
  const ticket = connection.nextTicket++;
  connection.games.set(gameId, ticket);
  let allowed: boolean;
  try {
    allowed = await mayJoin(realtime, connection, gameId);
  } catch (err) {
    connection.games.delete(gameId);
    if (err instanceof WatchChecksBusy) return tryAgainLater(realtime, connection, 'busy', 'refused JOIN_GAME: too many game checks waiting');
    connection.log.warn({ err, gameId }, 'realtime: could not check a JOIN_GAME; refused');
    return;
  }
  if (connection.closed || connection.games.get(gameId) !== ticket) return;
  if (allowed) realtime.hub.joinGame(gameId, connection);
  else connection.games.delete(gameId);
}

/**
 * The rule's answer for this socket. A kept rule may predate the change that lets this viewer in (a friendship made
 * on another instance), so a refusal by a kept rule is asked of the database again before it stands.
 */
async function mayJoin(realtime: Realtime, connection: Connection, gameId: number): Promise<boolean> {
  const wasKept = realtime.rules.kept(gameId) !== undefined;
  const rule = await realtime.rules.get(gameId);
  if (mayWatchNow(connection, rule)) return true;
  return wasKept && rule !== null && mayWatchNow(connection, await realtime.rules.get(gameId, { fresh: true }));
}

function leaveGame(realtime: Realtime, connection: Connection, gameId: number): void {
  connection.games.delete(gameId);
  realtime.hub.leaveGame(gameId, connection);
}

function tryAgainLater(realtime: Realtime, connection: Connection, logKey: string, what: string): void {
  if (realtime.logOnce(logKey)) connection.log.warn({ address: connection.address }, `realtime: ${what} (logged once a minute)`);
  endConnection(realtime, connection, REALTIME_CLOSE.TRY_AGAIN_LATER, 'Too many requests');
}

/**
 * May the socket watch a game with this rule now? A user whose access lapsed may do no more on the socket than over
 * HTTP (current-user.ts), so they watch as a guest would; they still hear their own events, such as access restored.
 */
function mayWatchNow(connection: Connection, rule: WatchRule | null): boolean {
  if (!rule) return false;
  if (rule.isPublic) return true;
  const { user } = connection;
  return rule.mayWatch(user && userHasAccess(user, new Date()) ? user : null);
}

/** Hands a bus message to the sockets it is for, and acts on what it says about who may hear what. */
function route(realtime: Realtime, message: BusMessage): void {
  switch (message.kind) {
    case 'game':
      realtime.hub.heard(message.gameId, message.event.version);
      deliverGame(realtime, message.gameId, message.event);
      // The players changed: who may watch a private game has too.
      if (message.event.type === 'PLAYER_ADDED' || message.event.type === 'PLAYER_REMOVED') recheckGame(realtime, message.gameId);
      return;
    case 'user':
      realtime.hub.toUser(message.userId, message.event);
      // A friendship that ended may close a private game of the friend's to this user.
      if (message.event.type === 'FRIEND_LIST_UPDATED') recheckGamesOf(realtime, message.userId);
      // Access that lapsed or returned changes which games the user watches as a golfer, not a guest.
      if (message.event.type === 'USER_SUBSCRIPTION_UPDATED') void recheckSessions(realtime, message.userId);
      return;
    case 'sessions':
      return void recheckSessions(realtime, message.userId);
  }
}

/** Sends a game's event to the sockets that may still watch it, dropping the others from its channel first. */
function deliverGame(realtime: Realtime, gameId: number, event: GameEvent): void {
  if (!realtime.hub.watched(gameId)) return;
  withGameRule(realtime, gameId, (rule) => {
    dropUnwatched(realtime, gameId, rule);
    realtime.hub.toGame(gameId, event);
  });
}

/** Loads the game's rule again and drops the sockets it no longer lets watch. */
function recheckGame(realtime: Realtime, gameId: number): void {
  // A public game stays public (watch-rules.ts): everyone may watch it whatever changed.
  if (realtime.rules.kept(gameId)?.isPublic) return;
  realtime.rules.forget(gameId);
  if (!realtime.hub.watched(gameId)) return;
  withGameRule(realtime, gameId, (rule) => dropUnwatched(realtime, gameId, rule));
}

function recheckGamesOf(realtime: Realtime, userId: string): void {
  const gameIds = new Set(realtime.hub.userListeners(userId).flatMap((connection) => [...connection.games.keys()]));
  for (const gameId of gameIds) recheckGame(realtime, gameId);
}

function dropUnwatched(realtime: Realtime, gameId: number, rule: WatchRule | null): void {
  if (rule?.isPublic) return;
  for (const connection of realtime.hub.gameListeners(gameId)) {
    if (mayWatchNow(connection, rule)) continue;
    connection.log.debug({ gameId }, 'realtime: dropped a socket that may no longer watch a game');
    leaveGame(realtime, connection, gameId);
  }
}

/**
 * Runs `step` with the game's rule: at once while the rule is kept and nothing of this game waits, otherwise after
 * what waits and once the rule has loaded, so each socket still hears a game's events in the order they happened.
 */
function withGameRule(realtime: Realtime, gameId: number, step: (rule: WatchRule | null) => void): void {
  const waiting = realtime.gameQueues.get(gameId);
  const kept = waiting ? undefined : realtime.rules.kept(gameId);
  if (kept !== undefined) return step(kept);
  const next: Promise<void> = (waiting ?? Promise.resolve())
    .then(() => realtime.rules.get(gameId, { urgent: true }))
    .then(step, (err: unknown) => realtime.log.warn({ err, gameId }, 'realtime: could not check who may watch a game; its event was not sent'))
    .finally(() => {
      if (realtime.gameQueues.get(gameId) === next) realtime.gameQueues.delete(gameId);
    });
  realtime.gameQueues.set(gameId, next);
}

/**
 * A session of the user ended somewhere, or their subscription changed: each of their sockets here asks the database
 * (past every cache) whether its own session still holds. One that ended is closed with SESSION_ENDED; one that holds
 * takes the user's row as it is now, and its private games are checked again with it.
 */
async function recheckSessions(realtime: Realtime, userId: string): Promise<void> {
  for (const connection of realtime.hub.userListeners(userId)) {
    if (!connection.token) continue;
    let user: UserRow | null;
    try {
      user = await realtime.deps.sessions.liveUserOf(connection.token);
    } catch (err) {
      connection.log.warn({ err }, 'realtime: could not check a socket\'s session; kept it');
      continue;
    }
    if (connection.closed) continue;
    if (!user || user.mustChangePassword || user.id !== userId) {
      endConnection(realtime, connection, REALTIME_CLOSE.SESSION_ENDED, 'Session ended');
      continue;
    }
    connection.user = user;
    for (const gameId of connection.games.keys()) recheckGame(realtime, gameId);
  }
}

/**
 * Pings every socket; one that has not answered the previous ping is gone (a dropped phone) and is closed. Each ping
 * is a write to the kernel, and each pong a read: 4,000 at once held the event loop for about 300 ms, and every
 * score's delivery behind it (issue 35's bench, docs/decisions/040). So a sweep pings HEARTBEAT_CHUNK sockets at a
 * time, its chunks spread over the first half of the heartbeat (`paced`): 19,600 sockets pinged in one go cost 314 ms
 * of writes within a second, and the pongs of as many phones came back together (docs/decisions/052).
 */
function beat(connections: Set<Connection>, heartbeatMs: number): () => void {
  return paced([...connections], heartbeatMs / 2, beatOne);
}

/**
 * Visits `items` HEARTBEAT_CHUNK at a time, the first chunk at once and the last `spreadMs` later, the others evenly
 * between. Returns what stops the visits still to come.
 */
export function paced<T>(items: readonly T[], spreadMs: number, visit: (item: T) => void): () => void {
  const chunks = Math.ceil(items.length / HEARTBEAT_CHUNK);
  const gapMs = chunks > 1 ? spreadMs / (chunks - 1) : 0;
  let next: NodeJS.Timeout | undefined;
  const visitChunk = (chunk: number): void => {
    for (const item of items.slice(chunk * HEARTBEAT_CHUNK, (chunk + 1) * HEARTBEAT_CHUNK)) visit(item);
    if (chunk + 1 >= chunks) return;
    next = setTimeout(visitChunk, gapMs, chunk + 1);
    next.unref();
  };
  visitChunk(0);
  return () => clearTimeout(next);
}

function beatOne(connection: Connection): void {
  // Closed since the sweep began: detached, nothing to ping.
  if (connection.closed) return;
  if (!connection.alive) {
    connection.log.debug('realtime: no pong since the last ping; socket terminated');
    connection.socket.terminate();
    return;
  }
  connection.alive = false;
  connection.socket.ping();
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
