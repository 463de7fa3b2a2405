import { expect, it } from 'vitest';
import { GameBetsSchema, GameDetailSchema, type GameBets } from '../src/contract/games-responses';
import { gameMessages } from '../src/server/games/messages';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addManual,
  call,
  centsSum,
  completeGame,
  createBody,
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

// Issue 32: side bets through the API (product §R16, §R19): formatOptions.junk on a game, the junk call with each of
// its refusals and its opId, the money of every dot at completion.

const PAR_3 = PARS.indexOf(3) + 1;
const PAR_4 = PARS.indexOf(4) + 1;
const JUNK = { value: 1, birdies: true, greenies: true, sandies: false };

type Junk = { sam: Golfer; gameId: number; ann: string; cy: string };

/** Sam's $0 stroke game with $1 dots for birdies and greenies, Ann and Cy added by name, started. */
async function junkGame(ctx: TestContext): Promise<Junk> {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const game = await createGame(ctx, sam, { betAmount: 0, maxPlayers: 3, formatOptions: { junk: JUNK } });
  const ann = (await addManual(ctx, sam, game.id, 'Ann')).userId;
  const cy = (await addManual(ctx, sam, game.id, 'Cy')).userId;
  await startGame(ctx, sam, game.id);
  return { sam, gameId: game.id, ann, cy };
}

const mark = (ctx: TestContext, who: Golfer, gameId: number, body: Record<string, unknown>) => call(ctx, who.cookie, 'POST', `/api/games/${String(gameId)}/junk`, body);
const sideBet = (bets: GameBets) => bets.bets.find((bet) => bet.kind === 'junk');

describeEachDatabase('games: side bets (product §R16)', (ctx) => {
  it('keeps formatOptions.junk on the game and refuses a bad one with its message', async () => {
    const j = await junkGame(ctx);
    const game = await gameOf(ctx, j.sam.cookie, j.gameId);
    expect(game.formatOptions).toEqual({ junk: JUNK });
    const bad = await call(ctx, j.sam.cookie, 'POST', '/api/games', createBody({ formatOptions: { junk: { value: 101, birdies: true } } }));
    expectRefusal(bad, 400, 'junk value must be 0 to 100 dollars, in whole cents');
  });

  it('a greenie on a par 3 with par or better is a dot from each other player; marking another player moves it', async () => {
    const j = await junkGame(ctx);
    const ids = [j.sam.user.id, j.ann, j.cy];
    for (const id of ids) expectStatus(await postScore(ctx, j.sam.cookie, j.gameId, id, PAR_3, 3), 200);

    const first = await mark(ctx, j.sam, j.gameId, { holeNumber: PAR_3, playerId: j.sam.user.id, kind: 'greenie', on: true });
    expectStatus(first, 200);
    const bets = GameBetsSchema.parse(first.json());
    // Dots Sam 1, Ann 0, Cy 0 at $1: Sam +2, the others -1.
    expect(sideBet(bets)).toMatchObject({ name: 'Side bets', amount: 1, status: 'Sam 1 dot · Ann 0 dots · Cy 0 dots' });
    expect(sideBet(bets)?.winnings.map((w) => w.amount)).toEqual([2, -1, -1]);

    expectStatus(await mark(ctx, j.sam, j.gameId, { holeNumber: PAR_3, playerId: j.ann, kind: 'greenie', on: true }), 200);
    const after = await gameOf(ctx, j.sam.cookie, j.gameId);
    expect(GameDetailSchema.parse(after).junkMarks).toEqual([{ holeNumber: PAR_3, playerId: j.ann, kind: 'greenie' }]);
    const entries = (await historyOf(ctx, j.sam.cookie, j.gameId)).filter((entry) => entry.kind === 'junk');
    expect(entries.map((entry) => [entry.playerId, entry.junkKind, entry.strokes, entry.previousStrokes])).toEqual([
      [j.ann, 'greenie', 1, 0],
      [j.sam.user.id, 'greenie', 1, 0],
    ]);
    // The move took Sam's dot to Ann: Sam -3, Ann +3 from the first entry's +2 / -1.
    expect(entries[0]?.moneyChange).toEqual([
      { playerId: j.sam.user.id, amount: -3 },
      { playerId: j.ann, amount: 3 },
    ]);
  });

  it('refuses each bad mark with its message and changes nothing; a completed game answers 409', async () => {
    const j = await junkGame(ctx);
    const before = await gameRows(ctx, j.gameId);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ holeNumber: PAR_4, playerId: j.ann, kind: 'greenie', on: true }, 400, 'A greenie is only on a par 3'],
      [{ holeNumber: PAR_3, playerId: j.ann, kind: 'sandie', on: true }, 400, 'Sandies are not played in this game'],
      [{ holeNumber: PAR_3, playerId: j.ann, kind: 'eagle', on: true }, 400, 'kind must be greenie or sandie'],
      [{ holeNumber: PAR_3, playerId: j.ann, kind: 'greenie' }, 400, 'on must be true or false'],
      [{ holeNumber: PAR_3, playerId: 'manual_nobody', kind: 'greenie', on: true }, 404, gameMessages.playerNotFound],
    ];
    for (const [body, status, message] of refusals) expectRefusal(await mark(ctx, j.sam, j.gameId, body), status, message);
    expect(await gameRows(ctx, j.gameId)).toEqual(before);

    const stranger = await golfer(ctx, 'Stranger');
    expect((await mark(ctx, stranger, j.gameId, { holeNumber: PAR_3, playerId: j.ann, kind: 'greenie', on: true })).statusCode).toBe(403);
    await completeGame(ctx, j.sam, j.gameId);
    expectRefusal(await mark(ctx, j.sam, j.gameId, { holeNumber: PAR_3, playerId: j.ann, kind: 'greenie', on: true }), 409, gameMessages.gameCompleted);
  });

  it('a repeated opId marks once; completion pays every dot, birdies from the scores', async () => {
    const j = await junkGame(ctx);
    const ids = [j.sam.user.id, j.ann, j.cy];
    // On the par 3 Sam makes 2 (a birdie), Ann and Cy 3; Sam is marked closest: Sam 2 dots.
    for (const [i, id] of ids.entries()) expectStatus(await postScore(ctx, j.sam.cookie, j.gameId, id, PAR_3, i === 0 ? 2 : 3), 200);
    const opId = '0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a4b';
    const first = await mark(ctx, j.sam, j.gameId, { holeNumber: PAR_3, playerId: j.sam.user.id, kind: 'greenie', on: true, opId });
    const again = await mark(ctx, j.sam, j.gameId, { holeNumber: PAR_3, playerId: j.sam.user.id, kind: 'greenie', on: true, opId });
    expect(again.json()).toEqual(first.json());
    expect((await historyOf(ctx, j.sam.cookie, j.gameId)).filter((entry) => entry.kind === 'junk')).toHaveLength(1);

    await completeGame(ctx, j.sam, j.gameId);
    const players = await playersOf(ctx, j.sam.cookie, j.gameId);
    // Dots Sam 2, Ann 0, Cy 0 at $1: Sam +4, Ann -2, Cy -2 (the stroke bet is $0).
    expect(players.map((player) => [player.userId, player.winnings])).toEqual([
      [j.sam.user.id, 4],
      [j.ann, -2],
      [j.cy, -2],
    ]);
    expect(centsSum(players.map((player) => player.winnings))).toBe(0);
  });
});
