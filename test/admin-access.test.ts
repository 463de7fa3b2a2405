import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { UNRATED_TEE } from '../src/golf';
import { dataExports, games, invitationCodes, userAchievements, users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { call, createGame, golfer, seedCourse, COURSE } from './support/games';

// Every admin call of product §G7 (and the course corrections of §G6), refused in one place: 401 signed out, 403 to
// a golfer with full access, and nothing written. Each area's own tests prove what an admin gets.

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function adminCalls(target: { userId: string; gameId: number }): [Method, string, object?][] {
  const { userId, gameId } = target;
  return [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users/create', { username: 'sneaky', email: 'sneaky@example.com', password: 'Sneaky-Pass-1!', subscriptionStatus: 'lifetime' }],
    ['PATCH', `/api/admin/users/${userId}`, { isAdmin: true }],
    ['DELETE', `/api/admin/users/${userId}`],
    ['POST', `/api/admin/users/${userId}/extend-trial`, { days: 30 }],
    ['POST', `/api/admin/users/${userId}/grant-lifetime`],
    ['POST', `/api/admin/users/${userId}/achievements`, { achievementType: 'albatross' }],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/games'],
    ['DELETE', `/api/admin/games/${String(gameId)}`],
    ['GET', '/api/admin/export'],
    ['GET', '/api/admin/invitation-codes'],
    ['POST', '/api/admin/invitation-codes', { email: 'friend@example.com', trialDays: 30 }],
    ['POST', '/api/admin/invitation-codes/ABCDEFGH/send'],
    ['POST', '/api/admin/invitation-codes/ABCDEFGH/revoke'],
    ['PATCH', '/api/courses/holes/1', { par: 3 }],
    ['PUT', `/api/courses/${encodeURIComponent(COURSE)}/tees/Blue/ratings`, UNRATED_TEE],
    ['PATCH', `/api/courses/${encodeURIComponent(COURSE)}`, { courseName: 'Renamed' }],
    ['DELETE', `/api/courses/${encodeURIComponent(COURSE)}`],
  ];
}

async function written(ctx: TestContext) {
  const { db } = ctx.database;
  const rows = async (table: typeof users | typeof games | typeof invitationCodes | typeof userAchievements | typeof dataExports) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return { users: await rows(users), games: await rows(games), invitations: await rows(invitationCodes), achievements: await rows(userAchievements), exports: await rows(dataExports) };
}

describeEachDatabase('admin calls refuse everyone else', (ctx) => {
  it('answers 401 signed out and 403 to a golfer on every admin call, changing nothing', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam', { subscriptionStatus: 'lifetime' });
    const game = await createGame(ctx, sam);
    const before = await written(ctx);
    for (const [method, url, payload] of adminCalls({ userId: sam.user.id, gameId: game.id })) {
      expect((await call(ctx, undefined, method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(ctx, sam.cookie, method, url, payload)).statusCode, `${method} ${url} as a golfer`).toBe(403);
    }
    expect(await written(ctx)).toEqual(before);
  });
});
