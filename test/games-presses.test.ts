import { expect, it } from 'vitest';
import { GameBetsSchema, type GameBets } from '../src/contract/games-responses';
import { gameMessages } from '../src/server/games/messages';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addById,
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

// Issue 32: nassau presses through the API (product §R15, §R19): a full pressing nassau settled to the cent, the
// manual press call with each of its refusals, and its opId replayed.

type Pressing = { sam: Golfer; ben: Golfer; gameId: number };

/** Sam v Ben, a $10 match nassau that presses as `presses` says, started. */
async function pressingNassau(ctx: TestContext, presses: 'manual' | 'auto', maxPresses = 0): Promise<Pressing> {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const ben = await golfer(ctx, 'Ben');
  const game = await createGame(ctx, sam, { gameType: 'nassau', maxPlayers: 2, betAmount: 10, formatOptions: { mode: 'match', presses, maxPresses } });
  await addById(ctx, sam, game.id, ben.user);
  await startGame(ctx, sam, game.id);
  return { sam, ben, gameId: game.id };
}

/** Plays holes from `first` by their winners: 's' Sam (a birdie against par), 'b' Ben, 'h' halved. */
async function play(ctx: TestContext, p: Pressing, results: string, first = 1): Promise<void> {
  for (const [i, result] of [...results].entries()) {
    const hole = first + i;
    const par = PARS[hole - 1] ?? 4;
    expectStatus(await postScore(ctx, p.sam.cookie, p.gameId, p.sam.user.id, hole, result === 's' ? par - 1 : par), 200);
    expectStatus(await postScore(ctx, p.sam.cookie, p.gameId, p.ben.user.id, hole, result === 'b' ? par - 1 : par), 200);
  }
}

const press = (ctx: TestContext, who: Golfer, gameId: number, body: Record<string, unknown>) => call(ctx, who.cookie, 'POST', `/api/games/${String(gameId)}/presses`, body);

async function betsOf(ctx: TestContext, p: Pressing): Promise<GameBets> {
  return GameBetsSchema.parse((await call(ctx, p.sam.cookie, 'GET', `/api/games/${String(p.gameId)}/bets`)).json());
}

describeEachDatabase('games: nassau presses (product §R15)', (ctx) => {
  it("plays §R15's front nine with automatic presses from 3, 6 and 9 and settles every press: Sam -$20.00 on the front", async () => {
    const p = await pressingNassau(ctx, 'auto');
    // §R15's example on the front (Sam is A), then the back all halved.
    await play(ctx, p, 'sshssbhbb' + 'h'.repeat(9));
    const { bets } = await betsOf(ctx, p);
    expect(bets.map((bet) => [bet.kind, bet.name, bet.startHole, bet.endHole])).toEqual([
      ['front', 'Front 9', 1, 9],
      ['press', 'Front 9 press 1 (from 3)', 3, 9],
      ['press', 'Front 9 press 2 (from 6)', 6, 9],
      ['press', 'Front 9 press 3 (from 9)', 9, 9],
      ['back', 'Back 9', 10, 18],
      ['overall', 'Overall', 1, 18],
    ]);
    const samOn = (kinds: readonly string[]) => bets.filter((bet) => kinds.includes(bet.kind)).reduce((sum, bet) => sum + Math.round((bet.winnings.find((w) => w.playerId === p.sam.user.id)?.amount ?? 0) * 100), 0);
    expect(samOn(['front', 'press'])).toBe(-2000);

    await completeGame(ctx, p.sam, p.gameId);
    const players = await playersOf(ctx, p.sam.cookie, p.gameId);
    // The front and its presses -$20.00, the overall (Sam 1 up) +$10.00, the back halved.
    expect(players.map((player) => [player.userId, player.winnings])).toEqual([
      [p.sam.user.id, -10],
      [p.ben.user.id, 10],
    ]);
    expect(centsSum(players.map((player) => player.winnings))).toBe(0);
  });

  it('a manual press by the side that is down starts after the last counted hole, answers the bets and is kept in the history', async () => {
    const p = await pressingNassau(ctx, 'manual');
    await play(ctx, p, 'ss');
    const answer = await press(ctx, p.ben, p.gameId, { segment: 'front' });
    expectStatus(answer, 200);
    const bets = GameBetsSchema.parse(answer.json());
    expect(bets).toEqual(await betsOf(ctx, p));
    expect(bets.bets.find((bet) => bet.kind === 'press')).toMatchObject({ name: 'Front 9 press 1 (from 3)', startHole: 3, endHole: 9, status: 'Match has not started' });
    expect((await gameOf(ctx, p.sam.cookie, p.gameId)).manualPresses).toEqual([{ segment: 'front', startHole: 3 }]);

    // Ben wins the 3rd: the press is his 1 up, the front still Sam's 1 up; the press stays whatever the scores do.
    await play(ctx, p, 'b', 3);
    const after = await betsOf(ctx, p);
    expect(after.bets.filter((bet) => ['front', 'press'].includes(bet.kind)).map((bet) => bet.status)).toEqual(['Sam is 1UP thru 3', 'Ben is 1UP thru 1']);
    const entries = (await historyOf(ctx, p.sam.cookie, p.gameId)).filter((entry) => entry.kind === 'press');
    expect(entries.map((entry) => [entry.playerId, entry.holeNumber, entry.moneyChange])).toEqual([[p.ben.user.id, 3, []]]);
  });

  it('refuses each bad press with its message and changes nothing; a completed game answers 409', async () => {
    const p = await pressingNassau(ctx, 'manual', 1);
    expectRefusal(await press(ctx, p.ben, p.gameId, { segment: 'front' }), 400, 'Only the side that is down can press');
    await play(ctx, p, 'ss');
    const before = await gameRows(ctx, p.gameId);
    const refusals: [Golfer, Record<string, unknown>, string][] = [
      [p.sam, { segment: 'front' }, 'Only the side that is down can press'],
      [p.ben, { segment: 'middle' }, 'segment must be front or back'],
      [p.ben, { segment: 'back' }, 'Only the side that is down can press'],
    ];
    for (const [who, body, message] of refusals) expectRefusal(await press(ctx, who, p.gameId, body), 400, message);
    expect(await gameRows(ctx, p.gameId)).toEqual(before);

    // One press allowed a nine: the second is refused once Ben is down in the first press too.
    expectStatus(await press(ctx, p.ben, p.gameId, { segment: 'front' }), 200);
    await play(ctx, p, 's', 3);
    expectRefusal(await press(ctx, p.ben, p.gameId, { segment: 'front' }), 400, 'No more presses on this nine');
    // The front over: nothing starts after its last hole.
    await play(ctx, p, 'ssssss', 4);
    expectRefusal(await press(ctx, p.ben, p.gameId, { segment: 'front' }), 400, 'This nine is over');

    const stranger = await golfer(ctx, 'Stranger');
    expect((await press(ctx, stranger, p.gameId, { segment: 'back' })).statusCode).toBe(403);
    const unpressed = await createGame(ctx, p.sam, { gameType: 'nassau', maxPlayers: 2 });
    await addManual(ctx, p.sam, unpressed.id, 'Cy');
    await startGame(ctx, p.sam, unpressed.id);
    expectRefusal(await press(ctx, p.sam, unpressed.id, { segment: 'front' }), 400, 'This game does not play presses');

    await completeGame(ctx, p.sam, p.gameId);
    expectRefusal(await press(ctx, p.ben, p.gameId, { segment: 'back' }), 409, gameMessages.gameCompleted);
  });

  it('a repeated opId presses once and answers the first answer again', async () => {
    const p = await pressingNassau(ctx, 'manual');
    await play(ctx, p, 's');
    const opId = '5b0c1d2e-3f40-4a51-8b62-7c8d9e0f1a2b';
    const first = await press(ctx, p.ben, p.gameId, { segment: 'front', opId });
    expectStatus(first, 200);
    const again = await press(ctx, p.ben, p.gameId, { segment: 'front', opId });
    expect(again.json()).toEqual(first.json());
    expect((await gameOf(ctx, p.sam.cookie, p.gameId)).manualPresses).toEqual([{ segment: 'front', startHole: 2 }]);
    expect((await historyOf(ctx, p.sam.cookie, p.gameId)).filter((entry) => entry.kind === 'press')).toHaveLength(1);
  });
});
