import { expect, it } from 'vitest';
import { GameBetsSchema, type GameBets } from '../src/contract/games-responses';
import { gameMessages } from '../src/server/games/messages';
import { describeEachDatabase, type TestContext } from './support/app';
import { addManual, call, centsSum, completeGame, createGame, expectRefusal, expectStatus, golfer, PARS, playersOf, postScore, seedCourse, startGame } from './support/games';

// GET /api/games/{id}/bets (product §R19): one row per bet in force now, its holes, amount, status in section 4's words
// and each player's winnings as if the game were completed now; whoever may see the game may read it.

async function betsOf(ctx: TestContext, cookie: string | undefined, path: string): Promise<GameBets> {
  const answer = await call(ctx, cookie, 'GET', path);
  expectStatus(answer, 200);
  return GameBetsSchema.parse(answer.json());
}

/** The sum over the bets of each player's winnings, in cents, by player id. */
function summed(bets: GameBets): Map<string, number> {
  const totals = new Map<string, number>();
  for (const bet of bets.bets) for (const { playerId, amount } of bet.winnings) totals.set(playerId, (totals.get(playerId) ?? 0) + Math.round(amount * 100));
  return totals;
}

describeEachDatabase('games: the bets in force (product §R19)', (ctx) => {
  it("lists a match nassau's front, back and overall with their holes and section 4's statuses; they sum to the completed winnings", async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { gameType: 'nassau', nassauMode: 'match', maxPlayers: 2, betAmount: 5 });
    const ben = await addManual(ctx, sam, game.id, 'Ben');
    await startGame(ctx, sam, game.id);
    const path = `/api/games/${String(game.id)}/bets`;

    const before = await betsOf(ctx, sam.cookie, path);
    expect(before.bets.map(({ kind, name, startHole, endHole, amount, status }) => ({ kind, name, startHole, endHole, amount, status }))).toEqual([
      { kind: 'front', name: 'Front 9', startHole: 1, endHole: 9, amount: 5, status: 'Match has not started' },
      { kind: 'back', name: 'Back 9', startHole: 10, endHole: 18, amount: 5, status: 'Match has not started' },
      { kind: 'overall', name: 'Overall', startHole: 1, endHole: 18, amount: 5, status: 'Match has not started' },
    ]);

    // Sam birdies 1-3 and halves 4-5: 3UP thru 5 on the front and overall; nothing yet on the back.
    for (let hole = 1; hole <= 5; hole += 1) {
      const par = PARS[hole - 1] ?? 4;
      expectStatus(await postScore(ctx, sam.cookie, game.id, sam.user.id, hole, hole <= 3 ? par - 1 : par), 200);
      expectStatus(await postScore(ctx, sam.cookie, game.id, ben.userId, hole, par), 200);
    }
    const during = await betsOf(ctx, sam.cookie, path);
    expect(during.bets.map((bet) => bet.status)).toEqual(['Sam is 3UP thru 5', 'Match has not started', 'Sam is 3UP thru 5']);
    const owed = (amounts: number[]) => [sam.user.id, ben.userId].map((playerId, i) => ({ playerId, amount: amounts[i] }));
    expect(during.bets.map((bet) => bet.winnings)).toEqual([owed([5, -5]), owed([0, 0]), owed([5, -5])]);

    await completeGame(ctx, sam, game.id);
    const players = await playersOf(ctx, sam.cookie, game.id);
    const totals = summed(await betsOf(ctx, sam.cookie, path));
    expect(players.map((player) => totals.get(player.userId))).toEqual(players.map((player) => Math.round((player.winnings ?? 0) * 100)));
    expect(centsSum(players.map((player) => player.winnings))).toBe(0);
  });

  it('a skins game has one skins bet worth the bet per skin, with the carry in its status', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { gameType: 'skins', maxPlayers: 3, betAmount: 2 });
    const ana = await addManual(ctx, sam, game.id, 'Ana');
    const cy = await addManual(ctx, sam, game.id, 'Cy');
    await startGame(ctx, sam, game.id);
    // Hole 1 tied (carried), hole 2 to Ana: 2 skins, $2 each from each of the other two; hole 3 tied, carried on.
    const strokes = [
      [4, 4, 5],
      [5, 3, 5],
      [4, 4, 4],
    ];
    for (const [i, row] of strokes.entries()) {
      for (const [j, playerId] of [sam.user.id, ana.userId, cy.userId].entries()) expectStatus(await postScore(ctx, sam.cookie, game.id, playerId, i + 1, row[j] ?? 4), 200);
    }
    const { bets } = await betsOf(ctx, sam.cookie, `/api/games/${String(game.id)}/bets`);
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ kind: 'skins', name: 'Skins', startHole: 1, endHole: 18, amount: 2, status: 'Ana 2 skins · Sam 0 skins · Cy 0 skins · 2 skins at stake on the next hole' });
    expect(bets[0]?.winnings).toEqual([
      { playerId: sam.user.id, amount: -4 },
      { playerId: ana.userId, amount: 8 },
      { playerId: cy.userId, amount: -4 },
    ]);
  });

  it('answers whoever may see the game: guests read a public game through /api/public; a private game is 404 to others', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const open = await createGame(ctx, sam);
    const hidden = await createGame(ctx, sam, { isPrivate: true });
    expect((await betsOf(ctx, undefined, `/api/public/games/${String(open.id)}/bets`)).bets.map((bet) => bet.kind)).toEqual(['stroke']);
    expect((await betsOf(ctx, sam.cookie, `/api/games/${String(hidden.id)}/bets`)).bets.map((bet) => bet.kind)).toEqual(['stroke']);

    const stranger = await golfer(ctx, 'Stranger');
    expectRefusal(await call(ctx, stranger.cookie, 'GET', `/api/games/${String(hidden.id)}/bets`), 404, gameMessages.notFound);
    expectRefusal(await call(ctx, undefined, 'GET', `/api/public/games/${String(hidden.id)}/bets`), 404, gameMessages.notFound);
    expectRefusal(await call(ctx, sam.cookie, 'GET', '/api/games/999999/bets'), 404, gameMessages.notFound);
    expect((await call(ctx, undefined, 'GET', `/api/games/${String(open.id)}/bets`)).statusCode).toBe(401);
  });
});
