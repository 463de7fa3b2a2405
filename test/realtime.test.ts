import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import type { ClientMessage, GameEvent, UserEvent } from '../src/contract/realtime';
import { createInProcessBus, type RealtimeBus } from '../src/server/realtime/bus';
import { REALTIME_CLOSE } from '../src/contract/realtime';
import type { RealtimeLimits } from '../src/server/realtime/limits';
import { HEARTBEAT_CHUNK, installRealtime, REALTIME_MAX_GAMES_PER_SOCKET } from '../src/server/realtime/socket';
import type { UserRow } from '../src/server/users/repository';

// The /ws socket against a real listening server and real ws clients. The session service and the games service's
// watch rule are faked: this file is about who hears what, not about sessions or private games themselves
// (test/realtime-access.test.ts has those, with the app and a database).

const dayMs = 24 * 60 * 60 * 1000;

/** Just the fields the socket reads; the cast keeps the fakes independent of the users table's other columns. */
function fakeUser(id: string, overrides: Partial<UserRow> = {}): UserRow {
  return {
    id,
    isAdmin: false,
    subscriptionStatus: 'trial',
    trialEndsAt: new Date(Date.now() + 30 * dayMs),
    paymentGracePeriodEndsAt: null,
    mustChangePassword: false,
    ...overrides,
  } as UserRow;
}

const alice = fakeUser('user-alice');
const bob = fakeUser('user-bob');
const lapsed = fakeUser('user-lapsed', { trialEndsAt: new Date(Date.now() - dayMs) });
const mustChange = fakeUser('user-must-change', { mustChangePassword: true });
const sessionsByToken = new Map([
  ['alice-token', alice],
  ['bob-token', bob],
  ['lapsed-token', lapsed],
  ['must-change-token', mustChange],
]);

// Games of the fake rule: 1 and 4 are public, 2 is private to Alice, 3 is closed to everyone; 100+ are public too.
const publicGame = 1;
const alicesGame = 2;
const closedGame = 3;
const otherPublicGame = 4;

function fakeCanWatch(user: UserRow | null, gameId: number): boolean {
  if (gameId === alicesGame) return user?.id === alice.id;
  return gameId !== closedGame;
}

type Check = { viewer: string | null; gameId: number; allowed: boolean };

type Harness = {
  app: FastifyInstance;
  bus: RealtimeBus;
  url: string;
  origin: string;
  /** Every viewer the rules were asked about, in order. */
  checks: Check[];
  /** Every game whose rule was loaded, in order (one load serves many checks while it is kept). */
  loads: number[];
  /** Loads held back until the promise settles, to test what happens while a check runs. */
  holds: Map<number, Promise<void>>;
  /** `${gameId}:${userId}` of viewers a game is closed to from the next load of its rule on (access that ended). */
  closedNow: Set<string>;
  /** Tokens whose sessions have ended: the live lookup no longer finds them. */
  endedTokens: Set<string>;
  /** Warnings and errors the app logged. */
  logged: { level: number; msg: string }[];
  /** What the socket told presence, in order: `+user` when a user's socket opened here, `-user` when it went. */
  presence: string[];
};

type HarnessOptions = { heartbeatMs?: number; limits?: Partial<RealtimeLimits> };

async function startServer(options: HarnessOptions = {}): Promise<Harness> {
  const logged: Harness['logged'] = [];
  const stream = { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) };
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(cookie);
  const bus = createInProcessBus();
  const checks: Check[] = [];
  const loads: number[] = [];
  const holds = new Map<number, Promise<void>>();
  const closedNow = new Set<string>();
  const endedTokens = new Set<string>();
  const presence: string[] = [];
  await installRealtime(app, {
    bus,
    presence: {
      connected: async (userId) => void presence.push(`+${userId}`),
      disconnected: async (userId) => void presence.push(`-${userId}`),
    },
    sessions: {
      userOf: async (token) => sessionsByToken.get(token) ?? null,
      liveUserOf: async (token) => (endedTokens.has(token) ? null : (sessionsByToken.get(token) ?? null)),
    },
    // Every fake game is private to the socket layer, so each viewer is asked of the rule and recorded.
    watchRule: async (gameId) => {
      loads.push(gameId);
      await holds.get(gameId);
      const closedTo = new Set(closedNow);
      return {
        isPublic: false,
        mayWatch: (user) => {
          const allowed = !closedTo.has(`${gameId}:${user?.id ?? ''}`) && fakeCanWatch(user, gameId);
          checks.push({ viewer: user?.id ?? null, gameId, allowed });
          return allowed;
        },
      };
    },
    heartbeatMs: options.heartbeatMs,
    limits: options.limits,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, bus, url: `ws://127.0.0.1:${port}/ws`, origin: `http://127.0.0.1:${port}`, checks, loads, holds, closedNow, endedTokens, logged, presence };
}

/** A test's socket: the events it heard (`received`), apart from the GAME_JOINED answers to its joins (`joins`). */
type Client = { ws: WebSocket; received: unknown[]; joins: unknown[]; closed: Promise<number>; pings: () => number };

const openClients: WebSocket[] = [];

async function connect(harness: Harness, options: ClientOptions & { token?: string } = {}): Promise<Client> {
  const { token, ...wsOptions } = options;
  const headers = token ? { cookie: `dormie_sid=${token}` } : undefined;
  const ws = new WebSocket(harness.url, { headers, ...wsOptions });
  openClients.push(ws);
  const received: unknown[] = [];
  const joins: unknown[] = [];
  let pings = 0;
  ws.on('message', (data) => {
    const message = JSON.parse((data as Buffer).toString('utf8')) as { type?: unknown };
    (message.type === 'GAME_JOINED' ? joins : received).push(message);
  });
  ws.on('ping', () => (pings += 1));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await within(
    new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    }),
  );
  return { ws, received, joins, closed, pings: () => pings };
}

/** The promise's value, or a failure after `ms`: a missing event fails its test quickly, not at the suite timeout. */
function within<T>(promise: Promise<T>, ms = 2_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing happened within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The HTTP status the server answers an upgrade with: 101 when it accepts it. */
function refusedStatus(harness: Harness, options: ClientOptions): Promise<number> {
  const ws = new WebSocket(harness.url, options);
  const status = new Promise<number>((resolve) => {
    ws.on('error', () => undefined);
    ws.on('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    ws.on('open', () => {
      resolve(101);
      ws.terminate();
    });
  });
  return within(status);
}

const send = (client: Client, message: ClientMessage | string) => client.ws.send(typeof message === 'string' ? message : JSON.stringify(message));

/**
 * Sends JOIN_GAME and waits until the server has asked the watch rule. The fake answers at once, so by the time a
 * later timer tick sees the check, the join (or refusal) it led to has been applied too.
 */
async function join(harness: Harness, client: Client, gameId: number): Promise<void> {
  const before = harness.checks.length;
  send(client, { type: 'JOIN_GAME', gameId });
  await vi.waitFor(() => expect(harness.checks.length).toBeGreaterThan(before), { timeout: 2_000, interval: 5 });
}

async function receivedAtLeast(client: Client, count: number): Promise<void> {
  await vi.waitFor(() => expect(client.received.length).toBeGreaterThanOrEqual(count), { timeout: 2_000, interval: 5 });
}

/**
 * Resolves once the server has answered a ping on this socket. Frames on one socket arrive in the order they were
 * sent, so every event the server had sent it by then has arrived: what is not in `received` was not sent.
 */
async function roundTrip(client: Client): Promise<void> {
  const pong = new Promise<void>((resolve) => client.ws.once('pong', () => resolve()));
  client.ws.ping();
  await within(pong);
}

function scoreUpdate(gameId: number, version: number): GameEvent {
  return {
    type: 'SCORE_UPDATE',
    gameId,
    version,
    score: { gameId, userId: alice.id, holeNumber: 3, strokes: 5, par: 4, handicapStrokes: 1, netStrokes: 4, dispute: null },
  };
}

const publishGame = (harness: Harness, event: GameEvent) => harness.bus.publish({ kind: 'game', gameId: event.gameId, event });
const publishUser = (harness: Harness, userId: string, event: UserEvent) => harness.bus.publish({ kind: 'user', userId, event });

describe('realtime socket /ws', () => {
  let harness: Harness;

  beforeEach(async () => {
    harness = await startServer();
  });

  afterEach(async () => {
    for (const ws of openClients.splice(0)) ws.terminate();
    await harness.app.close();
    await harness.bus.close();
  });

  it('lets a guest watch a public game: its SCORE_UPDATE arrives, nothing from games not joined or refused', async () => {
    const guest = await connect(harness);
    await join(harness, guest, publicGame);
    await join(harness, guest, alicesGame);
    await join(harness, guest, closedGame);
    expect(harness.checks).toEqual([
      { viewer: null, gameId: publicGame, allowed: true },
      { viewer: null, gameId: alicesGame, allowed: false },
      { viewer: null, gameId: closedGame, allowed: false },
    ]);

    await publishGame(harness, scoreUpdate(alicesGame, 7));
    await publishGame(harness, scoreUpdate(closedGame, 8));
    await publishGame(harness, scoreUpdate(otherPublicGame, 9));
    await publishGame(harness, scoreUpdate(publicGame, 10));
    await receivedAtLeast(guest, 1);
    await roundTrip(guest);
    expect(guest.received).toEqual([scoreUpdate(publicGame, 10)]);
  });

  it('answers a join with GAME_JOINED and the version of the last event heard of the game; a refused join gets none', async () => {
    // Nothing heard of game 100 yet: nothing can have been missed.
    const early = await connect(harness);
    await join(harness, early, 100);
    await vi.waitFor(() => expect(early.joins).toEqual([{ type: 'GAME_JOINED', gameId: 100, version: null }]), { timeout: 2_000, interval: 5 });

    // Versions 4 and 5 go out before the next phone joins (its read may predate them): its answer says 5.
    await publishGame(harness, scoreUpdate(100, 4));
    await publishGame(harness, scoreUpdate(100, 5));
    await receivedAtLeast(early, 2);
    const late = await connect(harness);
    await join(harness, late, 100);
    await join(harness, late, closedGame);
    await roundTrip(late);
    expect(late.joins).toEqual([{ type: 'GAME_JOINED', gameId: 100, version: 5 }]);
    expect(late.received).toEqual([]);
  });

  it('lets a signed-in user watch the private game the rule allows them', async () => {
    const owner = await connect(harness, { token: 'alice-token' });
    await join(harness, owner, alicesGame);
    expect(harness.checks).toEqual([{ viewer: alice.id, gameId: alicesGame, allowed: true }]);
    await publishGame(harness, scoreUpdate(alicesGame, 3));
    await receivedAtLeast(owner, 1);
    expect(owner.received).toEqual([scoreUpdate(alicesGame, 3)]);
  });

  it('treats a user whose access lapsed as a guest when joining, and still sends them their own events', async () => {
    const client = await connect(harness, { token: 'lapsed-token' });
    await join(harness, client, publicGame);
    expect(harness.checks).toEqual([{ viewer: null, gameId: publicGame, allowed: true }]);
    await publishUser(harness, lapsed.id, { type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: 'active' });
    await receivedAtLeast(client, 1);
    expect(client.received).toEqual([{ type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: 'active' }]);
  });

  it('treats a user who must change a temporary password as a guest: no events of their own, games as a guest', async () => {
    const client = await connect(harness, { token: 'must-change-token' });
    await join(harness, client, publicGame);
    expect(harness.checks).toEqual([{ viewer: null, gameId: publicGame, allowed: true }]);
    await publishUser(harness, mustChange.id, { type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: 'active' });
    await publishGame(harness, scoreUpdate(publicGame, 5));
    // The game's event arrives after the user event was delivered or dropped: the bus keeps their order.
    await receivedAtLeast(client, 1);
    expect(client.received).toEqual([scoreUpdate(publicGame, 5)]);
    expect(harness.presence, 'not online as themselves either').toEqual([]);
  });

  it('treats an unknown session token as a guest', async () => {
    const client = await connect(harness, { token: 'no-such-session' });
    await join(harness, client, alicesGame);
    expect(harness.checks).toEqual([{ viewer: null, gameId: alicesGame, allowed: false }]);
  });

  it('stops a game’s events after LEAVE_GAME', async () => {
    const guest = await connect(harness);
    await join(harness, guest, publicGame);
    await publishGame(harness, scoreUpdate(publicGame, 1));
    await receivedAtLeast(guest, 1);

    send(guest, { type: 'LEAVE_GAME', gameId: publicGame });
    // The server reads a socket's frames in order: by its pong, it has left the game.
    await roundTrip(guest);
    await publishGame(harness, scoreUpdate(publicGame, 2));
    await roundTrip(guest);
    expect(guest.received).toEqual([scoreUpdate(publicGame, 1)]);
  });

  it('drops a JOIN_GAME answer that arrives after LEAVE_GAME for that game', async () => {
    let release = () => {};
    harness.holds.set(publicGame, new Promise((resolve) => (release = resolve)));
    const guest = await connect(harness);
    send(guest, { type: 'JOIN_GAME', gameId: publicGame });
    await vi.waitFor(() => expect(harness.loads).toContain(publicGame), { timeout: 2_000, interval: 5 });
    send(guest, { type: 'LEAVE_GAME', gameId: publicGame });
    // Handled in order: once this join is checked, the LEAVE_GAME before it was handled too.
    await join(harness, guest, otherPublicGame);
    release();
    await new Promise((resolve) => setImmediate(resolve));

    await publishGame(harness, scoreUpdate(publicGame, 1));
    await publishGame(harness, scoreUpdate(otherPublicGame, 1));
    await receivedAtLeast(guest, 1);
    await roundTrip(guest);
    expect(guest.received).toEqual([scoreUpdate(otherPublicGame, 1)]);
  });

  it('sends a user’s events to every socket of that user and to no one else', async () => {
    const aliceTab1 = await connect(harness, { token: 'alice-token' });
    const aliceTab2 = await connect(harness, { token: 'alice-token' });
    const bobTab = await connect(harness, { token: 'bob-token' });
    const guest = await connect(harness);
    const event: UserEvent = { type: 'GAME_ADDED_TO', gameId: 42, gameName: 'Sunday fourball' };

    await publishUser(harness, alice.id, event);
    await receivedAtLeast(aliceTab1, 1);
    await receivedAtLeast(aliceTab2, 1);
    for (const client of [aliceTab1, aliceTab2, bobTab, guest]) await roundTrip(client);
    expect(aliceTab1.received).toEqual([event]);
    expect(aliceTab2.received).toEqual([event]);
    expect(bobTab.received).toEqual([]);
    expect(guest.received).toEqual([]);
  });

  it('ignores IDENTIFY with another user’s id: their events never reach the socket', async () => {
    const bobTab = await connect(harness, { token: 'bob-token' });
    const guest = await connect(harness);
    send(bobTab, { type: 'IDENTIFY', userId: alice.id });
    send(guest, { type: 'IDENTIFY', userId: alice.id });
    // Messages are handled in order, so once these joins are checked the IDENTIFYs before them were handled too.
    await join(harness, bobTab, publicGame);
    await join(harness, guest, publicGame);

    await publishUser(harness, alice.id, { type: 'FRIEND_LIST_UPDATED' });
    await publishUser(harness, bob.id, { type: 'FRIEND_REQUEST_RECEIVED' });
    await receivedAtLeast(bobTab, 1);
    await roundTrip(bobTab);
    await roundTrip(guest);
    expect(bobTab.received).toEqual([{ type: 'FRIEND_REQUEST_RECEIVED' }]);
    expect(guest.received).toEqual([]);
  });

  it('ignores messages that do not parse and keeps the socket working', async () => {
    const guest = await connect(harness);
    send(guest, 'not json');
    send(guest, JSON.stringify({ type: 'JOIN_GAME', gameId: 'one' }));
    send(guest, JSON.stringify({ type: 'SUBSCRIBE_ALL' }));
    guest.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await join(harness, guest, publicGame);
    expect(harness.checks).toHaveLength(1);

    await publishGame(harness, scoreUpdate(publicGame, 5));
    await receivedAtLeast(guest, 1);
    expect(guest.received).toEqual([scoreUpdate(publicGame, 5)]);
    expect(guest.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that sends a message over the size limit', async () => {
    const guest = await connect(harness);
    send(guest, JSON.stringify({ type: 'IDENTIFY', userId: 'x'.repeat(5_000) }));
    expect(await within(guest.closed)).toBe(1009);
  });

  it(`lets one socket watch at most ${REALTIME_MAX_GAMES_PER_SOCKET} games`, async () => {
    const guest = await connect(harness);
    for (let gameId = 100; gameId < 100 + REALTIME_MAX_GAMES_PER_SOCKET; gameId += 1) await join(harness, guest, gameId);
    const overLimit = 100 + REALTIME_MAX_GAMES_PER_SOCKET;
    send(guest, { type: 'JOIN_GAME', gameId: overLimit });
    send(guest, { type: 'LEAVE_GAME', gameId: 100 });
    await join(harness, guest, publicGame);

    expect(harness.checks.map((check) => check.gameId)).not.toContain(overLimit);
    await publishGame(harness, scoreUpdate(overLimit, 1));
    await publishGame(harness, scoreUpdate(publicGame, 1));
    await receivedAtLeast(guest, 1);
    expect(guest.received).toEqual([scoreUpdate(publicGame, 1)]);
  });

  it('refuses an upgrade whose Origin is another site, and accepts its own origin and none', async () => {
    expect(await refusedStatus(harness, { origin: 'https://evil.example', headers: { cookie: 'dormie_sid=alice-token' } })).toBe(403);
    expect(await refusedStatus(harness, { origin: 'null' })).toBe(403);
    expect(await refusedStatus(harness, { headers: { 'sec-fetch-site': 'cross-site' } })).toBe(403);

    const sameOrigin = await connect(harness, { origin: harness.origin, token: 'alice-token' });
    expect(sameOrigin.ws.readyState).toBe(WebSocket.OPEN);
    await publishUser(harness, alice.id, { type: 'NOTIFICATION_CREATED' });
    await receivedAtLeast(sameOrigin, 1);
    expect(sameOrigin.received).toEqual([{ type: 'NOTIFICATION_CREATED' }]);
  });

  it('answers a plain GET without an upgrade with 426', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/ws' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ message: 'This address takes WebSocket connections only' });
  });

  it('forgets every socket, game and user when sockets close', async () => {
    // Room for two sockets from this address and one per user: a socket not forgotten keeps a later one out.
    await harness.app.close();
    await harness.bus.close();
    harness = await startServer({ heartbeatMs: 20, limits: { socketsPerAddress: 2, socketsPerUser: 1 } });
    const aliceTab = await connect(harness, { token: 'alice-token' });
    const bobTab = await connect(harness, { token: 'bob-token' });
    await join(harness, aliceTab, alicesGame);
    await join(harness, bobTab, publicGame);
    const loadsOf = (gameId: number) => harness.loads.filter((loaded) => loaded === gameId).length;
    const aliceLoads = loadsOf(alicesGame);

    aliceTab.ws.close();
    bobTab.ws.close();
    // The server lets a socket go all at once, and tells presence last.
    await vi.waitFor(() => expect(harness.presence).toEqual(expect.arrayContaining([`-${alice.id}`, `-${bob.id}`])), { timeout: 2_000, interval: 5 });
    const again = await connect(harness, { token: 'alice-token' });
    const bobAgain = await connect(harness, { token: 'bob-token' });
    // A ping comes from a heartbeat after the closes, which drops the rules of games nobody watches here any more.
    await vi.waitFor(() => expect(again.pings()).toBeGreaterThanOrEqual(1), { timeout: 2_000, interval: 5 });
    await join(harness, again, alicesGame);
    expect(loadsOf(alicesGame), 'the game was let go with its last socket: its rule is loaded again').toBe(aliceLoads + 1);
    await publishGame(harness, scoreUpdate(alicesGame, 1));
    await publishUser(harness, bob.id, { type: 'NOTIFICATION_CREATED' });
    await receivedAtLeast(again, 1);
    await receivedAtLeast(bobAgain, 1);
    expect([again.received, bobAgain.received]).toEqual([[scoreUpdate(alicesGame, 1)], [{ type: 'NOTIFICATION_CREATED' }]]);
  });

  it('closes its sockets with 1001 when the app closes', async () => {
    const guest = await connect(harness);
    const owner = await connect(harness, { token: 'alice-token' });
    await harness.app.close();
    expect(await within(guest.closed)).toBe(1001);
    expect(await within(owner.closed)).toBe(1001);
  });
});

describe('realtime heartbeat', () => {
  let harness: Harness;

  beforeEach(async () => {
    harness = await startServer({ heartbeatMs: 100 });
  });

  afterEach(async () => {
    for (const ws of openClients.splice(0)) ws.terminate();
    await harness.app.close();
    await harness.bus.close();
  });

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const answering = await connect(harness);
    const silent = await connect(harness, { autoPong: false, token: 'alice-token' });
    // Terminated without a close frame: the client sees an abnormal closure.
    expect(await within(silent.closed)).toBe(1006);
    await vi.waitFor(() => expect(answering.pings()).toBeGreaterThanOrEqual(3), { timeout: 2_000, interval: 5 });
    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    // The server let the silent socket go: its user is no longer online by it.
    await vi.waitFor(() => expect(harness.presence).toEqual([`+${alice.id}`, `-${alice.id}`]), { timeout: 2_000, interval: 5 });
  });

  it('sweeps more sockets than it pings in one go: every one is pinged, and a silent one past the first go is terminated', async () => {
    await harness.app.close();
    await harness.bus.close();
    harness = await startServer({ heartbeatMs: 100, limits: { socketsPerAddress: HEARTBEAT_CHUNK * 2 } });
    const answering = await Promise.all(Array.from({ length: HEARTBEAT_CHUNK + 5 }, () => connect(harness)));
    const silent = await connect(harness, { autoPong: false, token: 'alice-token' });
    expect(await within(silent.closed)).toBe(1006);
    await vi.waitFor(() => expect(Math.min(...answering.map((client) => client.pings()))).toBeGreaterThanOrEqual(2), { timeout: 2_000, interval: 5 });
    expect(answering.every((client) => client.ws.readyState === WebSocket.OPEN)).toBe(true);
  });
});

describe('realtime limits (issue 27)', () => {
  let harness: Harness | undefined;

  afterEach(async () => {
    for (const ws of openClients.splice(0)) ws.terminate();
    await harness?.app.close();
    await harness?.bus.close();
    harness = undefined;
  });

  it('closes sockets over the per-address cap with TRY_AGAIN_LATER, logs it once, and admits again once one closes', async () => {
    harness = await startServer({ limits: { socketsPerAddress: 3 } });
    const held = [await connect(harness, { token: 'alice-token' }), await connect(harness), await connect(harness)];
    const refused = [await connect(harness), await connect(harness, { token: 'bob-token' })];
    for (const client of refused) expect(await within(client.closed)).toBe(REALTIME_CLOSE.TRY_AGAIN_LATER);
    // The held ones still answer: a refused socket would have had its close before its pong.
    for (const client of held) await roundTrip(client);
    expect(held.map((client) => client.ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
    expect(harness.logged.filter((line) => line.msg.includes('per-address cap'))).toHaveLength(1);

    held[0]!.ws.close();
    // The server lets a socket go all at once, its place under the cap included, and tells presence last.
    await vi.waitFor(() => expect(harness!.presence).toEqual([`+${alice.id}`, `-${alice.id}`]), { timeout: 2_000, interval: 5 });
    const again = await connect(harness);
    await join(harness, again, publicGame);
    expect(again.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a user’s sockets over the per-user cap, leaving other users and guests their own', async () => {
    harness = await startServer({ limits: { socketsPerUser: 2 } });
    const aliceTabs = [await connect(harness, { token: 'alice-token' }), await connect(harness, { token: 'alice-token' })];
    const third = await connect(harness, { token: 'alice-token' });
    expect(await within(third.closed)).toBe(REALTIME_CLOSE.TRY_AGAIN_LATER);
    const bobTab = await connect(harness, { token: 'bob-token' });
    const guest = await connect(harness);
    const kept = [...aliceTabs, bobTab, guest];
    // Each kept socket still answers: a refused one would have had its close before its pong.
    for (const client of kept) await roundTrip(client);
    expect(kept.map((client) => client.ws.readyState)).toEqual(kept.map(() => WebSocket.OPEN));
    expect(harness.presence, 'the refused socket never counted as Alice online').toEqual([`+${alice.id}`, `+${alice.id}`, `+${bob.id}`]);
  });

  it('budgets JOIN_GAME per address over all its sockets: over it, the socket is closed with TRY_AGAIN_LATER', async () => {
    harness = await startServer({ limits: { joinsPerAddress: { count: 3, windowMs: 60_000 } } });
    const first = await connect(harness);
    const second = await connect(harness);
    await join(harness, first, 100);
    await join(harness, first, 101);
    await join(harness, second, 102);
    send(second, { type: 'JOIN_GAME', gameId: 103 });
    expect(await within(second.closed)).toBe(REALTIME_CLOSE.TRY_AGAIN_LATER);
    expect(harness.loads).toEqual([100, 101, 102]);
    expect(first.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('asks the database once for many sockets joining one game, and refuses joins while too many checks wait', async () => {
    harness = await startServer({ limits: { watchChecks: { concurrent: 1, waiting: 1 } } });
    const guests = await Promise.all([1, 2, 3, 4, 5].map(() => connect(harness!)));
    for (const guest of guests) send(guest, { type: 'JOIN_GAME', gameId: publicGame });
    await vi.waitFor(() => expect(harness!.checks).toHaveLength(5), { timeout: 2_000, interval: 5 });
    expect(harness.loads).toEqual([publicGame]);

    // One load runs (held), one waits, and a third game's check is one too many.
    const releases: (() => void)[] = [];
    for (const gameId of [200, 201]) harness.holds.set(gameId, new Promise((resolve) => releases.push(() => resolve())));
    const [a, b, c] = guests;
    send(a!, { type: 'JOIN_GAME', gameId: 200 });
    await vi.waitFor(() => expect(harness!.loads).toContain(200), { timeout: 2_000, interval: 5 });
    send(b!, { type: 'JOIN_GAME', gameId: 201 });
    send(c!, { type: 'JOIN_GAME', gameId: 202 });
    expect(await within(c!.closed)).toBe(REALTIME_CLOSE.TRY_AGAIN_LATER);
    for (const release of releases) release();
    await vi.waitFor(() => expect(harness!.loads).toEqual([publicGame, 200, 201]), { timeout: 2_000, interval: 5 });
  });

  it('drops a socket from a private game when the game’s players change and it may no longer see it', async () => {
    harness = await startServer();
    const owner = await connect(harness, { token: 'alice-token' });
    const removed = await connect(harness, { token: 'bob-token' });
    // Bob may watch game 100 (a public game of the fake rule) until it closes to him.
    await join(harness, owner, 100);
    await join(harness, removed, 100);
    await publishGame(harness, scoreUpdate(100, 1));
    await receivedAtLeast(removed, 1);

    harness.closedNow.add(`100:${bob.id}`);
    const removal: GameEvent = { type: 'PLAYER_REMOVED', gameId: 100, version: 2, playerId: bob.id };
    await publishGame(harness, removal);
    await publishGame(harness, scoreUpdate(100, 3));
    await receivedAtLeast(owner, 3);
    // The owner heard the last event in the same step that would have sent it to the removed player's socket.
    await roundTrip(removed);
    // The removal itself is the last thing the removed player hears of the game.
    expect(removed.received).toEqual([scoreUpdate(100, 1), removal]);
    expect(owner.received).toEqual([scoreUpdate(100, 1), removal, scoreUpdate(100, 3)]);
    expect(harness.loads).toEqual([100, 100]);
  });

  it('checks a private game again at its events: a socket whose access ended hears nothing more', async () => {
    harness = await startServer();
    const friend = await connect(harness, { token: 'bob-token' });
    const owner = await connect(harness, { token: 'alice-token' });
    await join(harness, friend, 100);
    await join(harness, owner, 100);
    // The friendship ended: the rule forgets the game when the user hears their friend list changed.
    harness.closedNow.add(`100:${bob.id}`);
    await publishUser(harness, bob.id, { type: 'FRIEND_LIST_UPDATED' });
    await publishGame(harness, scoreUpdate(100, 2));
    // The owner may still watch: once the event reached them, it was sent to every socket it was going to.
    await receivedAtLeast(owner, 1);
    await roundTrip(friend);
    expect(friend.received).toEqual([{ type: 'FRIEND_LIST_UPDATED' }]);
    expect(owner.received).toEqual([scoreUpdate(100, 2)]);
  });

  it('closes the sockets of a session that ended with SESSION_ENDED, and keeps the user’s other sessions', async () => {
    sessionsByToken.set('alice-other-token', alice);
    harness = await startServer();
    const endedTab = await connect(harness, { token: 'alice-token' });
    const otherTab = await connect(harness, { token: 'alice-other-token' });
    await join(harness, endedTab, alicesGame);
    harness.endedTokens.add('alice-token');
    await harness.bus.publish({ kind: 'sessions', userId: alice.id });
    expect(await within(endedTab.closed)).toBe(REALTIME_CLOSE.SESSION_ENDED);
    await publishGame(harness, scoreUpdate(alicesGame, 1));
    await publishUser(harness, alice.id, { type: 'NOTIFICATION_CREATED' });
    await receivedAtLeast(otherTab, 1);
    expect(otherTab.received).toEqual([{ type: 'NOTIFICATION_CREATED' }]);
    expect(endedTab.received).toEqual([]);
    expect(harness.presence, 'the ended socket was let go; the other still counts').toEqual([`+${alice.id}`, `+${alice.id}`, `-${alice.id}`]);
    sessionsByToken.delete('alice-other-token');
  });

  it('accepts IDENTIFY, which the spec’s client sends, and does nothing with it: no log line, the socket still serves', async () => {
    harness = await startServer();
    const bobTab = await connect(harness, { token: 'bob-token' });
    for (let i = 0; i < 20; i += 1) send(bobTab, { type: 'IDENTIFY', userId: alice.id });
    send(bobTab, { type: 'IDENTIFY', userId: bob.id });
    await join(harness, bobTab, publicGame);
    expect(harness.logged.filter((line) => line.msg.includes('IDENTIFY'))).toEqual([]);
  });
});
