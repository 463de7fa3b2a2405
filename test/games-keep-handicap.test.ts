import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { call, createBody, createGame, expectStatus, golfer, joinGame, seedCourse } from './support/games';

// Issue 34 item 6 (product §R12): the handicap a golfer gives a game when creating or joining it is kept on their
// profile and prefills the next game: a "fixed" game's as the profile's handicap, a "whs" game's as the index. A
// game created or joined without one leaves the profile as it was.

async function profileOf(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select({ handicap: users.handicap, handicapIndex: users.handicapIndex }).from(users).where(eq(users.id, id));
  return row;
}

describeEachDatabase('games: the handicap given is kept on the profile', (ctx) => {
  it('keeps the creator\'s fixed handicap and the joiner\'s, and answers it on the current user', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const ann = await golfer(ctx, 'Ann', { handicap: 20 });
    const game = await createGame(ctx, sam, { creatorHandicap: 12 });
    expect(await profileOf(ctx, sam.user.id)).toEqual({ handicap: 12, handicapIndex: null });
    const me = await call(ctx, sam.cookie, 'GET', '/api/auth/user');
    expect(me.json<{ handicap: number }>().handicap).toBe(12);

    await joinGame(ctx, ann, game.id, 9);
    expect(await profileOf(ctx, ann.user.id)).toEqual({ handicap: 9, handicapIndex: null });
  });

  it('keeps a whs game\'s index as the Handicap Index, and leaves the profile alone when none is given', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam', { handicap: 7, handicapIndex: 84 });
    await createGame(ctx, sam, { handicapMode: 'whs', creatorHandicap: 10.4 });
    expect(await profileOf(ctx, sam.user.id)).toEqual({ handicap: 7, handicapIndex: 104 });

    const response = await call(ctx, sam.cookie, 'POST', '/api/games', createBody({ creatorHandicap: null }));
    expectStatus(response, 201);
    expect(await profileOf(ctx, sam.user.id)).toEqual({ handicap: 7, handicapIndex: 104 });
    const other = await golfer(ctx, 'Bo', { handicap: 15 });
    const joined = await call(ctx, other.cookie, 'POST', `/api/games/${String(response.json<{ id: number }>().id)}/join`, {});
    expect([200, 201]).toContain(joined.statusCode);
    expect(await profileOf(ctx, other.user.id)).toEqual({ handicap: 15, handicapIndex: null });
  });
});
