import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DrinksSchema } from '../src/contract/games-responses';
import { migrationsFolder } from '../src/server/db/client';
import { games } from '../src/server/db/schema';
import { gameMessages } from '../src/server/games/messages';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addManual,
  call,
  changeDrinks,
  completeGame,
  createBody,
  createGame,
  expectRefusal,
  expectStatus,
  gameOf,
  gameRows,
  golfer,
  named,
  playersOf,
  seedCourse,
  startGame,
  storedVersion,
  type CreateBody,
} from './support/games';

// Issue 34 item 7 (product §R8): drinks are a game option, off unless the creator asks for them. A game without
// drinks refuses a drinks write (409) and changes nothing, with or without an opId; a game with them counts as before.

const drink = (ctx: TestContext, cookie: string, gameId: number, playerId: string, body: Record<string, unknown>) =>
  call(ctx, cookie, 'POST', `/api/games/${gameId}/players/${playerId}/drinks`, body);

/** Sam's started game with Hana (manual), created with `overrides`. */
async function table(ctx: TestContext, overrides: Partial<CreateBody> = {}) {
  const sam = await golfer(ctx, 'Sam');
  const game = await createGame(ctx, sam, overrides);
  const hana = await addManual(ctx, sam, game.id, 'Hana', 10);
  await startGame(ctx, sam, game.id);
  return { sam, game, hana: hana.userId };
}

describeEachDatabase('games: drinks are a game option', (ctx) => {
  it('creates a game without drinks unless asked, and answers the option on every read', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const plain = await createGame(ctx, sam);
    const off = await createGame(ctx, sam, { drinksOn: false });
    const on = await createGame(ctx, sam, { drinksOn: true });
    expect([plain.drinksOn, off.drinksOn, on.drinksOn]).toEqual([false, false, true]);
    expect([(await gameOf(ctx, sam.cookie, plain.id)).drinksOn, (await gameOf(ctx, sam.cookie, on.id)).drinksOn]).toEqual([false, true]);
    const listed = (await call(ctx, sam.cookie, 'GET', '/api/games/user')).json<{ id: number; drinksOn: boolean }[]>();
    expect(Object.fromEntries(listed.map((game) => [game.id, game.drinksOn]))).toEqual({ [plain.id]: false, [off.id]: false, [on.id]: true });
    expect((await call(ctx, sam.cookie, 'POST', '/api/games', { ...createBody(), drinksOn: 'yes' })).statusCode).toBe(400);
  });

  it('refuses a drinks write to a game without drinks, with or without an opId, and changes nothing', async () => {
    await seedCourse(ctx);
    const t = await table(ctx);
    const before = await gameRows(ctx, t.game.id);
    const version = await storedVersion(ctx, t.game.id);
    const opId = randomUUID();
    expectRefusal(await drink(ctx, t.sam.cookie, t.game.id, t.hana, { change: 1 }), 409, gameMessages.drinksOff);
    expectRefusal(await drink(ctx, t.sam.cookie, t.game.id, t.hana, { change: 1, opId }), 409, gameMessages.drinksOff);
    // The refused opId was not kept: sent again it is refused again, not answered as done.
    expectRefusal(await drink(ctx, t.sam.cookie, t.game.id, t.hana, { change: 1, opId }), 409, gameMessages.drinksOff);
    expectRefusal(await changeDrinks(ctx, t.sam.cookie, t.game.id, t.sam.user.id, -1), 409, gameMessages.drinksOff);
    expect(named(await playersOf(ctx, t.sam.cookie, t.game.id), 'Hana').drinks).toBe(0);
    expect(await gameRows(ctx, t.game.id)).toEqual(before);
    expect(await storedVersion(ctx, t.game.id)).toBe(version);
  });

  it('keeps the refusals in order: a stranger is 403 and a completed game 409 complete, before drinks being off', async () => {
    await seedCourse(ctx);
    const t = await table(ctx, { maxPlayers: 2 });
    const stranger = await golfer(ctx, 'Sid');
    expectRefusal(await drink(ctx, stranger.cookie, t.game.id, t.hana, { change: 1 }), 403, gameMessages.playersOnly);
    await completeGame(ctx, t.sam, t.game.id);
    expectRefusal(await drink(ctx, t.sam.cookie, t.game.id, t.hana, { change: 1 }), 409, gameMessages.gameCompleted);
  });

  it('counts drinks in a game created with them, with an opId once', async () => {
    await seedCourse(ctx);
    const t = await table(ctx, { drinksOn: true });
    const opId = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const response = await drink(ctx, t.sam.cookie, t.game.id, t.hana, { change: 1, opId });
      expectStatus(response, 200);
      expect(DrinksSchema.parse(response.json())).toEqual({ playerId: t.hana, drinks: 1 });
    }
    expectStatus(await changeDrinks(ctx, t.sam.cookie, t.game.id, t.hana, 1), 200);
    expect(named(await playersOf(ctx, t.sam.cookie, t.game.id), 'Hana').drinks).toBe(2);
  });

  it('migrates games that already counted drinks (a count, or a drinks change in the history) with drinks on', async () => {
    await seedCourse(ctx);
    const counted = await table(ctx, { drinksOn: true });
    expectStatus(await changeDrinks(ctx, counted.sam.cookie, counted.game.id, counted.hana, 1), 200);
    const undone = await createGame(ctx, counted.sam, { drinksOn: true });
    expectStatus(await changeDrinks(ctx, counted.sam.cookie, undone.id, counted.sam.user.id, 1), 200);
    expectStatus(await changeDrinks(ctx, counted.sam.cookie, undone.id, counted.sam.user.id, -1), 200);
    const never = await createGame(ctx, counted.sam, { drinksOn: true });
    const { db } = ctx.database;
    // Before the migration every game read as off (the column's default); its data step turns them back on.
    await db.update(games).set({ drinksOn: false });
    await db.execute(sql.raw(migrationDataStep()));
    const stored = async (id: number) => (await db.select({ drinksOn: games.drinksOn }).from(games).where(eq(games.id, id)))[0]?.drinksOn;
    expect([await stored(counted.game.id), await stored(undone.id), await stored(never.id)]).toEqual([true, true, false]);
  });
});

/** The UPDATE of migration 0020 (the column it adds is already there in a test database). */
function migrationDataStep(): string {
  const text = readFileSync(path.join(migrationsFolder, '0020_game_drinks_option.sql'), 'utf8');
  const step = text.split('--> statement-breakpoint').map((part) => part.replace(/^--.*$/gm, '').trim()).find((part) => part.startsWith('UPDATE'));
  if (step === undefined) throw new Error('migration 0020 has no UPDATE');
  return step;
}
