import { expect, it } from 'vitest';
import { NotificationCountSchema, NotificationListSchema, notificationMessages, NotificationSchema, NOTIFICATIONS_LIST_LIMIT } from '../src/contract/notifications';
import { notifications } from '../src/server/db/schema';
import type { NewNotification } from '../src/server/notifications/repository';
import { describeEachDatabase, type TestContext } from './support/app';
import { addById, addManual, call, completeGame, createGame, expectRefusal, expectStatus, golfer, joinGame, registered, seedCourse, startGame } from './support/games';
import { busInbox } from './support/realtime';
import { signIn } from './support/users';

// Issue 13, notifications: the bell's calls (product §A7), each on the caller's own notifications only (another's
// id is a 404 and changes nothing), and the new-notification event a game's completion announces.

const dayMs = 24 * 60 * 60 * 1000;

async function notify(ctx: TestContext, userId: string, title: string, overrides: Partial<NewNotification> = {}) {
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({ userId, type: 'test', title, message: `${title} message`, metadata: { emoji: '⛳' }, ...overrides })
    .returning();
  return row!;
}

async function rows(ctx: TestContext) {
  return (await ctx.database.db.select().from(notifications)).map((n) => ({ id: n.id, userId: n.userId, read: n.read })).sort((a, b) => a.id - b.id);
}

describeEachDatabase('notifications', (ctx) => {
  it('refuses every call signed out (401) and with lapsed access (402)', async () => {
    const lapsedUser = await registered(ctx, 'Lapsed', { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - dayMs) });
    const lapsed = await signIn(ctx.app, lapsedUser.username);
    const notice = await notify(ctx, lapsedUser.id, 'Mine');
    const id = String(notice.id);
    const calls = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', `/api/notifications/${id}/read`],
      ['PATCH', `/api/notifications/${id}`, { isRead: true }],
      ['PATCH', '/api/notifications/mark-all-read'],
      ['DELETE', `/api/notifications/${id}`],
    ] as const;
    for (const [method, url, body] of calls) {
      expectStatus(await call(ctx, undefined, method, url, body), 401);
      expectStatus(await call(ctx, lapsed, method, url, body), 402);
    }
    expect(await rows(ctx)).toEqual([{ id: notice.id, userId: lapsedUser.id, read: false }]);
  });

  it('lists only the caller’s own, newest first, with both spellings of read and the emoji', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await registered(ctx, 'Pat');
    const older = await notify(ctx, sam.user.id, 'Older', { createdAt: new Date(Date.now() - 60_000) });
    const newer = await notify(ctx, sam.user.id, 'Newer', { read: true });
    await notify(ctx, pat.id, 'Not yours');
    const response = await call(ctx, sam.cookie, 'GET', '/api/notifications');
    expectStatus(response, 200);
    const list = NotificationListSchema.parse(response.json());
    expect(list.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(response.json<unknown[]>()[1]).toEqual({
      id: older.id,
      type: 'test',
      title: 'Older',
      message: 'Older message',
      read: false,
      isRead: false,
      createdAt: older.createdAt.toISOString(),
      data: null,
      metadata: { emoji: '⛳' },
    });
    expect(list[0]).toMatchObject({ read: true, isRead: true });
    expect((await call(ctx, sam.cookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 1 });
  });

  it(`answers at most ${String(NOTIFICATIONS_LIST_LIMIT)}, the newest`, async () => {
    const sam = await golfer(ctx, 'Sam');
    const base = Date.now() - 1_000_000;
    await ctx.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_LIST_LIMIT + 5 }, (_, i) => ({ userId: sam.user.id, type: 'test', title: `N${String(i)}`, message: 'm', createdAt: new Date(base + i * 1000) })),
    );
    const list = NotificationListSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/notifications')).json());
    expect(list).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    expect(list[0]?.title).toBe(`N${String(NOTIFICATIONS_LIST_LIMIT + 4)}`);
    expect(NotificationCountSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/notifications/unread-count')).json())).toEqual({ count: NOTIFICATIONS_LIST_LIMIT + 5 });
  });

  it('marks one read, sets isRead either way, marks all read and deletes', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await registered(ctx, 'Pat');
    const a = await notify(ctx, sam.user.id, 'A');
    const b = await notify(ctx, sam.user.id, 'B');
    const c = await notify(ctx, sam.user.id, 'C');
    const patsOwn = await notify(ctx, pat.id, 'Pat');

    const read = await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${String(a.id)}/read`);
    expectStatus(read, 200);
    expect(NotificationSchema.parse(read.json())).toMatchObject({ id: a.id, read: true, isRead: true });
    // Marking an already-read one read again changes nothing and still answers it.
    expectStatus(await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${String(a.id)}/read`), 200);
    expect(NotificationSchema.parse((await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${String(a.id)}`, { isRead: false })).json()).isRead).toBe(false);
    expect(NotificationSchema.parse((await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${String(b.id)}`, { isRead: true })).json()).isRead).toBe(true);
    expect((await call(ctx, sam.cookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 2 });

    const all = await call(ctx, sam.cookie, 'PATCH', '/api/notifications/mark-all-read');
    expectStatus(all, 200);
    expect(all.json()).toEqual({ count: 2 });
    expect((await call(ctx, sam.cookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 0 });

    expectStatus(await call(ctx, sam.cookie, 'DELETE', `/api/notifications/${String(c.id)}`), 204);
    expect(await rows(ctx)).toEqual([
      { id: a.id, userId: sam.user.id, read: true },
      { id: b.id, userId: sam.user.id, read: true },
      { id: patsOwn.id, userId: pat.id, read: false },
    ]);
  });

  it("refuses another's notification, an unknown one and a bad body with nothing changed", async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await registered(ctx, 'Pat');
    const mine = await notify(ctx, sam.user.id, 'Mine');
    const theirs = await notify(ctx, pat.id, 'Theirs');
    const before = await rows(ctx);
    const notFound = notificationMessages.notFound;
    for (const id of [String(theirs.id), '999999', 'abc', '99999999999']) {
      expectRefusal(await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${id}/read`), 404, notFound);
      expectRefusal(await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${id}`, { isRead: true }), 404, notFound);
      expectRefusal(await call(ctx, sam.cookie, 'DELETE', `/api/notifications/${id}`), 404, notFound);
    }
    expectStatus(await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${String(mine.id)}`, { isRead: 'yes' }), 400);
    expectStatus(await call(ctx, sam.cookie, 'PATCH', `/api/notifications/${String(mine.id)}`, {}), 400);
    // Mark-all-read touches only the caller's.
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/notifications/mark-all-read'), 200);
    expect(await rows(ctx)).toEqual(before.map((n) => (n.id === mine.id ? { ...n, read: true } : n)));
  });

  it('a completed game notifies its players in the same shape, and each hears NOTIFICATION_CREATED', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam);
    await addManual(ctx, sam, game.id, 'Manny');
    await startGame(ctx, sam, game.id);
    const bus = busInbox(ctx.bus);
    await completeGame(ctx, sam, game.id);
    await bus.next((m) => m.kind === 'user' && m.userId === sam.user.id && m.event.type === 'NOTIFICATION_CREATED');
    const list = NotificationListSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/notifications')).json());
    expect(list.find((n) => n.type === 'game_complete')).toMatchObject({ title: 'Game complete', read: false, isRead: false, metadata: { emoji: '🏁' } });
  });

  it('adding a registered golfer by Player ID notifies them once, and they hear NOTIFICATION_CREATED', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const game = await createGame(ctx, sam);
    const bus = busInbox(ctx.bus);
    await addById(ctx, sam, game.id, pat.user);
    await bus.next((m) => m.kind === 'user' && m.userId === pat.user.id && m.event.type === 'NOTIFICATION_CREATED');
    const list = NotificationListSchema.parse((await call(ctx, pat.cookie, 'GET', '/api/notifications')).json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'game_added',
      title: 'Added to a game',
      message: `${sam.name} added you to ${game.name}`,
      read: false,
      data: { gameId: game.id, addedBy: sam.user.id },
      metadata: { emoji: '⛳' },
    });
    // A refused second add writes nothing.
    expectStatus(await call(ctx, sam.cookie, 'POST', `/api/games/${String(game.id)}/players/by-id`, { userNumber: pat.user.userNumber }), 409);
    expect((await rows(ctx)).filter((n) => n.userId === pat.user.id)).toHaveLength(1);
    expect((await rows(ctx)).filter((n) => n.userId === sam.user.id)).toHaveLength(0);
  });

  it('starting a game notifies each registered player but the starter, and each hears NOTIFICATION_CREATED', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const kim = await golfer(ctx, 'Kim');
    const game = await createGame(ctx, sam);
    await joinGame(ctx, pat, game.id);
    await addById(ctx, sam, game.id, kim.user);
    await addManual(ctx, sam, game.id, 'Manny');
    const bus = busInbox(ctx.bus);
    await startGame(ctx, sam, game.id);
    for (const who of [pat, kim]) {
      await bus.next((m) => m.kind === 'user' && m.userId === who.user.id && m.event.type === 'NOTIFICATION_CREATED');
      const list = NotificationListSchema.parse((await call(ctx, who.cookie, 'GET', '/api/notifications')).json());
      expect(list.filter((n) => n.type === 'game_started')).toEqual([
        expect.objectContaining({ title: 'Game started', message: `${sam.name} started ${game.name}`, data: { gameId: game.id, startedBy: sam.user.id }, metadata: { emoji: '🏌️' } }),
      ]);
    }
    expect((await rows(ctx)).filter((n) => n.userId === sam.user.id)).toEqual([]);
    // A refused second start writes nothing.
    const before = await rows(ctx);
    expectStatus(await call(ctx, sam.cookie, 'POST', `/api/games/${String(game.id)}/start`), 409);
    expect(await rows(ctx)).toEqual(before);
  });
});
