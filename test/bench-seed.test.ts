import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { joinBody, newGameBody, type BenchGame } from '../bench/lib/http';
import { insertLiveGames } from '../bench/lib/live-seed';
import { gamePlayers, games, notifications, users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { call, expectStatus } from './support/games';

// Issue 35: the live bench writes its games straight into the database (bench/lib/live-seed.ts) instead of making each
// through the API (bench/lib/http.ts newGame). A seeded game must be one the server cannot tell from a game its four
// golfers made, joined and started through the API with the same bodies, and it must take their scores.

/** The game through the API, as newGame makes it: created by the first golfer, joined by the others, started. */
async function madeThroughApi(ctx: TestContext, [creator, ...others]: BenchGame['players']): Promise<number> {
  const created = await call(ctx, creator!.cookie, 'POST', '/api/games', newGameBody(others.length + 1));
  expectStatus(created, 201);
  const { id } = created.json<{ id: number }>();
  for (const [index, player] of others.entries()) expectStatus(await call(ctx, player.cookie, 'POST', `/api/games/${String(id)}/join`, joinBody(index)), 201);
  expectStatus(await call(ctx, creator!.cookie, 'POST', `/api/games/${String(id)}/start`), 200);
  return id;
}

/** The game's rows without what differs between any two games (ids, code, times): what was derived from the bodies. */
async function rowsOf(ctx: TestContext, gameId: number) {
  const { db } = ctx.database;
  const [{ id: _id, gameCode: _code, createdAt: _created, startedAt, ...game }] = (await db.select().from(games).where(eq(games.id, gameId))) as [typeof games.$inferSelect];
  const players = await db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId)).orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.id));
  const notices = await db.select().from(notifications).orderBy(asc(notifications.userId));
  return {
    game,
    started: startedAt !== null,
    players: players.map(({ id: _player, gameId: _game, joinedAt: _joined, ...player }) => player),
    notices: notices
      .filter((notice) => (notice.data as { gameId?: number }).gameId === gameId)
      .map(({ id: _notice, createdAt: _at, data, ...notice }) => ({ ...notice, data: { ...(data as object), gameId: 'the game' } })),
  };
}

/** An answer without what differs between any two games: ids and times, at any depth. */
function withoutIdentity(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(withoutIdentity);
  if (typeof answer !== 'object' || answer === null) return answer;
  const varying = new Set(['id', 'gameId', 'gamePlayerId', 'joinedAt', 'createdAt', 'updatedAt']);
  return Object.fromEntries(Object.entries(answer).filter(([key]) => !varying.has(key)).map(([key, value]) => [key, withoutIdentity(value)]));
}

async function profilesOf(ctx: TestContext, players: BenchGame['players']) {
  const rows = await ctx.database.db.select().from(users).where(inArray(users.id, players.map((player) => player.userId))).orderBy(asc(users.username));
  return rows.map(({ updatedAt: _updated, ...user }) => user);
}

describeEachDatabase('bench: seeded live games', (ctx) => {
  it('are stored as the API stores the same golfers game, joined and started with the same bodies', async () => {
    const [seeded] = await insertLiveGames(ctx.database.db, 1, 'seeded-');
    const profiles = await profilesOf(ctx, seeded!.players);
    const made = await madeThroughApi(ctx, seeded!.players);

    const [seededRows, madeRows] = [await rowsOf(ctx, seeded!.id), await rowsOf(ctx, made)];
    expect(seededRows).toEqual(madeRows);
    expect(seededRows.game.status).toBe('active');
    expect(seededRows.notices).toHaveLength(3);
    // The profiles' handicaps the joins keep were already what the seeding left.
    expect(await profilesOf(ctx, seeded!.players)).toEqual(profiles);
  });

  it('answer the API as the same game made through it does, and take its golfers scores', async () => {
    const [seeded] = await insertLiveGames(ctx.database.db, 1, 'seeded-');
    const made = await madeThroughApi(ctx, seeded!.players);
    const [, poster, scored] = seeded!.players;
    const answers = async (gameId: number) => {
      const score = await call(ctx, poster!.cookie, 'POST', `/api/games/${String(gameId)}/scores`, { holeNumber: 1, strokes: 5, playerId: scored!.userId });
      expectStatus(score, 200);
      const players = await call(ctx, poster!.cookie, 'GET', `/api/games/${String(gameId)}/players`);
      expectStatus(players, 200);
      return { stored: withoutIdentity(score.json()), players: withoutIdentity(players.json()) };
    };
    expect(await answers(seeded!.id)).toEqual(await answers(made));
  });
});
