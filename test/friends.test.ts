import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  friendMessages,
  FriendListSchema,
  FriendRequestSchema,
  FriendRequestsSchema,
  FriendGamesSchema,
  invalidPlayerIdTitle,
  PENDING_FRIEND_REQUESTS_MAX,
} from '../src/contract/friends';
import { FRIEND_REQUEST_RATE } from '../src/server/friends/routes';
import { REALTIME_CLOSE, type UserEvent } from '../src/contract/realtime';
import { friendRequests, friendships, notifications, userPresence } from '../src/server/db/schema';
import { PRESENCE_STALE_MS } from '../src/server/friends/presence';
import { presenceRepository } from '../src/server/friends/presence-repository';
import type { BusMessage } from '../src/server/realtime/bus';
import { describeEachDatabase, type TestContext } from './support/app';
import { addManual, befriend, call, completeGame, createGame, expectRefusal, expectStatus, golfer, joinGame, registered, seedCourse, startGame, type Golfer } from './support/games';
import { busInbox, openSocket, socketUrl } from './support/realtime';
import { signIn } from './support/users';

// Issue 13, friends: every call of the panel (product §A7), every refusal with nothing written, the events each
// change announces, and two requests racing either way.

const dayMs = 24 * 60 * 60 * 1000;

/** How many rows the friends calls could have written: a refusal must leave these as they were. */
async function written(ctx: TestContext) {
  const { db } = ctx.database;
  const [requests] = await db.select({ n: count() }).from(friendRequests);
  const [pairs] = await db.select({ n: count() }).from(friendships);
  const [notices] = await db.select({ n: count() }).from(notifications);
  return { requests: requests?.n, friendships: pairs?.n, notifications: notices?.n };
}

async function requestRows(ctx: TestContext) {
  return ctx.database.db.select().from(friendRequests);
}

const toUser = (userId: string, type: UserEvent['type']) => (message: BusMessage) =>
  message.kind === 'user' && message.userId === userId && message.event.type === type;

function send(ctx: TestContext, from: Golfer, targetUserNumber: unknown) {
  return call(ctx, from.cookie, 'POST', '/api/friends/requests', { targetUserNumber });
}

async function sent(ctx: TestContext, from: Golfer, to: Golfer) {
  const response = await send(ctx, from, to.user.userNumber);
  expectStatus(response, 201);
  return FriendRequestSchema.parse(response.json());
}

describeEachDatabase('friends', (ctx) => {
  it('refuses every call signed out (401) and with lapsed access (402)', async () => {
    const lapsedUser = await registered(ctx, 'Lapsed', { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - dayMs) });
    const lapsed = await signIn(ctx.app, lapsedUser.username);
    const other = await registered(ctx, 'Other');
    const calls = [
      ['GET', '/api/friends'],
      ['GET', '/api/friends/requests'],
      ['GET', '/api/friends/online'],
      ['GET', `/api/friends/${other.id}/games`],
      ['POST', '/api/friends/requests', { targetUserNumber: other.userNumber }],
      ['PATCH', '/api/friends/requests/1/respond', { accept: true }],
      ['DELETE', `/api/friends/${other.id}`],
    ] as const;
    for (const [method, url, body] of calls) {
      expectStatus(await call(ctx, undefined, method, url, body), 401);
      expectStatus(await call(ctx, lapsed, method, url, body), 402);
    }
    expect(await written(ctx)).toEqual({ requests: 0, friendships: 0, notifications: 0 });
  });

  it('sends a request: the addressee is notified and hears of it, and both see it pending', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const bus = busInbox(ctx.bus);
    const request = await sent(ctx, sam, pat);
    expect(request).toMatchObject({ requesterId: sam.user.id, addresseeId: pat.user.id, status: 'pending' });
    await bus.next(toUser(pat.user.id, 'FRIEND_REQUEST_RECEIVED'));
    await bus.next(toUser(pat.user.id, 'NOTIFICATION_CREATED'));
    const [notice] = await ctx.database.db.select().from(notifications);
    expect(notice).toMatchObject({ userId: pat.user.id, type: 'friend_request', message: 'Sam sent you a friend request', metadata: { emoji: '👋' } });

    const patView = FriendRequestsSchema.parse((await call(ctx, pat.cookie, 'GET', '/api/friends/requests')).json());
    expect(patView.sent).toEqual([]);
    expect(patView.incoming).toHaveLength(1);
    expect(patView.incoming[0]?.requester).toEqual({
      id: sam.user.id,
      displayName: 'Sam',
      username: sam.user.username,
      firstName: 'Sam',
      userNumber: sam.user.userNumber,
      avatarUrl: null,
    });
    expect(patView.incoming[0]?.addressee.userNumber).toBe(pat.user.userNumber);
    const samView = FriendRequestsSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/friends/requests')).json());
    expect({ incoming: samView.incoming.length, sent: samView.sent.map((r) => r.id) }).toEqual({ incoming: 0, sent: [request.id] });
  });

  it.each([
    { case: 'text', body: 'abc', status: 400, message: invalidPlayerIdTitle },
    { case: 'a number as text', body: '1001', status: 400, message: invalidPlayerIdTitle },
    { case: 'a fraction', body: 1001.5, status: 400, message: invalidPlayerIdTitle },
    { case: 'nothing', body: undefined, status: 400, message: invalidPlayerIdTitle },
    { case: 'an unknown Player ID', body: 999_999, status: 404, message: friendMessages.unknownPlayer },
  ])('refuses a request to $case, writing nothing', async ({ body, status, message }) => {
    const sam = await golfer(ctx, 'Sam');
    expectRefusal(await send(ctx, sam, body), status, message);
    expect(await written(ctx)).toEqual({ requests: 0, friendships: 0, notifications: 0 });
  });

  it('refuses a request to yourself, to a friend, and a second one pending, writing nothing', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const fran = await golfer(ctx, 'Fran');
    await befriend(ctx, sam.user, fran.user);
    expectRefusal(await send(ctx, sam, sam.user.userNumber), 400, friendMessages.toYourself);
    expectRefusal(await send(ctx, sam, fran.user.userNumber), 409, friendMessages.alreadyFriends);
    expectRefusal(await send(ctx, fran, sam.user.userNumber), 409, friendMessages.alreadyFriends);
    await sent(ctx, sam, pat);
    const before = await written(ctx);
    expectRefusal(await send(ctx, sam, pat.user.userNumber), 409, friendMessages.alreadySent);
    expect(await written(ctx)).toEqual(before);
  });

  it("a request to someone who already asked you accepts theirs", async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const theirs = await sent(ctx, pat, sam);
    const bus = busInbox(ctx.bus);
    const response = await send(ctx, sam, pat.user.userNumber);
    expectStatus(response, 200);
    expect(FriendRequestSchema.parse(response.json())).toMatchObject({ id: theirs.id, status: 'accepted', requesterId: pat.user.id });
    expect((await requestRows(ctx)).map((r) => r.status)).toEqual(['accepted']);
    expect(await written(ctx)).toEqual({ requests: 1, friendships: 1, notifications: 2 });
    await bus.next(toUser(sam.user.id, 'FRIEND_LIST_UPDATED'));
    await bus.next(toUser(pat.user.id, 'FRIEND_LIST_UPDATED'));
    await bus.next(toUser(pat.user.id, 'NOTIFICATION_CREATED'));
  });

  it('accepting makes friends, notifies the requester, and both lists update', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const request = await sent(ctx, sam, pat);
    const bus = busInbox(ctx.bus);
    const response = await call(ctx, pat.cookie, 'PATCH', `/api/friends/requests/${String(request.id)}/respond`, { accept: true });
    expectStatus(response, 200);
    expect(FriendRequestSchema.parse(response.json()).status).toBe('accepted');
    await bus.next(toUser(sam.user.id, 'FRIEND_LIST_UPDATED'));
    await bus.next(toUser(pat.user.id, 'FRIEND_LIST_UPDATED'));
    await bus.next(toUser(sam.user.id, 'NOTIFICATION_CREATED'));
    const samFriends = FriendListSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/friends')).json());
    expect(samFriends).toEqual([{ id: pat.user.id, displayName: 'Pat', username: pat.user.username, firstName: 'Pat', userNumber: pat.user.userNumber, avatarUrl: null }]);
    expect(FriendListSchema.parse((await call(ctx, pat.cookie, 'GET', '/api/friends')).json()).map((f) => f.id)).toEqual([sam.user.id]);
    const accepted = (await ctx.database.db.select().from(notifications)).find((n) => n.type === 'friend_accepted');
    expect(accepted).toMatchObject({ userId: sam.user.id, message: 'Pat accepted your friend request' });
    expect(FriendRequestsSchema.parse((await call(ctx, pat.cookie, 'GET', '/api/friends/requests')).json())).toEqual({ incoming: [], sent: [] });
    expect((await call(ctx, sam.cookie, 'GET', '/api/friends/online')).json()).toEqual({ [pat.user.id]: false });
  });

  it('declining writes no friendship and the request is no longer listed', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const request = await sent(ctx, sam, pat);
    const bus = busInbox(ctx.bus);
    const response = await call(ctx, pat.cookie, 'PATCH', `/api/friends/requests/${String(request.id)}/respond`, { accept: false });
    expectStatus(response, 200);
    expect(FriendRequestSchema.parse(response.json()).status).toBe('declined');
    await bus.next(toUser(sam.user.id, 'FRIEND_LIST_UPDATED'));
    expect(await written(ctx)).toEqual({ requests: 1, friendships: 0, notifications: 1 });
    expect(FriendRequestsSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/friends/requests')).json())).toEqual({ incoming: [], sent: [] });
    // Declined, Sam may ask again.
    await sent(ctx, sam, pat);
  });

  it("refuses answering someone else's request, your own, an answered one, an unknown one and a bad body, writing nothing", async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const stranger = await golfer(ctx, 'Stranger');
    const request = await sent(ctx, sam, pat);
    const url = `/api/friends/requests/${String(request.id)}/respond`;
    const before = await written(ctx);
    expectRefusal(await call(ctx, stranger.cookie, 'PATCH', url, { accept: true }), 404, friendMessages.requestNotFound);
    expectRefusal(await call(ctx, sam.cookie, 'PATCH', url, { accept: true }), 403, friendMessages.notYourRequest);
    expectRefusal(await call(ctx, pat.cookie, 'PATCH', '/api/friends/requests/999999/respond', { accept: true }), 404, friendMessages.requestNotFound);
    expectRefusal(await call(ctx, pat.cookie, 'PATCH', '/api/friends/requests/abc/respond', { accept: true }), 404, friendMessages.requestNotFound);
    expectStatus(await call(ctx, pat.cookie, 'PATCH', url, { accept: 'yes' }), 400);
    expect(await written(ctx)).toEqual(before);
    expect((await requestRows(ctx)).map((r) => r.status)).toEqual(['pending']);
    expectStatus(await call(ctx, pat.cookie, 'PATCH', url, { accept: true }), 200);
    const after = await written(ctx);
    expectRefusal(await call(ctx, pat.cookie, 'PATCH', url, { accept: false }), 409, friendMessages.notPending);
    expect(await written(ctx)).toEqual(after);
  });

  it('removes a friend for both; removing a non-friend is a 404', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const stranger = await registered(ctx, 'Stranger');
    await befriend(ctx, sam.user, pat.user);
    expectRefusal(await call(ctx, sam.cookie, 'DELETE', `/api/friends/${stranger.id}`), 404, friendMessages.friendNotFound);
    expectRefusal(await call(ctx, sam.cookie, 'DELETE', '/api/friends/not-a-user'), 404, friendMessages.friendNotFound);
    expect(await written(ctx)).toEqual({ requests: 0, friendships: 1, notifications: 0 });
    const bus = busInbox(ctx.bus);
    expectStatus(await call(ctx, sam.cookie, 'DELETE', `/api/friends/${pat.user.id}`), 204);
    await bus.next(toUser(sam.user.id, 'FRIEND_LIST_UPDATED'));
    await bus.next(toUser(pat.user.id, 'FRIEND_LIST_UPDATED'));
    expect(await written(ctx)).toEqual({ requests: 0, friendships: 0, notifications: 0 });
    expect((await call(ctx, pat.cookie, 'GET', '/api/friends')).json()).toEqual([]);
    expectRefusal(await call(ctx, pat.cookie, 'DELETE', `/api/friends/${sam.user.id}`), 404, friendMessages.friendNotFound);
  });

  it("lists a friend's waiting and active games the caller may see, and refuses a non-friend's", async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const stranger = await golfer(ctx, 'Stranger');
    await befriend(ctx, sam.user, pat.user);
    const waiting = await createGame(ctx, pat);
    const active = await createGame(ctx, pat, { isPrivate: true });
    await addManual(ctx, pat, active.id, 'Manny');
    await startGame(ctx, pat, active.id);
    const done = await createGame(ctx, pat);
    await addManual(ctx, pat, done.id, 'Manny');
    await startGame(ctx, pat, done.id);
    await completeGame(ctx, pat, done.id);
    // Pat plays in a stranger's private game: Sam is not the stranger's friend, so it is not shown to Sam.
    const hidden = await createGame(ctx, stranger, { isPrivate: true });
    await befriend(ctx, stranger.user, pat.user);
    await joinGame(ctx, pat, hidden.id);
    const response = await call(ctx, sam.cookie, 'GET', `/api/friends/${pat.user.id}/games`);
    expectStatus(response, 200);
    const listed = FriendGamesSchema.parse(response.json());
    expect(listed.map((g) => g.id).sort()).toEqual([waiting.id, active.id].sort());
    expect(listed.find((g) => g.id === active.id)).toMatchObject({ courseName: active.courseName, gameType: active.gameType });
    expectRefusal(await call(ctx, sam.cookie, 'GET', `/api/friends/${stranger.user.id}/games`), 404, friendMessages.friendNotFound);
    expectRefusal(await call(ctx, sam.cookie, 'GET', '/api/friends/nobody/games'), 404, friendMessages.friendNotFound);
  });

  it('two requests racing either way leave one pending request or one friendship, never two', async () => {
    for (let round = 0; round < 5; round += 1) {
      const sam = await golfer(ctx, `Sam${String(round)}`);
      const pat = await golfer(ctx, `Pat${String(round)}`);
      const responses = await Promise.all([send(ctx, sam, pat.user.userNumber), send(ctx, pat, sam.user.userNumber)]);
      // One is sent (201); the other finds it and accepts it (200).
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      const same = await Promise.all([send(ctx, sam, pat.user.userNumber), send(ctx, sam, pat.user.userNumber)]);
      expect(same.map((r) => r.statusCode)).toEqual([409, 409]);
    }
    const rows = await requestRows(ctx);
    expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
    expect(await written(ctx)).toMatchObject({ requests: 5, friendships: 5 });
  });

  it('two identical requests racing write one request', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const responses = await Promise.all(Array.from({ length: 4 }, () => send(ctx, sam, pat.user.userNumber)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await written(ctx)).toEqual({ requests: 1, friendships: 0, notifications: 1 });
  });

  it('accept and a counter-request racing make one friendship', async () => {
    for (let round = 0; round < 5; round += 1) {
      const sam = await golfer(ctx, `Sam${String(round)}`);
      const pat = await golfer(ctx, `Pat${String(round)}`);
      const request = await sent(ctx, sam, pat);
      const responses = await Promise.all([
        call(ctx, pat.cookie, 'PATCH', `/api/friends/requests/${String(request.id)}/respond`, { accept: true }),
        send(ctx, pat, sam.user.userNumber),
      ]);
      const codes = responses.map((r) => r.statusCode);
      // Whichever goes first accepts; the other finds the request answered (409) or the pair friends (409).
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(1);
    }
    expect(await written(ctx)).toMatchObject({ requests: 5, friendships: 5 });
  });

  it('a friend is online while one of their sockets is open; friends hear FRIEND_PRESENCE on each change', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const stranger = await golfer(ctx, 'Stranger');
    await befriend(ctx, sam.user, pat.user);
    const online = async () => (await call(ctx, sam.cookie, 'GET', '/api/friends/online')).json<unknown>();
    expect(await online()).toEqual({ [pat.user.id]: false });

    const bus = busInbox(ctx.bus);
    const presence = (isOnline: boolean) => (message: BusMessage) =>
      message.kind === 'user' && message.userId === sam.user.id && message.event.type === 'FRIEND_PRESENCE' && message.event.userId === pat.user.id && message.event.isOnline === isOnline;
    const url = await socketUrl(ctx.app);
    // The phone signs in on its own, so signing it out ends its socket alone.
    const phoneCookie = await signIn(ctx.app, pat.user.username);
    const phone = await openSocket(url, phoneCookie);
    const phoneClosed = new Promise<number>((resolve) => phone.ws.once('close', resolve));
    await bus.next(presence(true));
    expect(await online()).toEqual({ [pat.user.id]: true });
    const laptop = await openSocket(url, pat.cookie);
    await openSocket(url, stranger.cookie);
    const signOut = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: phoneCookie, 'sec-fetch-site': 'same-origin' } });
    expect(signOut.statusCode).toBe(302);
    // The server lets a socket go before it closes it: one socket is still open, so still online, and no event.
    expect(await phoneClosed).toBe(REALTIME_CLOSE.SESSION_ENDED);
    expect(await online()).toEqual({ [pat.user.id]: true });
    laptop.ws.close();
    await bus.next(presence(false));
    expect(await online()).toEqual({ [pat.user.id]: false });
    const aboutPat = bus.received.filter((m) => m.kind === 'user' && m.event.type === 'FRIEND_PRESENCE');
    expect(aboutPat.map((m) => (m.kind === 'user' ? [m.userId, m.event] : null))).toEqual([
      [sam.user.id, { type: 'FRIEND_PRESENCE', userId: pat.user.id, isOnline: true }],
      [sam.user.id, { type: 'FRIEND_PRESENCE', userId: pat.user.id, isOnline: false }],
    ]);
  });

  it('counts a socket on another live instance, and not a row left by an instance that died', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await registered(ctx, 'Pat');
    const fran = await registered(ctx, 'Fran');
    await befriend(ctx, sam.user, pat);
    await befriend(ctx, sam.user, fran);
    const { db } = ctx.database;
    await db.insert(userPresence).values([
      { instanceId: 'other-live-instance', userId: pat.id },
      { instanceId: 'dead-instance', userId: fran.id, seenAt: new Date(Date.now() - PRESENCE_STALE_MS - 60_000) },
    ]);
    expect((await call(ctx, sam.cookie, 'GET', '/api/friends/online')).json()).toEqual({ [pat.id]: true, [fran.id]: false });
    // The heartbeat's sweep forgets the dead instance's rows and keeps the live one's.
    await presenceRepository(db).sweep(new Date(Date.now() - PRESENCE_STALE_MS), 'this-instance');
    expect((await db.select().from(userPresence)).map((row) => row.instanceId)).toEqual(['other-live-instance']);
  });
  it(`refuses a golfer's friend request number ${FRIEND_REQUEST_RATE.max + 1} in the window with 429, notifying no one, and no one else's (issue 27)`, async () => {
    const sam = await golfer(ctx, 'Sam');
    const olive = await golfer(ctx, 'Olive');
    const targets = [];
    for (let i = 0; i <= FRIEND_REQUEST_RATE.max; i += 1) targets.push(await registered(ctx, `Target ${i}`));
    for (const target of targets.slice(0, FRIEND_REQUEST_RATE.max)) expectStatus(await send(ctx, sam, target.userNumber), 201);
    const before = await written(ctx);
    expect(before).toEqual({ requests: FRIEND_REQUEST_RATE.max, friendships: 0, notifications: FRIEND_REQUEST_RATE.max });
    const last = targets[FRIEND_REQUEST_RATE.max]!;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: { cookie: sam.cookie },
      payload: { targetUserNumber: last.userNumber },
      remoteAddress: '198.51.100.7',
    });
    expectStatus(refused, 429);
    expect(refused.json<{ message: string }>().message).toBe('Too many requests. Please wait 15 minutes and try again.');
    expect(await written(ctx)).toEqual(before);
    expectStatus(await send(ctx, olive, last.userNumber), 201);
  });

  it(`refuses a request while ${PENDING_FRIEND_REQUESTS_MAX} of the sender's wait for an answer (409), writing nothing; answering theirs still works (issue 27)`, async () => {
    const sam = await golfer(ctx, 'Sam');
    const waiting = [];
    for (let i = 0; i < PENDING_FRIEND_REQUESTS_MAX; i += 1) waiting.push(await registered(ctx, `Waiting ${i}`));
    await ctx.database.db.insert(friendRequests).values(waiting.map((user) => ({ requesterId: sam.user.id, addresseeId: user.id })));
    const pat = await golfer(ctx, 'Pat');
    const before = await written(ctx);
    expectRefusal(await send(ctx, sam, pat.user.userNumber), 409, friendMessages.tooManyPending);
    expect(await written(ctx)).toEqual(before);
    expect(friendMessages.tooManyPending).toContain(String(PENDING_FRIEND_REQUESTS_MAX));

    // A request to someone who already asked accepts theirs: it adds nothing pending, so the cap does not stop it.
    const fran = await golfer(ctx, 'Fran');
    await sent(ctx, fran, sam);
    expectStatus(await send(ctx, sam, fran.user.userNumber), 200);

    // Once one is answered there is room again.
    const [first] = await ctx.database.db.select().from(friendRequests).where(eq(friendRequests.addresseeId, waiting[0]!.id));
    const waiter = await signIn(ctx.app, waiting[0]!.username);
    expectStatus(await call(ctx, waiter, 'PATCH', `/api/friends/requests/${String(first!.id)}/respond`, { accept: false }), 200);
    await sent(ctx, sam, pat);
  });
});
