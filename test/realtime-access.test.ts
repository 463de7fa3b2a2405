import { once } from 'node:events';
import net from 'node:net';
import { expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_CLOSE, type ServerMessage } from '../src/contract/realtime';
import { defaultHttpTimeouts } from '../src/server/http/timeouts';
import { defaultRealtimeLimits } from '../src/server/realtime/limits';
import { describeEachDatabase, type TestContext } from './support/app';
import { addById, befriend, call, changeDrinks, createGame, expectStatus, golfer, seedCourse, type Golfer } from './support/games';
import { aboutGame, openSocket, socketUrl, untilAllHear, type TestSocket } from './support/realtime';
import { createAdmin, defaultPassword, signIn } from './support/users';

// Issue 27: a socket hears a game only while its golfer may see the game, and a session's sockets end with it; one
// address cannot hold the server's sockets; a connection that trickles its request is closed. The app and database
// are real; the caps are the defaults.

const drink = async (ctx: TestContext, by: Golfer, gameId: number) => expectStatus(await changeDrinks(ctx, by.cookie, gameId, by.user.id, 1), 200);

/**
 * Resolves once everything the server sent the socket before now has arrived: the server answers a ping after the
 * frames it sent before it, on the one ordered stream.
 */
async function caughtUp(socket: TestSocket): Promise<void> {
  const pong = once(socket.ws, 'pong');
  socket.ws.ping();
  await pong;
}

const heardOf = (socket: TestSocket, gameId: number, from = 0): ServerMessage[] => socket.inbox.received.slice(from).filter(aboutGame(gameId));

/** The close code the socket ends with. */
async function closeCode(socket: TestSocket): Promise<number> {
  if (socket.ws.readyState === WebSocket.CLOSED) throw new Error('the socket had closed before the test listened');
  const [code] = (await once(socket.ws, 'close')) as [number];
  return code;
}

async function privateGameOfSam(ctx: TestContext) {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  return { sam, game: await createGame(ctx, sam, { isPrivate: true, drinksOn: true }) };
}

describeEachDatabase('realtime: access that ends (issue 27)', (ctx) => {
  it('stops sending a private game to a friend of its creator once the friendship ends', async () => {
    const url = await socketUrl(ctx.app);
    const { sam, game } = await privateGameOfSam(ctx);
    const fran = await golfer(ctx, 'Fran');
    await befriend(ctx, sam.user, fran.user);
    const creator = await openSocket(url, sam.cookie);
    const friend = await openSocket(url, fran.cookie);
    for (const socket of [creator, friend]) socket.send({ type: 'JOIN_GAME', gameId: game.id });
    await untilAllHear([creator, friend], game.id, () => drink(ctx, sam, game.id));

    expectStatus(await call(ctx, sam.cookie, 'DELETE', `/api/friends/${fran.user.id}`), 204);
    await friend.inbox.next((message) => message.type === 'FRIEND_LIST_UPDATED');
    const from = friend.inbox.received.length;
    await untilAllHear([creator], game.id, () => drink(ctx, sam, game.id), 1);
    await untilAllHear([creator], game.id, () => drink(ctx, sam, game.id), 1);
    await caughtUp(friend);
    expect(heardOf(friend, game.id, from)).toEqual([]);
  });

  it('stops sending a private game to a player removed from it, and closes their socket when they sign out', async () => {
    const url = await socketUrl(ctx.app);
    const { sam, game } = await privateGameOfSam(ctx);
    const bob = await golfer(ctx, 'Bob');
    const creator = await openSocket(url, sam.cookie);
    const player = await openSocket(url, bob.cookie);
    await addById(ctx, sam, game.id, bob.user);
    await player.inbox.next((message) => message.type === 'GAME_ADDED_TO');
    for (const socket of [creator, player]) socket.send({ type: 'JOIN_GAME', gameId: game.id });
    await untilAllHear([creator, player], game.id, () => drink(ctx, sam, game.id));

    expectStatus(await call(ctx, sam.cookie, 'DELETE', `/api/games/${String(game.id)}/players/${bob.user.id}`), 204);
    // The removal reaches both phones, Bob's last event of the game, after the DELETE has answered (through the bus):
    // wait for it, so a drink heard next is one sent after it.
    const removal = (message: ServerMessage) => message.type === 'PLAYER_REMOVED' && message.gameId === game.id;
    await Promise.all([creator, player].map((socket) => socket.inbox.next(removal)));
    const from = player.inbox.received.length;
    await untilAllHear([creator], game.id, () => drink(ctx, sam, game.id), 1);
    await caughtUp(player);
    expect(heardOf(player, game.id, from)).toEqual([]);

    const closed = closeCode(player);
    const signOut = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: bob.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(signOut.statusCode).toBe(302);
    expect(await closed).toBe(REALTIME_CLOSE.SESSION_ENDED);
  });

  it('closes the sockets of the other sessions when a golfer changes their password, and keeps the one that changed it', async () => {
    const url = await socketUrl(ctx.app);
    const bob = await golfer(ctx, 'Bob');
    const otherCookie = await signIn(ctx.app, bob.user.username);
    const here = await openSocket(url, bob.cookie);
    const elsewhere = await openSocket(url, otherCookie);
    const closed = closeCode(elsewhere);
    const body = { currentPassword: defaultPassword, newPassword: 'Eagle-Putt-2026!', confirmPassword: 'Eagle-Putt-2026!' };
    expectStatus(await call(ctx, bob.cookie, 'PATCH', '/api/user/password', body), 200);
    expect(await closed).toBe(REALTIME_CLOSE.SESSION_ENDED);
    await caughtUp(here);
    expect(here.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a golfer’s sockets when an admin deletes their account', async () => {
    const url = await socketUrl(ctx.app);
    const admin = await createAdmin(ctx.database.db, { username: 'realtimeadmin' });
    const adminCookie = await signIn(ctx.app, admin.username);
    const bob = await golfer(ctx, 'Bob');
    const socket = await openSocket(url, bob.cookie);
    const closed = closeCode(socket);
    expectStatus(await call(ctx, adminCookie, 'DELETE', `/api/admin/users/${bob.user.id}`), 200);
    expect(await closed).toBe(REALTIME_CLOSE.SESSION_ENDED);
  });
});

describeEachDatabase('realtime: one address cannot hold the server’s sockets (issue 27)', (ctx) => {
  it(`closes every socket from one address past ${String(defaultRealtimeLimits.socketsPerAddress)} with TRY_AGAIN_LATER, and health still answers`, async () => {
    const url = await socketUrl(ctx.app);
    const attempts = 3 * defaultRealtimeLimits.socketsPerAddress;
    const closes: number[] = [];
    const sockets = await Promise.all(
      Array.from({ length: attempts }, async () => {
        const ws = new WebSocket(url);
        ws.on('close', (code: number) => closes.push(code));
        // Accepted or refused, each is opened first: a refused one is closed once open.
        await new Promise((resolve, reject) => {
          ws.once('open', resolve);
          ws.once('error', reject);
        });
        return ws;
      }),
    );
    const health = await fetch(url.replace('ws://', 'http://').replace('/ws', '/api/health'));
    expect(health.status).toBe(200);
    const cap = defaultRealtimeLimits.socketsPerAddress;
    await vi.waitFor(() => expect(closes).toHaveLength(attempts - cap), { timeout: 10_000, interval: 20 });
    expect(new Set(closes)).toEqual(new Set([REALTIME_CLOSE.TRY_AGAIN_LATER]));
    // The rest are held: each answers a ping, which a refused socket would not, its close having come first.
    const held = sockets.filter((ws) => ws.readyState === WebSocket.OPEN);
    expect(held).toHaveLength(cap);
    await Promise.all(held.map((ws) => new Promise((resolve) => (ws.once('pong', resolve), ws.ping()))));
    expect(closes).toHaveLength(attempts - cap);
    for (const ws of sockets) ws.terminate();
  });
});

/** Sends `head` and then one byte at a time, every `everyMs`, until the server closes the connection; resolves then. */
async function trickle(port: number, head: string, everyMs: number): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(head);
  const timer = setInterval(() => socket.write('a'), everyMs);
  socket.on('error', () => undefined);
  socket.resume();
  await once(socket, 'close');
  clearInterval(timer);
}

describeEachDatabase(
  'http: a connection that trickles its request is closed (issue 27)',
  (ctx) => {
    it('closes connections trickling their headers or their body', async () => {
      await socketUrl(ctx.app);
      const { port } = ctx.app.server.address() as net.AddressInfo;
      await Promise.all([
        trickle(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 200),
        trickle(port, 'POST /api/login/local HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{', 200),
      ]);
      // Every connection above was closed by the server, or the test would run until its timeout.
      const health = await fetch(`http://127.0.0.1:${String(port)}/api/health`);
      expect(health.status).toBe(200);
    });
  },
  { httpTimeouts: { headersMs: 800, requestMs: 1_200, keepAliveMs: 1_000, checkEveryMs: 200 } },
);

describeEachDatabase('http: the server’s default request times (issue 27)', (ctx) => {
  it('creates the HTTP server with the request, headers and keep-alive times', () => {
    expect(ctx.app.server.requestTimeout).toBe(defaultHttpTimeouts.requestMs);
    expect(ctx.app.server.headersTimeout).toBe(defaultHttpTimeouts.headersMs);
    expect(ctx.app.server.keepAliveTimeout).toBe(defaultHttpTimeouts.keepAliveMs);
  });
});
