import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { friendships, userPresence } from '../src/server/db/schema';
import { createPresenceService, PRESENCE_HEARTBEAT_MS, PRESENCE_STALE_MS } from '../src/server/friends/presence';
import { presenceRepository } from '../src/server/friends/presence-repository';
import { friendsRepository } from '../src/server/friends/repository';
import type { BusMessage } from '../src/server/realtime/bus';
import { describeEachDatabase, type TestContext } from './support/app';
import { createUser } from './support/users';

// Issue 27 item 9: a killed instance's golfers read as online for 90 s (rows refreshed every 30 s, forgotten after
// 90), and their friends never heard them go. Rows are refreshed every 10 s now and read stale after 25 s; the sweep
// that forgets them tells the friends.

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

async function friendsOfSam(ctx: TestContext) {
  const sam = await createUser(ctx.database.db, { username: 'sam_presence' });
  const fran = await createUser(ctx.database.db, { username: 'fran_presence' });
  const pat = await createUser(ctx.database.db, { username: 'pat_presence' });
  for (const friend of [fran, pat]) {
    const [a, b] = [sam.id, friend.id].sort();
    await ctx.database.db.insert(friendships).values({ userAId: a!, userBId: b! });
  }
  return { sam, fran, pat };
}

/** A presence service on the test's database, as the instance `instanceId`, whose announcements go to `published`. */
function presenceOf(ctx: TestContext, instanceId: string, options: { onlyInstance?: boolean; published?: BusMessage[] } = {}) {
  const { db } = ctx.database;
  return createPresenceService({
    presence: presenceRepository(db),
    friends: friendsRepository(db),
    bus: { publish: async (message) => void options.published?.push(message) },
    log: pino({ level: 'silent' }),
    instanceId,
    onlyInstance: options.onlyInstance,
  });
}

describe('presence timing', () => {
  it('refreshes rows every 10 s and reads one stale after 2.5 refreshes', () => {
    expect(PRESENCE_HEARTBEAT_MS).toBe(10_000);
    expect(PRESENCE_STALE_MS).toBe(25_000);
  });
});

describeEachDatabase('presence after an instance dies (issue 27 item 9)', (ctx) => {
  it('reads a golfer whose only socket was on an instance last seen 30 s ago as offline, and one seen 15 s ago as online', async () => {
    const { fran, pat } = await friendsOfSam(ctx);
    await ctx.database.db.insert(userPresence).values([
      // Killed: a live instance refreshes its rows every 10 s, so 30 s without one is a dead instance.
      { instanceId: 'killed-instance', userId: fran.id, seenAt: secondsAgo(30) },
      // Alive, its heartbeat a little late.
      { instanceId: 'live-instance', userId: pat.id, seenAt: secondsAgo(15) },
    ]);
    // As an instance among several on PostgreSQL sees it (the embedded database's only instance: the next test).
    expect(await presenceOf(ctx, 'one').isOnline([fran.id, pat.id])).toEqual({ [fran.id]: false, [pat.id]: true });
  });

  it('on the only instance (the embedded database) refreshes nothing, and still forgets a dead process’s rows', async () => {
    const { sam, fran, pat } = await friendsOfSam(ctx);
    const { db } = ctx.database;
    await db.insert(userPresence).values([
      // This process's own socket, opened a minute ago: its row is exact while the process runs.
      { instanceId: 'only', userId: pat.id, seenAt: secondsAgo(60) },
      // A process before a restart, killed with Fran's socket open.
      { instanceId: 'before-restart', userId: fran.id, seenAt: secondsAgo(30) },
    ]);
    const published: BusMessage[] = [];
    const only = presenceOf(ctx, 'only', { onlyInstance: true, published });
    expect(await only.isOnline([fran.id, pat.id])).toEqual({ [fran.id]: false, [pat.id]: true });
    await only.heartbeat();
    expect(published).toEqual([{ kind: 'user', userId: sam.id, event: { type: 'FRIEND_PRESENCE', userId: fran.id, isOnline: false } }]);
    const rows = await db.select().from(userPresence);
    expect(rows.map((row) => [row.instanceId, row.userId])).toEqual([['only', pat.id]]);
    expect(rows[0]!.seenAt.getTime(), 'not refreshed').toBeLessThan(Date.now() - 50_000);
  });

  it('tells the friends of a golfer left only on a dead instance that they went offline, once, when a heartbeat sweeps the row', async () => {
    const { sam, fran, pat } = await friendsOfSam(ctx);
    const { db } = ctx.database;
    await db.insert(userPresence).values([
      { instanceId: 'killed-instance', userId: fran.id, seenAt: secondsAgo(30) },
      // Pat's phone was on the killed instance too, but a laptop is on a live one: still online, nothing to say.
      { instanceId: 'killed-instance', userId: pat.id, seenAt: secondsAgo(30) },
      { instanceId: 'live-instance', userId: pat.id, seenAt: secondsAgo(1) },
    ]);
    const published: BusMessage[] = [];
    const liveInstances = ['one', 'two'].map((instanceId) => presenceOf(ctx, instanceId, { published }));
    // Both live instances sweep; one deletes the rows and speaks, the other finds nothing left.
    await Promise.all(liveInstances.map((instance) => instance.heartbeat()));
    await liveInstances[0]!.heartbeat();

    expect(published).toEqual([{ kind: 'user', userId: sam.id, event: { type: 'FRIEND_PRESENCE', userId: fran.id, isOnline: false } }]);
    expect((await db.select().from(userPresence)).map((row) => [row.instanceId, row.userId])).toEqual([['live-instance', pat.id]]);
  });
});
