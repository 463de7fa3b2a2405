import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addManual,
  call,
  card,
  centsSum,
  completeGame,
  createGame,
  expectRefusal,
  gameOf,
  golfer,
  type Golfer,
  named,
  PARS,
  playersOf,
  postCard,
  seedCourse,
  startGame,
} from './support/games';

// Issue 31: skins and stableford played through the API over 18 holes and settled as product §R13 says.

async function fourSkins(ctx: TestContext, formatOptions: Record<string, unknown>) {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const game = await createGame(ctx, sam, { gameType: 'skins', formatOptions, betAmount: 1, maxPlayers: 4 });
  const ids: Record<string, string> = { A: sam.user.id };
  for (const name of ['B', 'C', 'D']) ids[name] = (await addManual(ctx, sam, game.id, name)).userId;
  await startGame(ctx, sam, game.id);
  return { sam, game, ids };
}

async function playAll(ctx: TestContext, sam: Golfer, gameId: number, ids: Record<string, string>, cards: Record<string, number[]>) {
  for (const [name, strokes] of Object.entries(cards)) await postCard(ctx, sam.cookie, gameId, ids[name]!, strokes);
}

describeEachDatabase('games: skins (product §R13)', (ctx) => {
  it("plays §R13's example over 18 holes: A 3 skins, C 2, the rest carried and void -> +7, -5, +3, -5", async () => {
    const { sam, game, ids } = await fourSkins(ctx, { basis: 'gross' });
    expect((await gameOf(ctx, sam.cookie, game.id)).formatOptions).toEqual({ basis: 'gross', carryover: true, validation: 'none' });
    // Holes 1-6 as the example (to par 0 for a 4 there), holes 7-18 all tied at par: the last carry is void.
    const example: Record<string, number[]> = {
      A: [0, 1, -1, 0, 1, 0],
      B: [0, 0, 0, 0, 1, 0],
      C: [1, 0, 0, 0, 0, 1],
      D: [1, 2, 1, 0, 1, 1],
    };
    const cards = Object.fromEntries(Object.entries(example).map(([name, toPar]) => [name, card(Object.fromEntries(toPar.map((d, i) => [i + 1, d])))]));
    await playAll(ctx, sam, game.id, ids, cards);
    await completeGame(ctx, sam, game.id);
    const players = await playersOf(ctx, sam.cookie, game.id);
    expect(centsSum(players.map((p) => p.winnings))).toBe(0);
    // Sam plays as A (the creator's name is Sam).
    expect(Object.fromEntries(players.map((p) => [p.user.displayName, [p.winnings, p.position]]))).toEqual({
      Sam: [7, 1],
      B: [-5, 3],
      C: [3, 2],
      D: [-5, 3],
    });
  });

  it('refuses an option skins does not have and a value it does not allow', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const body = { courseName: 'Grey Rock Golf Club', teeColor: 'Blue', gameType: 'skins', betAmount: 1, maxPlayers: 4 };
    expectRefusal(await call(ctx, sam.cookie, 'POST', '/api/games', { ...body, formatOptions: { basis: 'best' } }), 400, 'basis must be one of net, gross');
    expectRefusal(await call(ctx, sam.cookie, 'POST', '/api/games', { ...body, formatOptions: { presses: true } }), 400, 'Skins has no option presses');
  });
});

describeEachDatabase('games: stableford (product §R13)', (ctx) => {
  it('ranks by points and settles every pair by the difference: 36, 30, 27 at $1 -> +15, -3, -12', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam, { gameType: 'stableford', betAmount: 1, maxPlayers: 3 });
    const ids: Record<string, string> = { Sam: sam.user.id };
    for (const name of ['Bo', 'Cy']) ids[name] = (await addManual(ctx, sam, game.id, name)).userId;
    await startGame(ctx, sam, game.id);
    const bogeys = (count: number) => card(Object.fromEntries(PARS.slice(0, count).map((_, i) => [i + 1, 1])));
    // Pars everywhere: 2 points a hole, 36. Six bogeys: 30. Nine bogeys: 27.
    await playAll(ctx, sam, game.id, ids, { Sam: card(), Bo: bogeys(6), Cy: bogeys(9) });
    await completeGame(ctx, sam, game.id);
    const players = await playersOf(ctx, sam.cookie, game.id);
    expect([named(players, 'Sam'), named(players, 'Bo'), named(players, 'Cy')].map((p) => [p.winnings, p.position])).toEqual([
      [15, 1],
      [-3, 2],
      [-12, 3],
    ]);
  });
});
