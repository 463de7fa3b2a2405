import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupMessages } from '../src/contract/groups';
import { GroupDetailSchema, GroupListSchema, LedgerSchema, type GroupDetail, type Ledger } from '../src/contract/groups-responses';
import { NotificationListSchema } from '../src/contract/notifications';
import { games, groupMembers, groupPayments } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addById,
  addManual,
  befriend,
  call,
  card,
  completeGame,
  createBody,
  createGame,
  expectRefusal,
  expectStatus,
  golfer,
  type Golfer,
  joinGame,
  playersOf,
  registered,
  seedCourse,
  startGame,
} from './support/games';
import { busInbox } from './support/realtime';

// Issue 33: groups and the season's ledger through the API (product §R18; rules §19 names): membership and its
// refusals, group games whose players are members or the group's guests, the ledger over completed games and
// payments in a date range, and who may read and change what.

const groupUrl = (groupId: string, rest = '') => `/api/groups/${groupId}${rest}`;

async function createGroup(ctx: TestContext, owner: Golfer, name = 'Saturday Four'): Promise<GroupDetail> {
  const response = await call(ctx, owner.cookie, 'POST', '/api/groups', { name });
  expectStatus(response, 201);
  return GroupDetailSchema.parse(response.json());
}

async function addMember(ctx: TestContext, owner: Golfer, groupId: string, body: Record<string, unknown>): Promise<GroupDetail> {
  const response = await call(ctx, owner.cookie, 'POST', groupUrl(groupId, '/members'), body);
  expectStatus(response, 201);
  return GroupDetailSchema.parse(response.json());
}

async function ledgerOf(ctx: TestContext, who: Golfer, groupId: string, query = ''): Promise<Ledger> {
  const response = await call(ctx, who.cookie, 'GET', groupUrl(groupId, `/ledger${query}`));
  expectStatus(response, 200);
  return LedgerSchema.parse(response.json());
}

/** Every row of a group's tables, to prove a refused call changed nothing. */
async function groupRows(ctx: TestContext, groupId: string) {
  const { db } = ctx.database;
  return {
    members: await db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId)),
    payments: await db.select().from(groupPayments).where(eq(groupPayments.groupId, groupId)),
  };
}

type Four = { sam: Golfer; bob: Golfer; group: GroupDetail; member: (name: string) => string };

/** Sam's group with Bob (a golfer, by Player ID) and Cy (a guest). */
async function groupOfThree(ctx: TestContext): Promise<Four> {
  const sam = await golfer(ctx, 'Sam');
  const bob = await golfer(ctx, 'Bob');
  const created = await createGroup(ctx, sam);
  await addMember(ctx, sam, created.id, { userNumber: bob.user.userNumber });
  const group = await addMember(ctx, sam, created.id, { guestName: 'Cy' });
  const member = (name: string) => {
    const found = group.members.find((m) => m.name === name);
    if (!found) throw new Error(`no member ${name}`);
    return found.id;
  };
  return { sam, bob, group, member };
}

/**
 * A front-nine stroke game of the group at `bet` dollars: Sam, Bob (joined) and the guest Cy; `winner` plays the nine
 * at par and the others one over, so the winner takes the bet from each (product §R5).
 */
async function playGroupGame(ctx: TestContext, g: Four, bet: number, winner: 'Sam' | 'Bob' | 'Cy'): Promise<number> {
  const game = await createGame(ctx, g.sam, { groupId: g.group.id, betAmount: bet, maxPlayers: 3, holesPlayed: 'front' });
  await joinGame(ctx, g.bob, game.id);
  await addManual(ctx, g.sam, game.id, 'Cy');
  await startGame(ctx, g.sam, game.id);
  const players = await playersOf(ctx, g.sam.cookie, game.id);
  const idOf = (name: string) => players.find((p) => p.user.displayName === name || p.user.firstName === name)!.userId;
  for (let hole = 1; hole <= 9; hole += 1) {
    const scores = ['Sam', 'Bob', 'Cy'].map((name) => ({ holeNumber: hole, playerId: idOf(name), strokes: card(name === winner ? {} : { 1: 1 }, 9)[hole - 1] }));
    expectStatus(await call(ctx, g.sam.cookie, 'POST', `/api/games/${String(game.id)}/scores`, { scores }), 200);
  }
  await completeGame(ctx, g.sam, game.id);
  return game.id;
}

const amounts = (ledger: Ledger) => Object.fromEntries(ledger.balances.map((b) => [b.name, b.amount]));

describeEachDatabase('groups: members (product §R18)', (ctx) => {
  it('creates a group with its creator as owner, lists it, and adds a golfer by Player ID (notified) and a guest', async () => {
    const { sam, bob, group } = await groupOfThree(ctx);
    expect(group.name).toBe('Saturday Four');
    expect(group.members.map((m) => [m.name, m.role, m.active])).toEqual([
      ['Sam', 'owner', true],
      ['Bob', 'member', true],
      ['Cy', 'guest', true],
    ]);
    expect(group.ownerMemberId).toBe(group.myMemberId);
    expect(group.members.find((m) => m.name === 'Cy')?.userId).toBeNull();

    const list = GroupListSchema.parse((await call(ctx, bob.cookie, 'GET', '/api/groups')).json());
    expect(list).toEqual([expect.objectContaining({ id: group.id, name: 'Saturday Four', role: 'member', memberCount: 3 })]);
    const notices = NotificationListSchema.parse((await call(ctx, bob.cookie, 'GET', '/api/notifications')).json());
    expect(notices[0]).toMatchObject({ type: 'group_added', title: 'Added to a group', message: 'Sam added you to Saturday Four', data: { groupId: group.id } });
    expectStatus(await call(ctx, sam.cookie, 'GET', groupUrl(group.id)), 200);
  });

  it('refuses bad names, doubles, strangers and non-owners, changing nothing', async () => {
    const { sam, bob, group } = await groupOfThree(ctx);
    const before = await groupRows(ctx, group.id);
    expectRefusal(await call(ctx, sam.cookie, 'POST', '/api/groups', { name: '' }), 400, groupMessages.nameRequired);
    expectRefusal(await call(ctx, sam.cookie, 'POST', '/api/groups', { name: 'x'.repeat(61) }), 400, groupMessages.nameTooLong);
    expectRefusal(await call(ctx, sam.cookie, 'POST', groupUrl(group.id, '/members'), { userNumber: bob.user.userNumber }), 409, groupMessages.alreadyMember);
    expectRefusal(await call(ctx, sam.cookie, 'POST', groupUrl(group.id, '/members'), { guestName: 'CY' }), 409, groupMessages.guestExists);
    expectRefusal(await call(ctx, sam.cookie, 'POST', groupUrl(group.id, '/members'), { userNumber: 999_999 }), 404, groupMessages.unknownPlayer);
    expectRefusal(await call(ctx, sam.cookie, 'POST', groupUrl(group.id, '/members'), {}), 400, groupMessages.memberOrGuest);
    expectRefusal(await call(ctx, bob.cookie, 'POST', groupUrl(group.id, '/members'), { guestName: 'Dee' }), 403, groupMessages.ownerOnly);
    expectRefusal(await call(ctx, bob.cookie, 'PATCH', groupUrl(group.id), { name: 'Mine now' }), 403, groupMessages.ownerOnly);

    const stranger = await golfer(ctx, 'Stranger');
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/ledger'],
      ['PATCH', ''],
      ['DELETE', ''],
    ] as const) {
      expectRefusal(await call(ctx, stranger.cookie, method, groupUrl(group.id, path), method === 'PATCH' ? { name: 'Taken' } : undefined), 404, groupMessages.notFound);
    }
    expectRefusal(await call(ctx, stranger.cookie, 'GET', '/api/groups/not-a-uuid'), 404, groupMessages.notFound);
    expectStatus(await call(ctx, undefined, 'GET', groupUrl(group.id)), 401);
    expect(await groupRows(ctx, group.id)).toEqual(before);
  });

  it('keeps the friends-only rule of game adds: such a golfer is added only by a friend', async () => {
    const sam = await golfer(ctx, 'Sam');
    const group = await createGroup(ctx, sam);
    const private_ = await registered(ctx, 'Pat', { friendsOnlyGameAdd: true });
    expectRefusal(await call(ctx, sam.cookie, 'POST', groupUrl(group.id, '/members'), { userNumber: private_.userNumber }), 403, groupMessages.friendsOnly);
    await befriend(ctx, sam.user, private_);
    await addMember(ctx, sam, group.id, { userNumber: private_.userNumber });
  });

  it('renames, hands the group to a golfer (not a guest), lets a member leave and the owner remove; the owner cannot leave', async () => {
    const { sam, bob, group, member } = await groupOfThree(ctx);
    const renamed = GroupDetailSchema.parse((await call(ctx, sam.cookie, 'PATCH', groupUrl(group.id), { name: 'Sunday Six' })).json());
    expect(renamed.name).toBe('Sunday Six');
    expectRefusal(await call(ctx, sam.cookie, 'PATCH', groupUrl(group.id), { ownerMemberId: member('Cy') }), 409, groupMessages.ownerMustBeGolfer);
    expectRefusal(await call(ctx, sam.cookie, 'DELETE', groupUrl(group.id, `/members/${member('Sam')}`)), 409, groupMessages.ownerCannotLeave);

    const handed = await call(ctx, sam.cookie, 'PATCH', groupUrl(group.id), { ownerMemberId: member('Bob') });
    expectStatus(handed, 200);
    expect(GroupDetailSchema.parse(handed.json()).ownerMemberId).toBe(member('Bob'));
    // Sam is a member now: leaving answers nothing, and the group is no longer his to read.
    expectStatus(await call(ctx, sam.cookie, 'DELETE', groupUrl(group.id, `/members/${member('Sam')}`)), 204);
    expectRefusal(await call(ctx, sam.cookie, 'GET', groupUrl(group.id)), 404, groupMessages.notFound);
    const removed = await call(ctx, bob.cookie, 'DELETE', groupUrl(group.id, `/members/${member('Cy')}`));
    expectStatus(removed, 200);
    // Neither owed anything: both are gone from the list.
    expect(GroupDetailSchema.parse(removed.json()).members.map((m) => m.name)).toEqual(['Bob']);
  });
});

describeEachDatabase('groups: games and the ledger (product §R18)', (ctx) => {
  it('a group game is for members: the creator, a golfer added or joining; a name is the group guest', async () => {
    await seedCourse(ctx);
    const g = await groupOfThree(ctx);
    const outsider = await golfer(ctx, 'Olly');
    const body = createBody({ groupId: g.group.id, maxPlayers: 4 });
    expectRefusal(await call(ctx, outsider.cookie, 'POST', '/api/games', body), 404, groupMessages.notFound);
    const game = await createGame(ctx, g.sam, { groupId: g.group.id, maxPlayers: 4 });
    expect(game.groupId).toBe(g.group.id);
    expectRefusal(await call(ctx, g.sam.cookie, 'POST', `/api/games/${String(game.id)}/players/by-id`, { userNumber: outsider.user.userNumber }), 403, groupMessages.playerNotMember);
    expectRefusal(await call(ctx, outsider.cookie, 'POST', `/api/games/${String(game.id)}/join`, {}), 403, groupMessages.playerNotMember);
    await addById(ctx, g.sam, game.id, g.bob.user);
    await addManual(ctx, g.sam, game.id, 'Dee');
    const detail = GroupDetailSchema.parse((await call(ctx, g.sam.cookie, 'GET', groupUrl(g.group.id))).json());
    expect(detail.members.filter((m) => m.role === 'guest').map((m) => m.name)).toEqual(['Cy', 'Dee']);
  });

  it('balances three completed games and a payment, settles in the fewest transfers, and a range leaves a game out', async () => {
    await seedCourse(ctx);
    const g = await groupOfThree(ctx);
    const inbox = busInbox(ctx.bus);
    const first = await playGroupGame(ctx, g, 10, 'Sam'); // Sam +20, Bob -10, Cy -10
    await playGroupGame(ctx, g, 10, 'Bob'); // Bob +20, Sam -10, Cy -10
    await playGroupGame(ctx, g, 5, 'Sam'); // Sam +10, Bob -5, Cy -5
    await inbox.next((m) => m.kind === 'user' && m.userId === g.bob.user.id && m.event.type === 'GROUP_CHANGED');

    const all = await ledgerOf(ctx, g.bob, g.group.id);
    expect(amounts(all)).toEqual({ Sam: 20, Bob: 5, Cy: -25 });
    expect(all.games.map((game) => game.results.map((r) => r.amount))).toEqual([
      [20, -10, -10],
      [-10, 20, -10],
      [10, -5, -5],
    ]);
    expect(all.exact).toBe(true);
    expect(all.transfers).toHaveLength(2);

    // Cy pays Sam $15 outside the app; Bob (neither of the two, not the owner) may not record it.
    const payment = { fromMemberId: g.member('Cy'), toMemberId: g.member('Sam'), amount: 15 };
    expectRefusal(await call(ctx, g.bob.cookie, 'POST', groupUrl(g.group.id, '/payments'), payment), 403, groupMessages.paymentParty);
    const recorded = await call(ctx, g.sam.cookie, 'POST', groupUrl(g.group.id, '/payments'), payment);
    expectStatus(recorded, 201);
    await inbox.next((m) => m.kind === 'user' && m.userId === g.bob.user.id && m.event.type === 'GROUP_CHANGED' && m.event.groupId === g.group.id, { from: inbox.received.length - 1 });

    const paid = await ledgerOf(ctx, g.bob, g.group.id);
    expect(amounts(paid)).toEqual({ Sam: 5, Bob: 5, Cy: -10 });
    expect(paid.transfers).toEqual(
      expect.arrayContaining([
        { fromMemberId: g.member('Cy'), toMemberId: g.member('Sam'), amount: 5 },
        { fromMemberId: g.member('Cy'), toMemberId: g.member('Bob'), amount: 5 },
      ]),
    );
    expect(paid.payments).toEqual([expect.objectContaining({ ...payment, mine: false })]);

    // The first game counts on the day it was completed: moved to last year, this year's ledger leaves it out.
    const year = new Date().getUTCFullYear();
    await ctx.database.db.update(games).set({ completedAt: new Date(`${String(year - 1)}-06-01T12:00:00Z`) }).where(eq(games.id, first));
    const thisYear = await ledgerOf(ctx, g.sam, g.group.id);
    expect(amounts(thisYear)).toEqual({ Sam: -15, Bob: 15, Cy: 0 });
    expect(thisYear.transfers).toEqual([{ fromMemberId: g.member('Sam'), toMemberId: g.member('Bob'), amount: 15 }]);
    expect(thisYear.seasons).toEqual([year, year - 1]);
    const lastYear = await ledgerOf(ctx, g.sam, g.group.id, `?from=${String(year - 1)}-01-01&to=${String(year - 1)}-12-31`);
    expect(amounts(lastYear)).toEqual({ Sam: 20, Bob: -10, Cy: -10 });
    expect(lastYear.payments).toEqual([]);
    expectRefusal(await call(ctx, g.sam.cookie, 'GET', groupUrl(g.group.id, '/ledger?from=2026-02-30')), 400, groupMessages.dateInvalid);
    expectRefusal(await call(ctx, g.sam.cookie, 'GET', groupUrl(g.group.id, '/ledger?from=2026-05-01&to=2026-04-01')), 400, groupMessages.rangeBackwards);
  });

  it('a payment is deleted only by whoever recorded it; a member owed money stays listed; an unsettled group is not deleted', async () => {
    await seedCourse(ctx);
    const g = await groupOfThree(ctx);
    await playGroupGame(ctx, g, 10, 'Sam'); // Sam +20, Bob -10, Cy -10
    const recorded = await call(ctx, g.bob.cookie, 'POST', groupUrl(g.group.id, '/payments'), { fromMemberId: g.member('Bob'), toMemberId: g.member('Sam'), amount: '10.00' });
    expectStatus(recorded, 201);
    const paymentId = recorded.json<{ id: string }>().id;
    const sams = NotificationListSchema.parse((await call(ctx, g.sam.cookie, 'GET', '/api/notifications')).json());
    expect(sams[0]).toMatchObject({ type: 'group_payment', title: 'Payment recorded', message: 'Bob recorded $10.00 paid by Bob to Sam in Saturday Four' });

    expectRefusal(await call(ctx, g.sam.cookie, 'DELETE', groupUrl(g.group.id, `/payments/${paymentId}`)), 403, groupMessages.paymentRecorder);
    for (const amount of [0, -5, 1.005, 'ten', 100_001]) {
      const refused = await call(ctx, g.sam.cookie, 'POST', groupUrl(g.group.id, '/payments'), { fromMemberId: g.member('Cy'), toMemberId: g.member('Sam'), amount });
      expect(refused.statusCode).toBe(400);
    }
    expectRefusal(await call(ctx, g.sam.cookie, 'DELETE', groupUrl(g.group.id)), 409, groupMessages.unsettled);

    // Cy is removed while owing $10: still listed, marked as no longer active.
    const removed = GroupDetailSchema.parse((await call(ctx, g.sam.cookie, 'DELETE', groupUrl(g.group.id, `/members/${g.member('Cy')}`))).json());
    expect(removed.members.find((m) => m.name === 'Cy')).toMatchObject({ active: false });

    expectStatus(await call(ctx, g.bob.cookie, 'DELETE', groupUrl(g.group.id, `/payments/${paymentId}`)), 204);
    expect(amounts(await ledgerOf(ctx, g.sam, g.group.id))).toEqual({ Sam: 20, Bob: -10, Cy: -10 });
    for (const [from, amount] of [
      ['Bob', 10],
      ['Cy', 10],
    ] as const) {
      expectStatus(await call(ctx, g.sam.cookie, 'POST', groupUrl(g.group.id, '/payments'), { fromMemberId: g.member(from), toMemberId: g.member('Sam'), amount }), 201);
    }
    const settled = GroupDetailSchema.parse((await call(ctx, g.sam.cookie, 'GET', groupUrl(g.group.id))).json());
    expect(settled.members.map((m) => m.name)).toEqual(['Sam', 'Bob']);
    expectStatus(await call(ctx, g.sam.cookie, 'DELETE', groupUrl(g.group.id)), 204);
    expectRefusal(await call(ctx, g.sam.cookie, 'GET', groupUrl(g.group.id)), 404, groupMessages.notFound);
  });
});
