import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { GamePlayer } from '../src/contract/games-responses';
import { users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  call,
  centsSum,
  completeGame,
  createGame,
  expectRefusal,
  expectStatus,
  gameOf,
  gameRows,
  golfer,
  type Golfer,
  named,
  patchPlayer,
  playersOf,
  postCard,
  postScore,
  seedCourse,
  startGame,
} from './support/games';

// Issue 30: WHS handicaps and nine-hole games through the API (product §R12, §R14, §R19), on Grey Rock's Blue tee:
// par 72, men 73.2 / 133 (front nine 36.4 / 131, back 36.8 / 135), women 79.0 / 145 with the women's stroke indexes
// of src/server/courses/demo-courses.ts. Every expected handicap below is worked by hand in its comment.

type Added = { playerName: string; handicap: number; teeSet?: 'M' | 'W'; teamAssignment?: 'A' | 'B' };

async function addPlayer(ctx: TestContext, creator: Golfer, gameId: number, body: Added): Promise<GamePlayer> {
  const response = await call(ctx, creator.cookie, 'POST', `/api/games/${gameId}/players`, body);
  expectStatus(response, 201);
  return response.json<GamePlayer>();
}

const handicaps = ({ teeSet, handicapIndex, courseHandicap, playingHandicap, strokeHandicap }: GamePlayer) => ({
  teeSet,
  handicapIndex,
  courseHandicap,
  playingHandicap,
  strokeHandicap,
});

/** The strokes received the server stored on a player's hole. */
const receivedOn = (player: GamePlayer, holeNumber: number) => player.scores.find((score) => score.holeNumber === holeNumber)?.handicapStrokes;

describeEachDatabase('games: WHS handicaps (product §R12)', (ctx) => {
  it('works out course and playing handicaps from each tee set, and women play their stroke indexes', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { handicapMode: 'whs', creatorHandicap: 14.2 });
    expect(game).toMatchObject({ handicapMode: 'whs', allowancePercent: 95, holesPlayed: '18' });
    await addPlayer(ctx, sam, game.id, { playerName: 'Ana', handicap: 14.2, teeSet: 'W' });
    const players = await playersOf(ctx, sam.cookie, game.id);
    // Sam: 14.2 x 133 / 113 + (73.2 - 72) = 17.913 -> CH 18; x 95% = 17.02 -> PH 17; stroke play: no off-the-low.
    expect(handicaps(named(players, 'Sam'))).toEqual({ teeSet: 'M', handicapIndex: 14.2, courseHandicap: 18, playingHandicap: 17, strokeHandicap: 17 });
    // Ana: 14.2 x 145 / 113 + (79.0 - 72) = 25.221 -> CH 25; x 95% = 23.96 -> PH 24.
    expect(handicaps(named(players, 'Ana'))).toEqual({ teeSet: 'W', handicapIndex: 14.2, courseHandicap: 25, playingHandicap: 24, strokeHandicap: 24 });

    await startGame(ctx, sam, game.id);
    const ana = named(players, 'Ana').userId;
    // Hole 13 is the women's index 2 (men's 10): 24 strokes give two there; on the men's index it would be one.
    // Hole 12 is index 18 for both: one stroke.
    for (const hole of [13, 12]) expectStatus(await postScore(ctx, sam.cookie, game.id, ana, hole, 6), 200);
    expectStatus(await postScore(ctx, sam.cookie, game.id, sam.user.id, 13, 6), 200);
    const scored = await playersOf(ctx, sam.cookie, game.id);
    expect(receivedOn(named(scored, 'Ana'), 13)).toBe(2);
    expect(receivedOn(named(scored, 'Ana'), 12)).toBe(1);
    expect(receivedOn(named(scored, 'Sam'), 13)).toBe(1);
  });

  it('plays match formats off the low player after the allowance, and moves everyone\'s strokes when a player changes', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { gameType: 'match', maxPlayers: 2, handicapMode: 'whs', creatorHandicap: 10.4 });
    // Bob: 20.1 x 133 / 113 + 1.2 = 24.858 -> CH 25, PH 25 at singles' 100%; Sam: 13.441 -> 13. Strokes 0 and 12.
    await addPlayer(ctx, sam, game.id, { playerName: 'Bob', handicap: 20.1 });
    let players = await playersOf(ctx, sam.cookie, game.id);
    expect(handicaps(named(players, 'Sam'))).toMatchObject({ courseHandicap: 13, playingHandicap: 13, strokeHandicap: 0 });
    expect(handicaps(named(players, 'Bob'))).toMatchObject({ courseHandicap: 25, playingHandicap: 25, strokeHandicap: 12 });
    expect((await gameOf(ctx, sam.cookie, game.id)).allowancePercent).toBe(100);

    await startGame(ctx, sam, game.id);
    const bob = named(players, 'Bob').userId;
    // Hole 2 is index 11: Bob's 12 strokes reach it; hole 16 (index 16) they do not.
    for (const hole of [2, 16]) expectStatus(await postScore(ctx, sam.cookie, game.id, bob, hole, 5), 200);
    players = await playersOf(ctx, sam.cookie, game.id);
    expect([receivedOn(named(players, 'Bob'), 2), receivedOn(named(players, 'Bob'), 16)]).toEqual([1, 0]);

    // Sam's index goes to 0.0: CH 1.2 -> 1, PH 1; Bob now receives 24 strokes (one a hole, two on indexes 1-6), and
    // his stored holes follow: hole 16 gets its stroke.
    await patchPlayer(ctx, sam, game.id, sam.user.id, { handicap: 0 });
    players = await playersOf(ctx, sam.cookie, game.id);
    expect(named(players, 'Bob').strokeHandicap).toBe(24);
    expect([receivedOn(named(players, 'Bob'), 2), receivedOn(named(players, 'Bob'), 16)]).toEqual([1, 1]);
  });

  it('takes the game\'s own allowance over the format\'s', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { handicapMode: 'whs', allowancePercent: 80, creatorHandicap: 14.2 });
    expect(game.allowancePercent).toBe(80);
    // 17.913 x 80% = 14.33 -> 14.
    expect(named(await playersOf(ctx, sam.cookie, game.id), 'Sam').playingHandicap).toBe(14);
  });

  it('refuses a tee set without a rating, at create and at add, with §R12\'s message, and changes nothing', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const message = 'Black tees have no course rating and slope for women: add them in the course editor or play with fixed handicaps';
    const created = await call(ctx, sam.cookie, 'POST', '/api/games', {
      courseName: 'Grey Rock Golf Club',
      teeColor: 'Black',
      gameType: 'stroke',
      betAmount: 0,
      maxPlayers: 4,
      handicapMode: 'whs',
      creatorHandicap: 5,
      creatorTeeSet: 'W',
    });
    expectRefusal(created, 400, message);
    const game = await createGame(ctx, sam, { teeColor: 'Black', handicapMode: 'whs', creatorHandicap: 5 });
    const before = await gameRows(ctx, game.id);
    expectRefusal(await call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/players`, { playerName: 'Ana', handicap: 12, teeSet: 'W' }), 400, message);
    expectRefusal(await call(ctx, sam.cookie, 'PATCH', `/api/games/${game.id}/players/${sam.user.id}`, { teeSet: 'W' }), 400, message);
    expect(await gameRows(ctx, game.id)).toEqual(before);
  });

  it('takes an index with one decimal in a whs game and only whole numbers in a fixed one', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const whs = await createGame(ctx, sam, { handicapMode: 'whs', creatorHandicap: -1.2 });
    expect(named(await playersOf(ctx, sam.cookie, whs.id), 'Sam').handicapIndex).toBe(-1.2);
    const refusals: [unknown, string][] = [
      [14.25, 'A Handicap Index has at most one decimal'],
      [54.1, 'Please enter a valid Handicap Index (+10.0 to 54.0).'],
      [-10.1, 'Please enter a valid Handicap Index (+10.0 to 54.0).'],
    ];
    for (const [handicap, message] of refusals) {
      expectRefusal(await call(ctx, sam.cookie, 'POST', `/api/games/${whs.id}/players`, { playerName: 'Ana', handicap }), 400, message);
    }
    const fixed = await createGame(ctx, sam);
    expect(fixed.handicapMode).toBe('fixed');
    expectRefusal(await call(ctx, sam.cookie, 'POST', `/api/games/${fixed.id}/players`, { playerName: 'Ana', handicap: 12.5 }), 400, 'Handicap must be a whole number');
    expect(await playersOf(ctx, sam.cookie, fixed.id)).toHaveLength(1);
    // The index given at create is kept on the profile, to prefill the next whs game (product §R12).
    const [stored] = await ctx.database.db.select({ handicapIndex: users.handicapIndex }).from(users).where(eq(users.id, sam.user.id));
    expect(stored?.handicapIndex).toBe(-12);
  });
});

describeEachDatabase('games: nine-hole games (product §R14)', (ctx) => {
  it('decides a front-nine match over the nine and refuses scores outside it', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { gameType: 'match', maxPlayers: 2, holesPlayed: 'front', betAmount: 5 });
    expect(game.holes.map((hole) => hole.holeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const bob = await addPlayer(ctx, sam, game.id, { playerName: 'Bob', handicap: 0 });
    await startGame(ctx, sam, game.id);
    expectRefusal(await postScore(ctx, sam.cookie, game.id, sam.user.id, 10, 4), 400, 'Hole 10 is not part of this game');
    // Sam wins holes 1-5 by a stroke: 5 up with 4 of the nine left is decided ("5 and 4"), not dormie-ish over 18.
    await postCard(ctx, sam.cookie, game.id, sam.user.id, [3, 4, 2, 3, 3]);
    await postCard(ctx, sam.cookie, game.id, bob.userId, [4, 5, 3, 4, 4]);
    await completeGame(ctx, sam, game.id);
    const players = await playersOf(ctx, sam.cookie, game.id);
    expect(centsSum(players.map((player) => player.winnings))).toBe(0);
    expect([named(players, 'Sam').winnings, named(players, 'Bob').winnings]).toEqual([5, -5]);
  });

  it('gives a nine its own course handicap and spreads the strokes over the nine by stroke index', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    // 8.7 -> 4.4 for nine holes; 4.4 x 131 / 113 + (36.4 - 36) = 5.501 -> CH 6; x 95% = 5.23 -> PH 5.
    const game = await createGame(ctx, sam, { handicapMode: 'whs', holesPlayed: 'front', creatorHandicap: 8.7, maxPlayers: 1 });
    expect(handicaps(named(await playersOf(ctx, sam.cookie, game.id), 'Sam'))).toMatchObject({ courseHandicap: 6, playingHandicap: 5 });
    await startGame(ctx, sam, game.id);
    // The front nine's indexes 1, 3, 5, 7, 9 (holes 4, 7, 1, 8, 5) take the five strokes; hole 2 (index 11) none.
    await postCard(ctx, sam.cookie, game.id, sam.user.id, [5, 5, 3, 5, 5, 3, 5, 5, 4]);
    const scored = named(await playersOf(ctx, sam.cookie, game.id), 'Sam');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((hole) => receivedOn(scored, hole))).toEqual([1, 0, 0, 1, 1, 0, 1, 1, 0]);
  });

  it('a finished nine earns no 18-hole achievement and counts in My Stats only for its nine\'s average', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { holesPlayed: 'front', maxPlayers: 1, betAmount: 0 });
    await startGame(ctx, sam, game.id);
    // Birdies on 1-4 (par 4, 5, 3, 4) and pars after: 4 birdies and bogey-free, over nine holes only.
    await postCard(ctx, sam.cookie, game.id, sam.user.id, [3, 4, 2, 3, 4, 3, 4, 5, 4]);
    await completeGame(ctx, sam, game.id);
    const achievements = await call(ctx, sam.cookie, 'GET', `/api/games/${game.id}/achievements`);
    expectStatus(achievements, 200);
    expect(achievements.json()).toEqual([]);
    const profile = await call(ctx, sam.cookie, 'GET', '/api/profile');
    expectStatus(profile, 200);
    // 32 over the front nine; no 18-hole round yet.
    expect(profile.json<{ stats: Record<string, unknown> }>().stats).toMatchObject({ totalRounds: 0, averageScore: null, avgFront9: 32, avgBack9: null });
  });

  it('starts a back-nine game on hole 10, with holes 10-18 only', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { holesPlayed: 'back', maxPlayers: 1 });
    expect([game.currentHole, game.holes.map((hole) => hole.holeNumber)]).toEqual([10, [10, 11, 12, 13, 14, 15, 16, 17, 18]]);
    await startGame(ctx, sam, game.id);
    expectRefusal(await postScore(ctx, sam.cookie, game.id, sam.user.id, 9, 4), 400, 'Hole 9 is not part of this game');
  });

  it('refuses a nine for a format that needs 18 holes', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const response = await call(ctx, sam.cookie, 'POST', '/api/games', {
      courseName: 'Grey Rock Golf Club',
      teeColor: 'Blue',
      gameType: 'nassau',
      nassauMode: 'match',
      betAmount: 0,
      maxPlayers: 2,
      holesPlayed: 'back',
    });
    expectRefusal(response, 400, 'Nassau needs all 18 holes');
  });
});
