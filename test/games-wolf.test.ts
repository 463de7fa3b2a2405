import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addManual,
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
  historyOf,
  PARS,
  playersOf,
  postScore,
  seedCourse,
  startGame,
} from './support/games';
import { GameBetsSchema } from '../src/contract/games-responses';
import { gameMessages } from '../src/server/games/messages';

// Issue 31: wolf through the API (product §R13, §R19): a full 18-hole game settled as the rules say, and every refusal
// of POST /api/games/{id}/wolf.

type Wolf = { sam: Golfer; gameId: number; order: string[] };

/** Sam's wolf game at $1 a point with three name-only players, started: the order is join order, Sam first. */
async function wolfGame(ctx: TestContext): Promise<Wolf> {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const game = await createGame(ctx, sam, { gameType: 'wolf', maxPlayers: 4, betAmount: 1 });
  const order = [sam.user.id];
  for (const name of ['P2', 'P3', 'P4']) order.push((await addManual(ctx, sam, game.id, name)).userId);
  await startGame(ctx, sam, game.id);
  return { sam, gameId: game.id, order };
}

const choose = (ctx: TestContext, w: Wolf, body: Record<string, unknown>) => call(ctx, w.sam.cookie, 'POST', `/api/games/${String(w.gameId)}/wolf`, body);

/** Posts a hole's four scores, each par plus its offset (P1..P4). */
async function scoreHole(ctx: TestContext, w: Wolf, holeNumber: number, toPar: readonly number[]) {
  const par = PARS[holeNumber - 1] ?? 4;
  for (const [i, playerId] of w.order.entries()) expectStatus(await postScore(ctx, w.sam.cookie, w.gameId, playerId, holeNumber, par + (toPar[i] ?? 0)), 200);
}

describeEachDatabase('games: wolf (product §R13)', (ctx) => {
  it("plays 18 holes with §R13's first four (partner wins, lone wins, blind loses, halved): +3, +7, -9, -1 at $1", async () => {
    const w = await wolfGame(ctx);
    const [p1, , p3] = w.order;
    const holes: [Record<string, unknown>, number[]][] = [
      [{ choice: 'partner', partnerId: p3 }, [-1, 0, 0, 0]], // P1 with P3: best 1 under beats par: +2 -2 +2 -2
      [{ choice: 'lone' }, [0, -1, 0, 0]], // P2 alone wins: -2 +6 -2 -2
      [{ choice: 'blind' }, [0, 0, 1, 0]], // P3 blind loses: +3 +3 -9 +3
      [{ choice: 'partner', partnerId: p1 }, [0, 0, 0, 0]], // P4 with P1 halves
    ];
    for (let hole = 5; hole <= 18; hole += 1) holes.push([{ choice: 'lone' }, [0, 0, 0, 0]]);
    for (const [i, [choice, toPar]] of holes.entries()) {
      const answer = await choose(ctx, w, { holeNumber: i + 1, ...choice });
      expectStatus(answer, 200);
      // The answer is the game's bets (product §R19), as GET .../bets has them now.
      expect(answer.json()).toEqual((await call(ctx, w.sam.cookie, 'GET', `/api/games/${String(w.gameId)}/bets`)).json());
      await scoreHole(ctx, w, i + 1, toPar);
    }
    // Holes 5-18 halved: one points bet at $1 a point, each player's points in money, most points first in words.
    const bets = GameBetsSchema.parse((await call(ctx, w.sam.cookie, 'GET', `/api/games/${String(w.gameId)}/bets`)).json()).bets;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ kind: 'points', name: 'Points', startHole: 1, endHole: 18, amount: 1 });
    expect(bets[0]?.status).toMatch(/^P2 7 pts · .+ 3 pts · P4 -1 pt · P3 -9 pts$/);
    expect(bets[0]?.winnings).toEqual(w.order.map((playerId, i) => ({ playerId, amount: [3, 7, -9, -1][i] })));
    expect((await gameOf(ctx, w.sam.cookie, w.gameId)).wolfChoices).toHaveLength(18);
    await completeGame(ctx, w.sam, w.gameId);
    const players = await playersOf(ctx, w.sam.cookie, w.gameId);
    expect(centsSum(players.map((p) => p.winnings))).toBe(0);
    expect(w.order.map((id) => players.find((p) => p.userId === id)).map((p) => [p?.winnings, p?.position])).toEqual([
      [3, 2],
      [7, 1],
      [-9, 4],
      [-1, 3],
    ]);
  });

  it('refuses each bad choice with its message and changes nothing; a completed game answers 409 first', async () => {
    const w = await wolfGame(ctx);
    const [p1, , p3] = w.order;
    expectStatus(await choose(ctx, w, { holeNumber: 1, choice: 'partner', partnerId: p3 }), 200);
    await scoreHole(ctx, w, 1, [-1, 0, 0, 0]);
    const before = await gameRows(ctx, w.gameId);
    const refusals: [Record<string, unknown>, string][] = [
      [{ holeNumber: 5, choice: 'partner', partnerId: p1 }, 'The wolf cannot be their own partner'],
      [{ holeNumber: 2, choice: 'partner', partnerId: 'manual_nobody' }, 'The partner is not a player of this game'],
      [{ holeNumber: 2, choice: 'partner' }, "Choose the wolf's partner"],
      [{ holeNumber: 2, choice: 'lone', partnerId: p3 }, 'Only a partner choice names a partner'],
      [{ holeNumber: 1, choice: 'lone' }, 'Hole 1 is already decided'],
      [{ holeNumber: 2, choice: 'alone' }, 'choice must be partner, lone or blind'],
    ];
    for (const [body, message] of refusals) expectRefusal(await choose(ctx, w, body), 400, message);
    expect(await gameRows(ctx, w.gameId)).toEqual(before);

    // Only a player of the game may record a choice.
    const stranger = await golfer(ctx, 'Stranger');
    const asStranger = await call(ctx, stranger.cookie, 'POST', `/api/games/${String(w.gameId)}/wolf`, { holeNumber: 2, choice: 'lone' });
    expect(asStranger.statusCode).toBe(403);

    const stroke = await createGame(ctx, w.sam, { betAmount: 0, maxPlayers: 1 });
    await startGame(ctx, w.sam, stroke.id);
    expectRefusal(await call(ctx, w.sam.cookie, 'POST', `/api/games/${String(stroke.id)}/wolf`, { holeNumber: 1, choice: 'lone' }), 400, 'This game is not a wolf game');

    await completeGame(ctx, w.sam, w.gameId);
    expectRefusal(await choose(ctx, w, { holeNumber: 2, choice: 'alone' }), 409, gameMessages.gameCompleted);
  });

  it('a repeated opId records the choice once; each change is a history entry with the choice it replaced', async () => {
    const w = await wolfGame(ctx);
    const opId = '7f1c2b4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
    const first = await choose(ctx, w, { holeNumber: 1, choice: 'lone', opId });
    const again = await choose(ctx, w, { holeNumber: 1, choice: 'lone', opId });
    expect(again.json()).toEqual(first.json());
    expectStatus(await choose(ctx, w, { holeNumber: 1, choice: 'blind' }), 200);
    const wolfEntries = (await historyOf(ctx, w.sam.cookie, w.gameId)).filter((entry) => entry.kind === 'wolf');
    expect(wolfEntries.map((entry) => [entry.choice?.choice, entry.previousChoice?.choice ?? null, entry.playerId])).toEqual([
      ['blind', 'lone', w.sam.user.id],
      ['lone', null, w.sam.user.id],
    ]);
    // The hole then counts with its scores: the blind wolf's 1 under beats the others' par, +9 for Sam.
    await scoreHole(ctx, w, 1, [-1, 0, 0, 0]);
    const money = (await historyOf(ctx, w.sam.cookie, w.gameId))[0]?.moneyChange;
    expect(money?.find((entry) => entry.playerId === w.sam.user.id)?.amount).toBe(9);
  });
});
