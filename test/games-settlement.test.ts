import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { GameAchievementsSchema, type GameDetail } from '../src/contract/games-responses';
import { notifications, userAchievements } from '../src/server/db/schema';
import { gameMessages } from '../src/server/games/messages';
import type { UserRow } from '../src/server/users/repository';
import { describeEachDatabase, type TestContext } from './support/app';
import { signIn } from './support/users';
import {
  addById,
  addManual,
  call,
  card,
  centsSum,
  completeGame,
  createGame,
  expectRefusal,
  expectStatus,
  gameOf,
  golfer,
  patchPlayer,
  playersOf,
  postCard,
  postScore,
  registered,
  seedCourse,
  startGame,
  type CreateBody,
  type Golfer,
} from './support/games';

// Issue 10: the worked examples of product §R4-§R6 played through the API and settled to the cent, the completion
// race, achievements once per user and type (§R8), and the notifications completion writes.

type Seat = { name: string; handicap?: number; team?: 'A' | 'B'; registered?: boolean };
type Round = { sam: Golfer; game: GameDetail; ids: Record<string, string>; users: Record<string, UserRow> };

/**
 * Sam's game with the given seats (manual players unless a user is given), started. Sam plays too; `samTeam`
 * puts him on a team in team formats.
 */
async function round(ctx: TestContext, game: Partial<CreateBody>, seats: Seat[], samTeam?: 'A' | 'B'): Promise<Round> {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const created = await createGame(ctx, sam, game);
  if (samTeam) await patchPlayer(ctx, sam, created.id, sam.user.id, { teamAssignment: samTeam });
  const ids: Record<string, string> = { Sam: sam.user.id };
  const users: Record<string, UserRow> = { Sam: sam.user };
  for (const seat of seats) {
    if (seat.registered) users[seat.name] = await registered(ctx, seat.name);
    const user = users[seat.name];
    const player = user
      ? await addById(ctx, sam, created.id, user, seat.handicap ?? 0, seat.team)
      : await addManual(ctx, sam, created.id, seat.name, seat.handicap ?? 0, seat.team);
    ids[seat.name] = player.userId;
  }
  await startGame(ctx, sam, created.id);
  return { sam, game: created, ids, users };
}

/** Posts every card (as the creator), hole 1 onwards. */
async function play(ctx: TestContext, r: Round, cards: Record<string, number[]>): Promise<void> {
  for (const [name, strokes] of Object.entries(cards)) await postCard(ctx, r.sam.cookie, r.game.id, r.ids[name]!, strokes);
}

type Result = { position: number | null; winnings: number | null; totalStrokes?: number; netScore?: number };

/** Each player's frozen result by name, after checking that the winnings add up to exactly 0. */
async function results(ctx: TestContext, r: Round, withTotals = false): Promise<Record<string, Result>> {
  const players = await playersOf(ctx, r.sam.cookie, r.game.id);
  expect(centsSum(players.map((p) => p.winnings)), 'winnings add up to 0').toBe(0);
  return Object.fromEntries(
    players.map((p) => [
      p.user.displayName,
      withTotals ? { position: p.position, winnings: p.winnings, totalStrokes: p.totalStrokes, netScore: p.netScore } : { position: p.position, winnings: p.winnings },
    ]),
  );
}

async function finish(ctx: TestContext, r: Round, cards: Record<string, number[]>, withTotals = false) {
  await play(ctx, r, cards);
  await completeGame(ctx, r.sam, r.game.id);
  return results(ctx, r, withTotals);
}

describeEachDatabase('games: settlement (product §R5 worked examples)', (ctx) => {
  it('stroke, $10, 4 players, one winner: +30.00 and -10.00 each', async () => {
    const r = await round(ctx, { betAmount: 10, maxPlayers: 4 }, [{ name: 'Alice' }, { name: 'Bob' }, { name: 'Cara' }]);
    const settled = await finish(ctx, r, { Sam: card(), Alice: card({ 1: -1 }), Bob: card({ 2: 1 }), Cara: card({ 2: 1, 3: 1 }) }, true);
    expect(settled).toEqual({
      Sam: { position: 2, winnings: -10, totalStrokes: 72, netScore: 0 },
      Alice: { position: 1, winnings: 30, totalStrokes: 71, netScore: -1 },
      Bob: { position: 3, winnings: -10, totalStrokes: 73, netScore: 1 },
      Cara: { position: 4, winnings: -10, totalStrokes: 74, netScore: 2 },
    });
  });

  it("lists a finished game with the caller's own winnings, and none before completion or for a non-player", async () => {
    const r = await round(ctx, { betAmount: 10, maxPlayers: 2 }, [{ name: 'Alice', registered: true }]);
    const alice: Golfer = { user: r.users.Alice!, cookie: await signIn(ctx.app, r.users.Alice!.username), name: 'Alice' };
    const listed = async (who: Golfer) => (await call(ctx, who.cookie, 'GET', '/api/games/user')).json<{ id: number; myWinnings: number | null }[]>();
    expect((await listed(r.sam)).find((game) => game.id === r.game.id)?.myWinnings).toBeNull();
    await finish(ctx, r, { Sam: card({ 1: -1 }), Alice: card() });
    expect((await listed(r.sam)).find((game) => game.id === r.game.id)?.myWinnings).toBe(10);
    expect((await listed(alice)).find((game) => game.id === r.game.id)?.myWinnings).toBe(-10);
    const outsider = await golfer(ctx, 'Olga');
    const publicList = (await call(ctx, outsider.cookie, 'GET', '/api/games/public')).json<{ myWinnings: number | null }[]>();
    expect(publicList.every((game) => game.myWinnings === null)).toBe(true);
  });

  it('stroke, $10, two tied winners on net among 4: +10.00, +10.00, -10.00, -10.00', async () => {
    // Alice (18) bogeys every hole: 90 gross, 72 net, level with Sam's gross 72.
    const r = await round(ctx, { betAmount: 10, maxPlayers: 4 }, [{ name: 'Alice', handicap: 18 }, { name: 'Bob' }, { name: 'Cara' }]);
    const bogeys = card(Object.fromEntries(Array.from({ length: 18 }, (_, i) => [i + 1, 1])));
    const settled = await finish(ctx, r, { Sam: card(), Alice: bogeys, Bob: card({ 4: 2 }), Cara: card({ 4: 2, 9: 1 }) }, true);
    expect(settled).toEqual({
      Sam: { position: 1, winnings: 10, totalStrokes: 72, netScore: 0 },
      Alice: { position: 1, winnings: 10, totalStrokes: 90, netScore: 0 },
      Bob: { position: 3, winnings: -10, totalStrokes: 74, netScore: 2 },
      Cara: { position: 4, winnings: -10, totalStrokes: 75, netScore: 3 },
    });
  });

  it('stroke, $10, three tied winners: the leftover cent goes to the winner who joined first', async () => {
    const r = await round(ctx, { betAmount: 10, maxPlayers: 4 }, [{ name: 'Alice' }, { name: 'Bob' }, { name: 'Cara' }]);
    const settled = await finish(ctx, r, { Sam: card({ 1: 1 }), Alice: card(), Bob: card(), Cara: card() });
    expect(settled).toEqual({
      Sam: { position: 4, winnings: -10 },
      Alice: { position: 1, winnings: 3.34 },
      Bob: { position: 1, winnings: 3.33 },
      Cara: { position: 1, winnings: 3.33 },
    });
  });

  it('nassau match 1 v 1, $5: A wins the front, B the back, the overall is halved: 0.00 each', async () => {
    const r = await round(ctx, { gameType: 'nassau', nassauMode: 'match', betAmount: 5, maxPlayers: 2 }, [{ name: 'Alice', team: 'B' }], 'A');
    const settled = await finish(ctx, r, { Sam: card({ 1: -1 }), Alice: card({ 10: -1 }) });
    expect(settled).toEqual({ Sam: { position: 1, winnings: 0 }, Alice: { position: 1, winnings: 0 } });
  });

  it('nassau match 1 v 1, $5: A wins the front and the overall, B the back: +5.00 / -5.00', async () => {
    const r = await round(ctx, { gameType: 'nassau', nassauMode: 'match', betAmount: 5, maxPlayers: 2 }, [{ name: 'Alice', team: 'B' }], 'A');
    const settled = await finish(ctx, r, { Sam: card({ 1: -1, 2: -1 }), Alice: card({ 10: -1 }) });
    expect(settled).toEqual({ Sam: { position: 1, winnings: 5 }, Alice: { position: 2, winnings: -5 } });
  });

  it('nassau stroke, 3 players, $5, A wins all three bets: +30.00, -15.00, -15.00', async () => {
    const r = await round(ctx, { gameType: 'nassau', nassauMode: 'stroke', betAmount: 5, maxPlayers: 3 }, [{ name: 'Alice' }, { name: 'Bob' }]);
    const settled = await finish(ctx, r, { Sam: card({ 1: -1, 10: -1 }), Alice: card(), Bob: card({ 1: 1 }) });
    expect(settled).toEqual({
      Sam: { position: 1, winnings: 30 },
      Alice: { position: 2, winnings: -15 },
      Bob: { position: 3, winnings: -15 },
    });
  });

  it('nassau stroke, 3 players, $5, two tied for lowest on every bet share it: +7.50, +7.50, -15.00', async () => {
    // Each bet: Bob pays $5, Sam and Alice get $2.50 each (product §R4: a push only when every side ties).
    const r = await round(ctx, { gameType: 'nassau', nassauMode: 'stroke', betAmount: 5, maxPlayers: 3 }, [{ name: 'Alice' }, { name: 'Bob' }]);
    const settled = await finish(ctx, r, { Sam: card(), Alice: card(), Bob: card({ 1: 1, 10: 1 }) });
    expect(settled).toEqual({
      Sam: { position: 1, winnings: 7.5 },
      Alice: { position: 1, winnings: 7.5 },
      Bob: { position: 3, winnings: -15 },
    });
  });

  it('nassau stroke, 3 players, $5, a tied front and a won back and overall: +22.50, -7.50, -15.00', async () => {
    // Front: Sam and Alice 36, Bob 37: +2.50 / +2.50 / -5. Back: Sam 35: +10 / -5 / -5. Overall: Sam 71: +10 / -5 / -5.
    const r = await round(ctx, { gameType: 'nassau', nassauMode: 'stroke', betAmount: 5, maxPlayers: 3 }, [{ name: 'Alice' }, { name: 'Bob' }]);
    const settled = await finish(ctx, r, { Sam: card({ 10: -1 }), Alice: card(), Bob: card({ 1: 1 }) });
    expect(settled).toEqual({
      Sam: { position: 1, winnings: 22.5 },
      Alice: { position: 2, winnings: -7.5 },
      Bob: { position: 3, winnings: -15 },
    });
  });

  it('four-ball match, $10: Red 1 up after 18, each Red player +10.00, each Blue player -10.00', async () => {
    const r = await round(ctx, { gameType: 'match', betAmount: 10, maxPlayers: 4 }, [{ name: 'Alice', team: 'A' }, { name: 'Bob', team: 'B' }, { name: 'Cara', team: 'B' }], 'A');
    const settled = await finish(ctx, r, { Sam: card(), Alice: card({ 1: -1 }), Bob: card(), Cara: card() });
    expect(settled).toEqual({
      Sam: { position: 2, winnings: 10 },
      Alice: { position: 1, winnings: 10 },
      Bob: { position: 2, winnings: -10 },
      Cara: { position: 2, winnings: -10 },
    });
  });

  it('best ball, $10: the side\'s best net decides the hole; Blue 1 up takes +10.00 each', async () => {
    // Alice (18) bogeys every hole for a net par; Cara's birdie on 5 is the only hole won.
    const r = await round(
      ctx,
      { gameType: 'bestball', betAmount: 10, maxPlayers: 4 },
      [{ name: 'Alice', team: 'A', handicap: 18 }, { name: 'Bob', team: 'B' }, { name: 'Cara', team: 'B' }],
      'A',
    );
    const bogeys = card(Object.fromEntries(Array.from({ length: 18 }, (_, i) => [i + 1, 1])));
    const settled = await finish(ctx, r, { Sam: card(), Alice: bogeys, Bob: card(), Cara: card({ 5: -1 }) });
    expect(settled).toEqual({
      Sam: { position: 2, winnings: -10 },
      Alice: { position: 2, winnings: -10 },
      Bob: { position: 2, winnings: 10 },
      Cara: { position: 1, winnings: 10 },
    });
  });

  it('a match decided early (10 and 8) is completed at once and settles', async () => {
    const r = await round(ctx, { gameType: 'match', betAmount: 10, maxPlayers: 2 }, [{ name: 'Alice' }]);
    const birdies = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i + 1, -1]));
    const settled = await finish(ctx, r, { Sam: card(birdies, 10), Alice: card({}, 10) });
    expect(settled).toEqual({ Sam: { position: 1, winnings: 10 }, Alice: { position: 2, winnings: -10 } });
  });

  it('an undecided match completed after hole 12 goes to the side that is up', async () => {
    const r = await round(ctx, { gameType: 'match', betAmount: 10, maxPlayers: 2 }, [{ name: 'Alice' }]);
    expectStatus(await call(ctx, r.sam.cookie, 'POST', `/api/games/${r.game.id}/advance-hole`, { nextHole: 12 }), 200);
    const settled = await finish(ctx, r, { Sam: card({ 3: -1 }, 12), Alice: card({}, 12) });
    expect(settled).toEqual({ Sam: { position: 1, winnings: 10 }, Alice: { position: 2, winnings: -10 } });
  });

  it('an all-square match completed after hole 12 is a push', async () => {
    const r = await round(ctx, { gameType: 'match', betAmount: 10, maxPlayers: 2 }, [{ name: 'Alice' }]);
    const settled = await finish(ctx, r, { Sam: card({ 3: -1, 4: 1 }, 12), Alice: card({}, 12) });
    expect(settled).toEqual({ Sam: { position: 1, winnings: 0 }, Alice: { position: 1, winnings: 0 } });
  });

  it('a stroke game completed part way is settled on the holes every player has scored', async () => {
    // Through 9 Alice is one under and wins; her 9 on hole 10 is not compared, since nobody else played it.
    const r = await round(ctx, { betAmount: 10, maxPlayers: 3 }, [{ name: 'Alice' }, { name: 'Bob' }]);
    const settled = await finish(ctx, r, { Sam: card({}, 9), Alice: [...card({ 1: -1 }, 9), 9], Bob: card({ 2: 1 }, 9) }, true);
    expect(settled).toEqual({
      Sam: { position: 1, winnings: -10, totalStrokes: 36, netScore: 0 },
      Alice: { position: 3, winnings: 20, totalStrokes: 44, netScore: 4 },
      Bob: { position: 2, winnings: -10, totalStrokes: 37, netScore: 1 },
    });
  });

  it('ranks 1, 1, 3 and an unscored player last; with a side unscored no hole counts, so no money moves', async () => {
    const r = await round(ctx, { betAmount: 10, maxPlayers: 4 }, [{ name: 'Alice' }, { name: 'Bob' }, { name: 'Cara' }]);
    const settled = await finish(ctx, r, { Sam: card({ 1: 1 }), Alice: card({ 2: 1 }), Bob: card({ 1: 1, 2: 1, 3: 1 }) });
    expect(settled).toEqual({
      Sam: { position: 1, winnings: 0 },
      Alice: { position: 1, winnings: 0 },
      Bob: { position: 3, winnings: 0 },
      Cara: { position: 4, winnings: 0 },
    });
  });

  it('a solo round settles to 0.00', async () => {
    const r = await round(ctx, { betAmount: 20, maxPlayers: 1 }, []);
    expect(r.game.betAmount).toBe(0);
    const settled = await finish(ctx, r, { Sam: card({ 7: 2 }) }, true);
    expect(settled).toEqual({ Sam: { position: 1, winnings: 0, totalStrokes: 74, netScore: 2 } });
  });
});

describeEachDatabase('games: completion', (ctx) => {
  it('completes once: status, completedAt, frozen results; a second complete is a 409', async () => {
    const r = await round(ctx, { betAmount: 10, maxPlayers: 3 }, [{ name: 'Alice' }]);
    await play(ctx, r, { Sam: card({ 1: -1 }), Alice: card() });
    const response = await call(ctx, r.sam.cookie, 'POST', `/api/games/${r.game.id}/complete`);
    expectStatus(response, 200);
    const completed = response.json<GameDetail>();
    expect(completed).toMatchObject({ id: r.game.id, status: 'completed' });
    expect(Number.isFinite(Date.parse(String(completed.completedAt)))).toBe(true);
    const game = await gameOf(ctx, r.sam.cookie, r.game.id);
    expect(game.status).toBe('completed');
    expect(game.completedAt).toBe(completed.completedAt);

    expectRefusal(await call(ctx, r.sam.cookie, 'POST', `/api/games/${r.game.id}/complete`), 409, gameMessages.alreadyCompleted);
    expectRefusal(await postScore(ctx, r.sam.cookie, r.game.id, r.ids.Alice!, 1, 2), 409, gameMessages.gameCompleted);
    expectRefusal(await call(ctx, r.sam.cookie, 'PATCH', `/api/games/${r.game.id}/players/${r.ids.Alice}`, { handicap: 30 }), 409, gameMessages.gameCompleted);
    expectRefusal(await call(ctx, r.sam.cookie, 'POST', `/api/games/${r.game.id}/start`), 409, gameMessages.alreadyStarted);
    expect(await results(ctx, r)).toEqual({ Sam: { position: 1, winnings: 10 }, Alice: { position: 2, winnings: -10 } });
  });

  it('refuses to complete a game that has not started', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam);
    await addManual(ctx, sam, game.id, 'Manny');
    expectRefusal(await call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/complete`), 409, gameMessages.gameNotStarted);
    expect((await gameOf(ctx, sam.cookie, game.id)).status).toBe('waiting');
  });

  it('two completes at once: one 200, one 409, settled and notified once', async () => {
    const r = await round(ctx, { betAmount: 10, maxPlayers: 3 }, [{ name: 'Pat', registered: true }, { name: 'Manny' }]);
    const pat = r.users.Pat!;
    await play(ctx, r, { Sam: card(), Pat: card({ 5: 1 }), Manny: card({ 5: 2 }) });

    const responses = await Promise.all([1, 2].map(() => call(ctx, r.sam.cookie, 'POST', `/api/games/${r.game.id}/complete`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({ message: gameMessages.alreadyCompleted });

    expect(await results(ctx, r)).toEqual({
      Sam: { position: 1, winnings: 20 },
      Pat: { position: 2, winnings: -10 },
      Manny: { position: 3, winnings: -10 },
    });
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'game_complete'));
    expect(rows.map((row) => row.userId).sort()).toEqual([r.sam.user.id, pat.id].sort());
    expect(rows.every((row) => row.title === 'Game complete')).toBe(true);
    // "their position and winnings" (issue 10): Sam won $20, Pat lost $10.
    expect(rows.find((row) => row.userId === r.sam.user.id)?.message).toMatch(/20/);
    expect(rows.find((row) => row.userId === pat.id)?.message).toMatch(/10/);
  });
});

describeEachDatabase('games: achievements and notifications', (ctx) => {
  // Sam: a bogey on 1, birdies on 3, 6, 9 and 12, bogeys on 15 and 17: 71, four birdies, 11 pars.
  const samCard = () => card({ 1: 1, 3: -1, 6: -1, 9: -1, 12: -1, 15: 1, 17: 1 });
  // Pat: an 8 on the par-4 4th, pars elsewhere: 76, 17 pars, and 3 drinks.
  const patCard = () => card({ 4: 4 });
  const samEarns = ['birdie_hunter'];
  const patEarns = ['not_here_for_golf', 'par_machine', 'perfect_start', 'snowman', 'water_hazard'];

  async function playedGame(r: Round) {
    for (let i = 0; i < 3; i += 1) {
      expectStatus(await call(ctx, r.sam.cookie, 'POST', `/api/games/${r.game.id}/players/${r.ids.Pat}/drinks`, { change: 1 }), 200);
    }
    await play(ctx, r, { Sam: samCard(), Pat: patCard(), Manny: card({ 1: -1, 2: -1, 3: -1 }) });
    await completeGame(ctx, r.sam, r.game.id);
    const response = await call(ctx, r.sam.cookie, 'GET', `/api/games/${r.game.id}/achievements`);
    expectStatus(response, 200);
    return GameAchievementsSchema.parse(response.json());
  }

  const kinds = (list: { achievementType: string; user: { displayName: string } }[], name: string) =>
    list.filter((a) => a.user.displayName === name).map((a) => a.achievementType).sort();

  it('awards the §R8 achievements of registered players once per type, and notifies each award and each completion', async () => {
    const first = await round(ctx, { betAmount: 10, maxPlayers: 3, drinksOn: true }, [{ name: 'Pat', registered: true }, { name: 'Manny' }]);
    const pat = first.users.Pat!;
    const earned = await playedGame(first);
    expect(kinds(earned, 'Sam')).toEqual(samEarns);
    expect(kinds(earned, 'Pat')).toEqual(patEarns);
    // Manny, a manual player, has no account to hold achievements, though his round has an on_fire.
    expect(earned).toHaveLength(samEarns.length + patEarns.length);
    const samAward = earned.find((a) => a.user.displayName === 'Sam')!;
    expect(samAward.user).toEqual({ id: first.sam.user.id, displayName: 'Sam', username: first.sam.user.username, firstName: 'Sam', lastName: null });
    expect(Number.isFinite(Date.parse(samAward.earnedAt))).toBe(true);

    const stored = await ctx.database.db.select().from(userAchievements);
    expect(stored).toHaveLength(samEarns.length + patEarns.length);

    const notes = async (userId: string) => {
      const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      return { complete: rows.filter((row) => row.type === 'game_complete'), achievements: rows.filter((row) => row.type === 'achievement') };
    };
    const samNotes = await notes(first.sam.user.id);
    expect(samNotes.complete.map((row) => row.title)).toEqual(['Game complete']);
    expect(samNotes.achievements).toHaveLength(samEarns.length);
    const patNotes = await notes(pat.id);
    expect(patNotes.complete.map((row) => row.title)).toEqual(['Game complete']);
    expect(patNotes.achievements).toHaveLength(patEarns.length);

    // A second round that qualifies for the same achievements awards nothing new.
    const second = await createGame(ctx, first.sam, { betAmount: 10, maxPlayers: 3, drinksOn: true });
    await addById(ctx, first.sam, second.id, pat);
    const manny = await addManual(ctx, first.sam, second.id, 'Manny');
    await startGame(ctx, first.sam, second.id);
    const again = await playedGame({ ...first, game: second, ids: { Sam: first.sam.user.id, Pat: pat.id, Manny: manny.userId } });
    expect(again).toEqual([]);
    const after = await ctx.database.db.select().from(userAchievements);
    expect(after).toHaveLength(samEarns.length + patEarns.length);
    const pairs = after.map((row) => `${row.userId}:${row.achievementType}`);
    expect(new Set(pairs).size).toBe(pairs.length);

    expect((await notes(first.sam.user.id)).complete).toHaveLength(2);
    expect((await notes(first.sam.user.id)).achievements).toHaveLength(samEarns.length);
    expect((await notes(pat.id)).complete).toHaveLength(2);
    expect((await notes(pat.id)).achievements).toHaveLength(patEarns.length);
  });

  it('judges the nine heroes over the golfer\'s completed rounds: back_9_hero comes with the third round', async () => {
    await seedCourse(ctx);
    const pat = await golfer(ctx, 'Pat');
    // Bogeys on 1 and 2, pars elsewhere: the back nine is 2 strokes better each time (par_machine on the first).
    const expected = [['par_machine'], [], ['back_9_hero']];
    for (const [i, types] of expected.entries()) {
      const game = await createGame(ctx, pat, { maxPlayers: 1, betAmount: 0 });
      await startGame(ctx, pat, game.id);
      await postCard(ctx, pat.cookie, game.id, pat.user.id, card({ 1: 1, 2: 1 }));
      await completeGame(ctx, pat, game.id);
      const response = await call(ctx, pat.cookie, 'GET', `/api/games/${game.id}/achievements`);
      expectStatus(response, 200);
      expect(GameAchievementsSchema.parse(response.json()).map((a) => a.achievementType).sort(), `round ${i + 1}`).toEqual(types);
    }
  });

  it('awards nothing for an unfinished round', async () => {
    const r = await round(ctx, { betAmount: 0, maxPlayers: 2 }, [{ name: 'Pat', registered: true }]);
    // Four birdies and an 8, but only 17 holes.
    await play(ctx, r, { Sam: card({ 1: -1, 2: -1, 3: -1, 4: -1 }, 17), Pat: card({ 4: 4 }, 17) });
    await completeGame(ctx, r.sam, r.game.id);
    const response = await call(ctx, r.sam.cookie, 'GET', `/api/games/${r.game.id}/achievements`);
    expectStatus(response, 200);
    expect(response.json()).toEqual([]);
    expect(await ctx.database.db.select().from(userAchievements)).toHaveLength(0);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'achievement'))).toHaveLength(0);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'game_complete'))).toHaveLength(2);
  });
});
