import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DrinksSchema, type GamePlayer } from '../src/contract/games-responses';
import { StoredScoreSchema } from '../src/contract/games';
import { scoreHistory, scores } from '../src/server/db/schema';
import { gameMessages } from '../src/server/games/messages';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addById,
  addManual,
  call,
  completeGame,
  createGame,
  expectRefusal,
  expectStatus,
  gameOf,
  golfer,
  historyOf,
  holeWithIndex,
  named,
  PARS,
  patchPlayer,
  playersOf,
  postScore,
  scoreRows,
  seedCourse,
  startGame,
  type Golfer,
} from './support/games';

// Issue 10, scores: the server works out par, handicap strokes and net (product §R1, §R2), upserts one score per
// player and hole, keeps a history of every write, and holds under fifty concurrent writes of one hole.

type Table = { sam: Golfer; pat: Golfer; gameId: number; hana: GamePlayer; plus: GamePlayer; max: GamePlayer; patPlayer: GamePlayer };

/**
 * Sam's active stroke game with Pat (registered, 0), Hana (manual, 20), Plus (manual, +3) and Max (manual, 36). Sam
 * pays: a trial creator's game holds only 4 players (issue 15).
 */
async function table(ctx: TestContext): Promise<Table> {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam', { subscriptionStatus: 'active' });
  const pat = await golfer(ctx, 'Pat');
  const game = await createGame(ctx, sam, { maxPlayers: 5, betAmount: 0, drinksOn: true });
  const patPlayer = await addById(ctx, sam, game.id, pat.user, 0);
  const hana = await addManual(ctx, sam, game.id, 'Hana', 20);
  const plus = await addManual(ctx, sam, game.id, 'Plus', -3);
  const max = await addManual(ctx, sam, game.id, 'Max', 36);
  await startGame(ctx, sam, game.id);
  return { sam, pat, gameId: game.id, hana, plus, max, patPlayer };
}

const versionOf = async (ctx: TestContext, t: Table) => (await gameOf(ctx, t.sam.cookie, t.gameId)).version;

describeEachDatabase('games: scores', (ctx) => {
  it.each([
    { case: 'h=20 on index 1', player: 'hana', index: 1, strokes: 6, received: 2 },
    { case: 'h=20 on index 3', player: 'hana', index: 3, strokes: 5, received: 1 },
    { case: 'h=20 on index 18', player: 'hana', index: 18, strokes: 5, received: 1 },
    { case: 'h=36 on index 18', player: 'max', index: 18, strokes: 5, received: 2 },
    { case: 'h=+3 on index 16', player: 'plus', index: 16, strokes: 4, received: -1 },
    { case: 'h=+3 on index 15', player: 'plus', index: 15, strokes: 4, received: 0 },
    { case: 'h=0 on index 1', player: 'patPlayer', index: 1, strokes: 4, received: 0 },
  ] as const)('works out the strokes received and the net itself: $case gets $received', async ({ player, index, strokes, received }) => {
    const t = await table(ctx);
    const hole = holeWithIndex(index);
    const par = PARS[hole - 1]!;
    const playerId = t[player].userId;
    // The client's par and handicap strokes are wrong on purpose: the server ignores them.
    const response = await postScore(ctx, t.sam.cookie, t.gameId, playerId, hole, strokes, { par: par + 2, handicapStrokes: 7 });
    expectStatus(response, 200);
    const stored = StoredScoreSchema.parse(response.json());
    expect(stored).toEqual({ gameId: t.gameId, userId: playerId, holeNumber: hole, strokes, par, handicapStrokes: received, netStrokes: strokes - received, dispute: null });

    const card = (await playersOf(ctx, t.sam.cookie, t.gameId)).find((p) => p.userId === playerId)!;
    expect(card.scores).toEqual([{ holeNumber: hole, strokes, par, handicapStrokes: received, netStrokes: strokes - received, dispute: null }]);
    expect(card.totalStrokes).toBe(strokes);
    expect(card.netScore).toBe(strokes - received - par);
  });

  it('lets any player score any player, manual ones included, while the game is played', async () => {
    const t = await table(ctx);
    expectStatus(await postScore(ctx, t.pat.cookie, t.gameId, t.pat.user.id, 1, 5), 200);
    expectStatus(await postScore(ctx, t.pat.cookie, t.gameId, t.hana.userId, 1, 6), 200);
    expectStatus(await postScore(ctx, t.pat.cookie, t.gameId, t.sam.user.id, 1, 3), 200);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.pat.user.id, 2, 6), 200);
    const players = await playersOf(ctx, t.sam.cookie, t.gameId);
    expect(named(players, 'Pat').scores.map((s) => [s.holeNumber, s.strokes])).toEqual([[1, 5], [2, 6]]);
    expect(named(players, 'Hana').scores.map((s) => [s.holeNumber, s.strokes])).toEqual([[1, 6]]);
    expect(named(players, 'Sam').scores.map((s) => [s.holeNumber, s.strokes])).toEqual([[1, 3]]);
  });

  it('adds up a card while it is played: totalStrokes is gross, netScore is net minus par of the holes played', async () => {
    const t = await table(ctx);
    // Hana (20): index 1 hole gets 2, index 3 hole gets 1.
    const one = holeWithIndex(1);
    const three = holeWithIndex(3);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, one, 7), 200);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, three, 4), 200);
    const hana = named(await playersOf(ctx, t.sam.cookie, t.gameId), 'Hana');
    expect(hana.totalStrokes).toBe(11);
    expect(hana.netScore).toBe(7 - 2 + (4 - 1) - PARS[one - 1]! - PARS[three - 1]!);
    expect(hana.scores.map((s) => s.holeNumber)).toEqual([one, three].sort((a, b) => a - b));
  });

  it.each([
    { case: 'strokes 0', body: { holeNumber: 1, strokes: 0 }, status: 400 },
    { case: 'strokes 21', body: { holeNumber: 1, strokes: 21 }, status: 400 },
    { case: 'strokes 4.5', body: { holeNumber: 1, strokes: 4.5 }, status: 400 },
    { case: 'hole 0', body: { holeNumber: 0, strokes: 4 }, status: 400 },
    { case: 'hole 19', body: { holeNumber: 19, strokes: 4 }, status: 400 },
  ])('refuses $case with a 400 and stores nothing', async ({ body, status }) => {
    const t = await table(ctx);
    const response = await call(ctx, t.sam.cookie, 'POST', `/api/games/${t.gameId}/scores`, { ...body, playerId: t.hana.userId });
    expect(response.statusCode, response.body).toBe(status);
    expect(await ctx.database.db.select().from(scores)).toHaveLength(0);
    expect(await ctx.database.db.select().from(scoreHistory)).toHaveLength(0);
  });

  it('accepts 1 and 20 strokes', async () => {
    const t = await table(ctx);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 1, 1), 200);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 2, 20), 200);
  });

  it('refuses a player who is not in the game with 404', async () => {
    const t = await table(ctx);
    const outsider = await golfer(ctx, 'Outsider');
    for (const playerId of ['manual_nobody', outsider.user.id]) {
      expectRefusal(await postScore(ctx, t.sam.cookie, t.gameId, playerId, 1, 4), 404, gameMessages.playerNotFound);
    }
    expect(await ctx.database.db.select().from(scores)).toHaveLength(0);
  });

  it('refuses a score before the start and after completion with 409', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam);
    const manny = await addManual(ctx, sam, game.id, 'Manny');
    expectRefusal(await postScore(ctx, sam.cookie, game.id, manny.userId, 1, 4), 409, gameMessages.gameNotStarted);
    await startGame(ctx, sam, game.id);
    expectStatus(await postScore(ctx, sam.cookie, game.id, manny.userId, 1, 4), 200);
    await completeGame(ctx, sam, game.id);
    expectRefusal(await postScore(ctx, sam.cookie, game.id, manny.userId, 1, 5), 409, gameMessages.gameCompleted);
    expectRefusal(await postScore(ctx, sam.cookie, game.id, manny.userId, 2, 5), 409, gameMessages.gameCompleted);
    expect((await ctx.database.db.select().from(scores)).map((s) => s.strokes)).toEqual([4]);
  });

  it('replaces a hole\'s score (upsert); an equal score writes nothing', async () => {
    const t = await table(ctx);
    const v0 = await versionOf(ctx, t);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 5, 5), 200);
    const v1 = await versionOf(ctx, t);
    expect(v1).toBeGreaterThan(v0);
    const second = await postScore(ctx, t.pat.cookie, t.gameId, t.hana.userId, 5, 6);
    expectStatus(second, 200);
    expect(second.json()).toMatchObject({ holeNumber: 5, strokes: 6 });
    const v2 = await versionOf(ctx, t);
    expect(v2).toBeGreaterThan(v1);

    const rows = await scoreRows(ctx, t.gameId, t.hana.id, 5);
    expect(rows.map((row) => row.strokes)).toEqual([6]);
    expect(named(await playersOf(ctx, t.sam.cookie, t.gameId), 'Hana').scores).toEqual([expect.objectContaining({ holeNumber: 5, strokes: 6 })]);

    // The same 6 again: answered with the stored score, and no write at all.
    const etag = (await call(ctx, t.sam.cookie, 'GET', `/api/games/${t.gameId}/players`)).headers.etag;
    const same = await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 5, 6);
    expectStatus(same, 200);
    expect(same.json()).toMatchObject({ userId: t.hana.userId, holeNumber: 5, strokes: 6 });
    expect(await versionOf(ctx, t)).toBe(v2);
    expect((await call(ctx, t.sam.cookie, 'GET', `/api/games/${t.gameId}/players`, undefined, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    expect(await historyOf(ctx, t.sam.cookie, t.gameId)).toHaveLength(2);
  });

  it('keeps a history of every write, newest first, with the value it replaced and who entered it', async () => {
    const t = await table(ctx);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 3, 5), 200);
    expectStatus(await postScore(ctx, t.pat.cookie, t.gameId, t.hana.userId, 3, 6), 200);
    expectStatus(await postScore(ctx, t.pat.cookie, t.gameId, t.pat.user.id, 3, 4), 200);
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 3, 6), 200); // equal: not a write
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 3, 5), 200);

    const history = await historyOf(ctx, t.pat.cookie, t.gameId);
    expect(history.map(({ playerId, playerName, holeNumber, strokes, previousStrokes, enteredBy }) => ({ playerId, playerName, holeNumber, strokes, previousStrokes, enteredBy }))).toEqual([
      { playerId: t.hana.userId, playerName: 'Hana', holeNumber: 3, strokes: 5, previousStrokes: 6, enteredBy: { id: t.sam.user.id, name: 'Sam' } },
      { playerId: t.pat.user.id, playerName: 'Pat', holeNumber: 3, strokes: 4, previousStrokes: null, enteredBy: { id: t.pat.user.id, name: 'Pat' } },
      { playerId: t.hana.userId, playerName: 'Hana', holeNumber: 3, strokes: 6, previousStrokes: 5, enteredBy: { id: t.pat.user.id, name: 'Pat' } },
      { playerId: t.hana.userId, playerName: 'Hana', holeNumber: 3, strokes: 5, previousStrokes: null, enteredBy: { id: t.sam.user.id, name: 'Sam' } },
    ]);
    const times = history.map((entry) => Date.parse(entry.enteredAt));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(history.map((entry) => entry.id)).size).toBe(4);
  });

  it('shows the history to players only', async () => {
    const t = await table(ctx);
    const outsider = await golfer(ctx, 'Outsider');
    expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, 3, 5), 200);
    expectRefusal(await call(ctx, outsider.cookie, 'GET', `/api/games/${t.gameId}/scores/history`), 403, gameMessages.playersOnly);
    expectRefusal(await postScore(ctx, outsider.cookie, t.gameId, t.hana.userId, 3, 6), 403, gameMessages.playersOnly);
    expect(await historyOf(ctx, t.sam.cookie, t.gameId)).toHaveLength(1);
  });

  it('fifty concurrent writes of one hole leave one score and a consistent history', async () => {
    const t = await table(ctx);
    const v0 = await versionOf(ctx, t);
    const values = Array.from({ length: 50 }, (_, i) => ((i * 7) % 9) + 2);
    const scorers = [t.sam.cookie, t.pat.cookie];
    const responses = await Promise.all(values.map((strokes, i) => postScore(ctx, scorers[i % 2]!, t.gameId, t.hana.userId, 7, strokes)));
    expect(responses.map((r) => r.statusCode)).toEqual(values.map(() => 200));

    const rows = await scoreRows(ctx, t.gameId, t.hana.id, 7);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!;
    expect(values).toContain(stored.strokes);
    expect(stored.netStrokes).toBe(stored.strokes - stored.handicapStrokes);

    const history = (await historyOf(ctx, t.sam.cookie, t.gameId)).filter((entry) => entry.holeNumber === 7);
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThanOrEqual(50);
    const oldestFirst = [...history].reverse();
    expect(oldestFirst[0]!.previousStrokes).toBeNull();
    for (let i = 1; i < oldestFirst.length; i += 1) {
      expect(oldestFirst[i]!.previousStrokes, `entry ${i}`).toBe(oldestFirst[i - 1]!.strokes);
      expect(oldestFirst[i]!.strokes, `entry ${i} changed something`).not.toBe(oldestFirst[i]!.previousStrokes);
    }
    expect(oldestFirst.at(-1)!.strokes).toBe(stored.strokes);
    // One version per write that changed something.
    expect(await versionOf(ctx, t)).toBe(v0 + history.length);
    const hana = named(await playersOf(ctx, t.sam.cookie, t.gameId), 'Hana');
    expect(hana.scores).toEqual([expect.objectContaining({ holeNumber: 7, strokes: stored.strokes })]);
  });

  it('forty-eight concurrent writes to different holes and players all land', async () => {
    const t = await table(ctx);
    const writes = [t.hana, t.plus, t.max, t.patPlayer].flatMap((player) => Array.from({ length: 12 }, (_, i) => ({ playerId: player.userId, hole: i + 1, strokes: 3 + (i % 4) })));
    const responses = await Promise.all(writes.map((w, i) => postScore(ctx, i % 2 ? t.sam.cookie : t.pat.cookie, t.gameId, w.playerId, w.hole, w.strokes)));
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await ctx.database.db.select().from(scores).where(eq(scores.gameId, t.gameId))).toHaveLength(48);
    expect(await historyOf(ctx, t.sam.cookie, t.gameId)).toHaveLength(48);
  });

  it('re-computes the stored scores of a player whose handicap changes during play', async () => {
    const t = await table(ctx);
    const one = holeWithIndex(1);
    const three = holeWithIndex(3);
    const eighteen = holeWithIndex(18);
    for (const [hole, strokes] of [[one, 6], [three, 5], [eighteen, 4]] as const) {
      expectStatus(await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, hole, strokes), 200);
    }
    const received = async () =>
      Object.fromEntries(named(await playersOf(ctx, t.sam.cookie, t.gameId), 'Hana').scores.map((s) => [s.holeNumber, [s.handicapStrokes, s.netStrokes]]));
    expect(await received()).toEqual({ [one]: [2, 4], [three]: [1, 4], [eighteen]: [1, 3] });

    await patchPlayer(ctx, t.sam, t.gameId, t.hana.userId, { handicap: 0 });
    expect(await received()).toEqual({ [one]: [0, 6], [three]: [0, 5], [eighteen]: [0, 4] });
    const rows = await scoreRows(ctx, t.gameId, t.hana.id, one);
    expect([rows[0]?.handicapStrokes, rows[0]?.netStrokes]).toEqual([0, 6]);

    await patchPlayer(ctx, t.sam, t.gameId, t.hana.userId, { handicap: -2 });
    // +2 gives a stroke back on the holes of index 17 and 18 only.
    expect(await received()).toEqual({ [one]: [0, 6], [three]: [0, 5], [eighteen]: [-1, 5] });

    await patchPlayer(ctx, t.sam, t.gameId, t.hana.userId, { handicap: 37 });
    expect(await received()).toEqual({ [one]: [3, 3], [three]: [2, 3], [eighteen]: [2, 2] });
    // New scores use the new handicap too.
    const next = await postScore(ctx, t.sam.cookie, t.gameId, t.hana.userId, holeWithIndex(2), 6);
    expect(next.json()).toMatchObject({ handicapStrokes: 2, netStrokes: 4 });
  });
});

describeEachDatabase('games: drinks', (ctx) => {
  it('counts drinks up and down, never below 0, for any player of the game', async () => {
    const t = await table(ctx);
    const drink = (cookie: string, playerId: string, change: unknown) => call(ctx, cookie, 'POST', `/api/games/${t.gameId}/players/${playerId}/drinks`, { change });
    const expectDrinks = async (cookie: string, playerId: string, change: 1 | -1, drinks: number) => {
      const response = await drink(cookie, playerId, change);
      expectStatus(response, 200);
      expect(DrinksSchema.parse(response.json())).toEqual({ playerId, drinks });
    };
    await expectDrinks(t.pat.cookie, t.hana.userId, 1, 1);
    await expectDrinks(t.sam.cookie, t.hana.userId, 1, 2);
    await expectDrinks(t.pat.cookie, t.hana.userId, -1, 1);
    await expectDrinks(t.pat.cookie, t.hana.userId, -1, 0);
    await expectDrinks(t.pat.cookie, t.hana.userId, -1, 0);
    await expectDrinks(t.pat.cookie, t.pat.user.id, 1, 1);
    for (const change of [2, 0, -2, 'one']) expect((await drink(t.sam.cookie, t.hana.userId, change)).statusCode, String(change)).toBe(400);
    expectRefusal(await drink(t.sam.cookie, 'manual_nobody', 1), 404, gameMessages.playerNotFound);

    const players = await playersOf(ctx, t.sam.cookie, t.gameId);
    expect(named(players, 'Hana').drinks).toBe(0);
    expect(named(players, 'Pat').drinks).toBe(1);

    // Twenty at once: every one counts.
    const many = await Promise.all(Array.from({ length: 20 }, () => drink(t.sam.cookie, t.max.userId, 1)));
    expect(many.map((r) => r.statusCode)).toEqual(many.map(() => 200));
    expect(named(await playersOf(ctx, t.sam.cookie, t.gameId), 'Max').drinks).toBe(20);

    await completeGame(ctx, t.sam, t.gameId);
    expectRefusal(await drink(t.sam.cookie, t.hana.userId, 1), 409, gameMessages.gameCompleted);
  });
});
