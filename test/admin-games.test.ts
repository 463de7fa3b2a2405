import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { AdminGameListSchema, TOTAL_COUNT_HEADER } from '../src/contract/admin';
import { games as gamesTable, groupMembers, groups, notifications, users } from '../src/server/db/schema';
import type { BusMessage } from '../src/server/realtime/bus';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addManual,
  call,
  card,
  completeGame,
  createGame,
  expectRefusal,
  expectStatus,
  gameRows,
  golfer,
  joinGame,
  postCard,
  seedCourse,
  startGame,
  type Golfer,
} from './support/games';
import { busInbox } from './support/realtime';

// Issue 16: the admin's Games tab calls (product §G6-§G7) and the subscription dates of PATCH /api/admin/users/{id}.

async function listed(ctx: TestContext, cookie: string, query = '') {
  const response = await call(ctx, cookie, 'GET', `/api/admin/games${query}`);
  expectStatus(response, 200);
  return { games: AdminGameListSchema.parse(response.json()), total: Number(response.headers[TOTAL_COUNT_HEADER]) };
}

describeEachDatabase('admin games (GET and DELETE /api/admin/games)', (ctx) => {
  let admin: Golfer;
  beforeEach(async () => {
    await seedCourse(ctx);
    admin = await golfer(ctx, 'Boss', { isAdmin: true });
  });

  it('lists every game, newest first, with its format, status, creator, date and players; private ones too', async () => {
    const sam = await golfer(ctx, 'Sam');
    const kim = await golfer(ctx, 'Kim');
    const open = await createGame(ctx, sam, { gameType: 'nassau', nassauMode: 'match' });
    await joinGame(ctx, kim, open.id);
    const hidden = await createGame(ctx, kim, { isPrivate: true });

    const { games, total } = await listed(ctx, admin.cookie);
    expect(total).toBe(2);
    expect(games).toEqual([
      { id: hidden.id, name: "Kim's Stroke Play", gameType: 'stroke', formatOptions: {}, nassauMode: null, status: 'waiting', creatorName: 'Kim', createdAt: hidden.createdAt, gameCode: hidden.gameCode, playerCount: 1, groupName: null },
      { id: open.id, name: "Sam's Nassau", gameType: 'nassau', formatOptions: { mode: 'match', presses: 'off', maxPresses: 0 }, nassauMode: 'match', status: 'waiting', creatorName: 'Sam', createdAt: open.createdAt, gameCode: open.gameCode, playerCount: 2, groupName: null },
    ]);
  });

  it("names a group game's group (product §R18), and no group once the group is deleted", async () => {
    const sam = await golfer(ctx, 'Sam');
    const plain = await createGame(ctx, sam);
    const inGroup = await createGame(ctx, sam);
    // The group and the game's place in it written as the groups feature stores them (src/server/db/schema.ts).
    const [group] = await ctx.database.db.insert(groups).values({ name: 'Saturday Four-Ball' }).returning();
    await ctx.database.db.insert(groupMembers).values({ groupId: group!.id, userId: sam.user.id, name: 'Sam', role: 'owner' });
    await ctx.database.db.update(gamesTable).set({ groupId: group!.id }).where(eq(gamesTable.id, inGroup.id));

    const byId = async () => new Map((await listed(ctx, admin.cookie)).games.map((game) => [game.id, game.groupName]));
    expect(await byId()).toEqual(new Map([[inGroup.id, 'Saturday Four-Ball'], [plain.id, null]]));

    await ctx.database.db.delete(groups).where(eq(groups.id, group!.id));
    expect(await byId()).toEqual(new Map([[inGroup.id, null], [plain.id, null]]));
  });

  it('searches by name, code, creator or id (any case, wildcards taken literally) and pages with the total', async () => {
    const sam = await golfer(ctx, 'Sam');
    const kim = await golfer(ctx, 'Kim_99');
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await createGame(ctx, i < 3 ? sam : kim));
    const [first] = created;

    expect((await listed(ctx, admin.cookie, '?q=sam')).games.map((g) => g.id)).toEqual(created.slice(0, 3).map((g) => g.id).reverse());
    expect((await listed(ctx, admin.cookie, `?q=${first!.gameCode.toLowerCase()}`)).games.map((g) => g.id)).toEqual([first!.id]);
    expect((await listed(ctx, admin.cookie, `?q=${String(first!.id)}`)).games.map((g) => g.id)).toContain(first!.id);
    expect((await listed(ctx, admin.cookie, '?q=kim_9')).total).toBe(2);
    expect((await listed(ctx, admin.cookie, '?q=%25')).total).toBe(0);
    expect((await listed(ctx, admin.cookie, '?q=nobody')).games).toEqual([]);

    const newestFirst = created.map((g) => g.id).reverse();
    const page1 = await listed(ctx, admin.cookie, '?limit=2');
    const page3 = await listed(ctx, admin.cookie, '?limit=2&offset=4');
    expect({ ids: page1.games.map((g) => g.id), total: page1.total }).toEqual({ ids: newestFirst.slice(0, 2), total: 5 });
    expect({ ids: page3.games.map((g) => g.id), total: page3.total }).toEqual({ ids: newestFirst.slice(4), total: 5 });
    expect((await listed(ctx, admin.cookie, '?limit=2&offset=10')).games).toEqual([]);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 500'],
    ['?limit=many', 'limit must be a whole number from 1 to 500'],
    ['?limit=2.5', 'limit must be a whole number from 1 to 500'],
    ['?offset=-1', 'offset must be a whole number, 0 or more'],
    ['?sort=name', 'Unrecognized key: "sort"'],
    [`?q=${'x'.repeat(101)}`, 'Search is too long'],
  ])('refuses %s with a 400', async (query, message) => {
    expectRefusal(await call(ctx, admin.cookie, 'GET', `/api/admin/games${query}`), 400, message);
  });

  it('deletes a completed game with its players, scores and history; a second delete and a junk id are 404s', async () => {
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam);
    const lee = await addManual(ctx, sam, game.id, 'Lee');
    await startGame(ctx, sam, game.id);
    await postCard(ctx, sam.cookie, game.id, sam.user.id, card({ 1: -1 }));
    await postCard(ctx, sam.cookie, game.id, lee.userId, card({ 2: 1 }));
    await completeGame(ctx, sam, game.id);
    const kept = await createGame(ctx, sam);
    const before = await gameRows(ctx, game.id);
    expect(before.scores).toHaveLength(36);
    expect(before.history.length).toBeGreaterThan(0);

    const removed = await call(ctx, admin.cookie, 'DELETE', `/api/admin/games/${String(game.id)}`);
    expectStatus(removed, 200);
    expect(removed.json()).toEqual({ message: 'Game deleted' });
    expect(await gameRows(ctx, game.id)).toEqual({ game: [], players: [], scores: [], history: [], operations: [] });
    expect((await listed(ctx, admin.cookie)).games.map((g) => g.id)).toEqual([kept.id]);
    expectRefusal(await call(ctx, sam.cookie, 'GET', `/api/games/${String(game.id)}`), 404, 'Game not found');

    expectRefusal(await call(ctx, admin.cookie, 'DELETE', `/api/admin/games/${String(game.id)}`), 404, 'Game not found');
    for (const junk of ['abc', '0', '99999999999', kept.gameCode]) {
      expectRefusal(await call(ctx, admin.cookie, 'DELETE', `/api/admin/games/${junk}`), 404, 'Game not found');
    }
    expect(await gameRows(ctx, kept.id)).toMatchObject({ game: [{ id: kept.id }] });
  });

  it('lets an admin open any game, private or not, without letting them change it', async () => {
    const kim = await golfer(ctx, 'Kim');
    const stranger = await golfer(ctx, 'Stranger');
    const hidden = await createGame(ctx, kim, { isPrivate: true });
    expectStatus(await call(ctx, admin.cookie, 'GET', `/api/games/${String(hidden.id)}`), 200);
    expectStatus(await call(ctx, admin.cookie, 'GET', `/api/games/${String(hidden.id)}/players`), 200);
    expectRefusal(await call(ctx, stranger.cookie, 'GET', `/api/games/${String(hidden.id)}`), 404, 'Game not found');
    expectRefusal(await call(ctx, admin.cookie, 'POST', `/api/games/${String(hidden.id)}/start`), 403, "Only the game's creator can do that");
  });

  it('refuses golfers (403) and visitors (401) on every games call, and changes nothing', async () => {
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam);
    for (const cookie of [sam.cookie, undefined]) {
      const status = cookie ? 403 : 401;
      expectStatus(await call(ctx, cookie, 'GET', '/api/admin/games'), status);
      expectStatus(await call(ctx, cookie, 'DELETE', `/api/admin/games/${String(game.id)}`), status);
    }
    expect((await gameRows(ctx, game.id)).game).toHaveLength(1);
  });
});

describeEachDatabase('admin subscription corrections (PATCH /api/admin/users/{id})', (ctx) => {
  it('sets and clears the grace and cancellation dates, telling the golfer once per change', async () => {
    const admin = await golfer(ctx, 'Boss', { isAdmin: true });
    const sam = await golfer(ctx, 'Sam', { subscriptionStatus: 'active' });
    const bus = busInbox(ctx.bus);
    const toSam = (m: BusMessage) => m.kind === 'user' && m.userId === sam.user.id && m.event.type === 'USER_SUBSCRIPTION_UPDATED';
    const patch = (payload: object) => call(ctx, admin.cookie, 'PATCH', `/api/admin/users/${sam.user.id}`, payload);
    const graceEnd = '2026-12-01T12:00:00.000Z';
    const cancelAt = '2027-01-15T00:00:00+00:00';

    const set = await patch({ paymentGracePeriodEndsAt: graceEnd, subscriptionCancelAt: cancelAt });
    expectStatus(set, 200);
    expect(set.json()).toMatchObject({ paymentGracePeriodEndsAt: graceEnd, subscriptionCancelAt: '2027-01-15T00:00:00.000Z' });
    await bus.next(toSam);

    const from = bus.received.length;
    expectStatus(await patch({ paymentGracePeriodEndsAt: null, subscriptionCancelAt: null }), 200);
    await bus.next(toSam, { from });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, sam.user.id));
    expect(row).toMatchObject({ paymentGracePeriodEndsAt: null, subscriptionCancelAt: null, subscriptionStatus: 'active' });

    // A change of names only is not a subscription change: no notice.
    expectStatus(await patch({ firstName: 'Samuel' }), 200);
    const notices = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, sam.user.id));
    expect(notices.map((n) => [n.type, n.title])).toEqual([
      ['subscription_corrected', 'Subscription updated'],
      ['subscription_corrected', 'Subscription updated'],
    ]);
    expectRefusal(await patch({ subscriptionCancelAt: 'soon' }), 400, 'subscriptionCancelAt must be an ISO date-time');
  });
});
