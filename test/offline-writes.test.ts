import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { StoredScoreBatchSchema, StoredScoreSchema, type ScoreDispute, type StoredScore } from '../src/contract/games';
import { DrinksSchema, GameDetailSchema, type ScoreHistoryEntry } from '../src/contract/games-responses';
import { gameOperations } from '../src/server/db/schema';
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
  gameRows,
  golfer,
  historyOf,
  named,
  PARS,
  playersOf,
  seedCourse,
  startGame,
  storedVersion,
  type CreateBody,
  type Golfer,
} from './support/games';
import { busDrained, busInbox } from './support/realtime';

// Issue 29, the server's side of offline writes (product §R17): an opId makes a write happen once however often a
// phone sends it; a hole's scores go in one batch, all or none; `previous` shows a conflict, which disputes the hole
// until it is written again or confirmed; and the history lists drinks too, with the money every change moved.

type Table = { sam: Golfer; pat: Golfer; gameId: number; hana: string; patKey: string };

/**
 * Sam's active game with Pat (registered) and Hana (manual), every handicap 0: stroke play for $10 unless told. The
 * course is stored first, unless an earlier table of the test stored it.
 */
async function table(ctx: TestContext, overrides: Partial<CreateBody> = {}, { courseStored = false } = {}): Promise<Table> {
  if (!courseStored) await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const pat = await golfer(ctx, 'Pat');
  // Drinks on: these tests write them (a game without drinks refuses them, test/games-drinks-option.test.ts).
  const game = await createGame(ctx, sam, { drinksOn: true, ...overrides });
  await addById(ctx, sam, game.id, pat.user, 0);
  const hana = await addManual(ctx, sam, game.id, 'Hana', 0);
  await startGame(ctx, sam, game.id);
  return { sam, pat, gameId: game.id, hana: hana.userId, patKey: pat.user.id };
}

type ScoreBody = { playerId: string; holeNumber: number; strokes: number; opId?: string; previous?: number | null };

const postBatch = (ctx: TestContext, cookie: string, gameId: number, scores: readonly ScoreBody[]) => call(ctx, cookie, 'POST', `/api/games/${gameId}/scores`, { scores });
const postOne = (ctx: TestContext, cookie: string, gameId: number, body: ScoreBody) => call(ctx, cookie, 'POST', `/api/games/${gameId}/scores`, body);
const drink = (ctx: TestContext, cookie: string, gameId: number, playerId: string, body: Record<string, unknown>) =>
  call(ctx, cookie, 'POST', `/api/games/${gameId}/players/${playerId}/drinks`, body);
const advance = (ctx: TestContext, cookie: string, gameId: number, body: Record<string, unknown>) => call(ctx, cookie, 'POST', `/api/games/${gameId}/advance-hole`, body);

function storedScore(response: LightMyRequestResponse): StoredScore {
  expectStatus(response, 200);
  return StoredScoreSchema.parse(response.json());
}

/** The score a player's card shows on a hole, with its dispute. */
async function cardHole(ctx: TestContext, t: Table, name: string, holeNumber: number) {
  return named(await playersOf(ctx, t.sam.cookie, t.gameId), name).scores.find((score) => score.holeNumber === holeNumber);
}

/** What one history entry says, without its id and time. */
const said = ({ kind, playerId, holeNumber, strokes, previousStrokes, opId, conflict }: ScoreHistoryEntry) => ({ kind, playerId, holeNumber, strokes, previousStrokes, opId, conflict });

/**
 * The score updates of the game after `version` the bus carried, once everything published so far has arrived (by
 * version: a NOTIFY of an earlier test may arrive late on PostgreSQL).
 */
async function scoreUpdatesAfter(ctx: TestContext, box: ReturnType<typeof busInbox>, gameId: number, version: number) {
  await busDrained(ctx.bus);
  return box.received.flatMap((message) =>
    message.kind === 'game' && message.event.type === 'SCORE_UPDATE' && message.gameId === gameId && message.event.version > version ? [message.event] : [],
  );
}

describeEachDatabase('offline writes: operation ids', (ctx) => {
  it('a score sent twice with one opId is written once: the same answer, one row, one history entry, one version, one event', async () => {
    const t = await table(ctx);
    const box = busInbox(ctx.bus);
    const v0 = await storedVersion(ctx, t.gameId);
    const opId = randomUUID();
    const first = storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 3, strokes: 5, opId, previous: null }));
    const rows = await gameRows(ctx, t.gameId);
    // Sent again, by the other phone too, and with other strokes: the first answer, and nothing written.
    for (const [cookie, strokes] of [[t.sam.cookie, 5], [t.pat.cookie, 5], [t.sam.cookie, 7]] as const) {
      expect(storedScore(await postOne(ctx, cookie, t.gameId, { playerId: t.hana, holeNumber: 3, strokes, opId, previous: null }))).toEqual(first);
    }
    // An uppercase copy of the id is the same id.
    expect(storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 3, strokes: 6, opId: opId.toUpperCase() }))).toEqual(first);
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);
    expect(rows.scores.map((row) => row.strokes)).toEqual([5]);
    expect((await historyOf(ctx, t.sam.cookie, t.gameId)).map(said)).toEqual([{ kind: 'score', playerId: t.hana, holeNumber: 3, strokes: 5, previousStrokes: null, opId, conflict: false }]);
    expect(await storedVersion(ctx, t.gameId)).toBe(v0 + 1);
    expect(await scoreUpdatesAfter(ctx, box, t.gameId, v0)).toHaveLength(1);

    // A later change of the hole stands: the old write sent again does not undo it.
    storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 3, strokes: 4, opId: randomUUID(), previous: 5 }));
    expect(storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 3, strokes: 5, opId, previous: null }))).toEqual(first);
    expect((await cardHole(ctx, t, 'Hana', 3))?.strokes).toBe(4);
  });

  it('a batch sent twice is written once, each score with its own version and event, answered in the order sent', async () => {
    const t = await table(ctx);
    const box = busInbox(ctx.bus);
    const v0 = await storedVersion(ctx, t.gameId);
    const hole = [
      { playerId: t.pat.user.id, holeNumber: 1, strokes: 4, opId: randomUUID(), previous: null },
      { playerId: t.hana, holeNumber: 1, strokes: 6, opId: randomUUID(), previous: null },
      { playerId: t.sam.user.id, holeNumber: 1, strokes: 5, opId: randomUUID(), previous: null },
    ];
    const response = await postBatch(ctx, t.sam.cookie, t.gameId, hole);
    expectStatus(response, 200);
    const answer = StoredScoreBatchSchema.parse(response.json());
    expect(answer.scores.map(({ userId, holeNumber, strokes, par, dispute }) => ({ userId, holeNumber, strokes, par, dispute }))).toEqual(
      hole.map(({ playerId, holeNumber, strokes }) => ({ userId: playerId, holeNumber, strokes, par: PARS[0], dispute: null })),
    );
    const rows = await gameRows(ctx, t.gameId);
    expect(await storedVersion(ctx, t.gameId)).toBe(v0 + 3);
    const events = await scoreUpdatesAfter(ctx, box, t.gameId, v0);
    expect(events.map((event) => [event.version, event.score])).toEqual(answer.scores.map((score, i) => [v0 + 1 + i, score]));

    const again = await postBatch(ctx, t.pat.cookie, t.gameId, hole);
    expectStatus(again, 200);
    expect(again.json()).toEqual(answer);
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);
    expect(rows.history).toHaveLength(3);
    expect(rows.operations.map((row) => row.opId).sort()).toEqual(hole.map((score) => score.opId).sort());
    expect(await scoreUpdatesAfter(ctx, box, t.gameId, v0)).toHaveLength(3);
  });

  it('drinks sent twice with one opId count once, and a repeat answers what the first write answered', async () => {
    const t = await table(ctx);
    const opId = randomUUID();
    const v0 = await storedVersion(ctx, t.gameId);
    for (let i = 0; i < 3; i += 1) {
      const response = await drink(ctx, i === 1 ? t.pat.cookie : t.sam.cookie, t.gameId, t.hana, { change: 1, opId });
      expectStatus(response, 200);
      expect(DrinksSchema.parse(response.json())).toEqual({ playerId: t.hana, drinks: 1 });
    }
    expect(named(await playersOf(ctx, t.sam.cookie, t.gameId), 'Hana').drinks).toBe(1);
    expect(await storedVersion(ctx, t.gameId)).toBe(v0 + 1);
    expect((await historyOf(ctx, t.sam.cookie, t.gameId)).map(said)).toEqual([{ kind: 'drinks', playerId: t.hana, holeNumber: null, strokes: 1, previousStrokes: 0, opId, conflict: false }]);

    // One fewer at none changes nothing, and is still that write: sent again after a drink, it answers 0 and takes none away.
    const none = randomUUID();
    expect((await drink(ctx, t.sam.cookie, t.gameId, t.patKey, { change: -1, opId: none })).json()).toEqual({ playerId: t.patKey, drinks: 0 });
    expectStatus(await drink(ctx, t.sam.cookie, t.gameId, t.patKey, { change: 1, opId: randomUUID() }), 200);
    expect((await drink(ctx, t.sam.cookie, t.gameId, t.patKey, { change: -1, opId: none })).json()).toEqual({ playerId: t.patKey, drinks: 0 });
    expect(named(await playersOf(ctx, t.sam.cookie, t.gameId), 'Pat').drinks).toBe(1);
  });

  it('a hole advance sent twice moves the game once, and a repeat answers the game as the first answer had it', async () => {
    const t = await table(ctx);
    const opId = randomUUID();
    const first = await advance(ctx, t.sam.cookie, t.gameId, { nextHole: 2, opId });
    expectStatus(first, 200);
    const answered = GameDetailSchema.parse(first.json());
    expect([answered.currentHole, answered.version]).toEqual([2, await storedVersion(ctx, t.gameId)]);
    const again = await advance(ctx, t.sam.cookie, t.gameId, { nextHole: 2, opId });
    expect(again.json()).toEqual(first.json());
    expect(await storedVersion(ctx, t.gameId)).toBe(answered.version);

    expectStatus(await advance(ctx, t.sam.cookie, t.gameId, { nextHole: 3, opId: randomUUID() }), 200);
    expect((await advance(ctx, t.sam.cookie, t.gameId, { nextHole: 2, opId })).json()).toEqual(first.json());
    expect((await gameRows(ctx, t.gameId)).game[0]?.currentHole).toBe(3);
  });

  it('a write the game took before it was completed answers as it did; a new one is refused with 409', async () => {
    const t = await table(ctx);
    const opId = randomUUID();
    const first = storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 1, strokes: 5, opId }));
    await completeGame(ctx, t.sam, t.gameId);
    const rows = await gameRows(ctx, t.gameId);
    expect(storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 1, strokes: 5, opId }))).toEqual(first);
    expectRefusal(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 2, strokes: 5, opId: randomUUID() }), 409, gameMessages.gameCompleted);
    expectRefusal(await drink(ctx, t.pat.cookie, t.gameId, t.hana, { change: 1, opId: randomUUID() }), 409, gameMessages.gameCompleted);
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);
  });

  it('fifty concurrent copies of one write leave one row, one history entry and one version', async () => {
    const t = await table(ctx);
    const v0 = await storedVersion(ctx, t.gameId);
    const opId = randomUUID();
    const body = { playerId: t.hana, holeNumber: 7, strokes: 6, opId, previous: null };
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => postOne(ctx, i % 2 ? t.pat.cookie : t.sam.cookie, t.gameId, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const rows = await gameRows(ctx, t.gameId);
    expect(rows.scores.map((row) => [row.holeNumber, row.strokes])).toEqual([[7, 6]]);
    expect(rows.history.map((row) => row.opId)).toEqual([opId]);
    expect(rows.operations.map((row) => row.opId)).toEqual([opId]);
    expect(await storedVersion(ctx, t.gameId)).toBe(v0 + 1);
  });

  it('a queue of 18 writes replayed by two phones at once leaves exactly what one pass leaves', async () => {
    const once = await table(ctx);
    const twice = await table(ctx, {}, { courseStored: true });
    // Three players' first five holes, then three corrections, each with the strokes the phone showed before it.
    const plan = (t: Table) => {
      const players = [t.sam.user.id, t.patKey, t.hana];
      const firsts = players.flatMap((playerId, p) => [1, 2, 3, 4, 5].map((holeNumber) => ({ playerId, holeNumber, strokes: 3 + ((p + holeNumber) % 4), previous: null as number | null })));
      const fixes = [0, 6, 12].map((i) => ({ ...firsts[i]!, strokes: firsts[i]!.strokes + 1, previous: firsts[i]!.strokes }));
      return [...firsts, ...fixes];
    };
    const opIds = Array.from({ length: 18 }, () => randomUUID());
    const queueOf = (t: Table) => plan(t).map((write, i) => ({ ...write, opId: opIds[i]! }));
    const send = async (t: Table, cookie: string) => {
      for (const write of queueOf(t)) expectStatus(await postOne(ctx, cookie, t.gameId, write), 200);
    };
    const v0 = [await storedVersion(ctx, once.gameId), await storedVersion(ctx, twice.gameId)];
    await send(once, once.sam.cookie);
    await Promise.all([send(twice, twice.sam.cookie), send(twice, twice.pat.cookie)]);

    // Player keys differ between the games (Hana's manual_ id): compare by name; entered-by is whichever phone came first.
    const byName = (t: Table) => new Map([[t.sam.user.id, 'Sam'], [t.patKey, 'Pat'], [t.hana, 'Hana']]);
    const outcome = async (t: Table) => ({
      cards: (await playersOf(ctx, t.sam.cookie, t.gameId)).map((player) => [player.user.displayName, player.scores]),
      history: (await historyOf(ctx, t.sam.cookie, t.gameId)).map((entry) => ({ ...said(entry), playerId: byName(t).get(entry.playerId) })),
      operations: (await ctx.database.db.select().from(gameOperations).where(eq(gameOperations.gameId, t.gameId))).length,
    });
    const [one, two] = [await outcome(once), await outcome(twice)];
    expect(two).toEqual(one);
    expect(one.history).toHaveLength(18);
    expect(one.history.every((entry) => !entry.conflict)).toBe(true);
    expect(one.operations).toBe(18);
    expect(await storedVersion(ctx, twice.gameId) - v0[1]!).toBe(await storedVersion(ctx, once.gameId) - v0[0]!);
  });

  it('an opId names one write in its game: used by another kind of write it is refused, in another game it is new', async () => {
    const t = await table(ctx);
    const other = await createGame(ctx, t.sam);
    await addManual(ctx, t.sam, other.id, 'Lee');
    await startGame(ctx, t.sam, other.id);
    const opId = randomUUID();
    storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 1, strokes: 5, opId }));
    const rows = await gameRows(ctx, t.gameId);
    expectRefusal(await drink(ctx, t.sam.cookie, t.gameId, t.hana, { change: 1, opId }), 409, gameMessages.opIdUsedElsewhere);
    expectRefusal(await advance(ctx, t.sam.cookie, t.gameId, { nextHole: 4, opId }), 409, gameMessages.opIdUsedElsewhere);
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);
    expect(storedScore(await postOne(ctx, t.sam.cookie, other.id, { playerId: t.sam.user.id, holeNumber: 1, strokes: 4, opId })).strokes).toBe(4);

    // The operations go with their game.
    expectStatus(await call(ctx, t.sam.cookie, 'DELETE', `/api/games/${t.gameId}`), 204);
    expect((await gameRows(ctx, t.gameId)).operations).toEqual([]);
  });
});

describeEachDatabase('offline writes: a hole in one batch', (ctx) => {
  it('is all or none: one refused score refuses the batch with its message, and nothing is written', async () => {
    const t = await table(ctx);
    storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 2, strokes: 5 }));
    const rows = await gameRows(ctx, t.gameId);
    const good = (playerId: string) => ({ playerId, holeNumber: 1, strokes: 4, opId: randomUUID() });
    const twiceSent = randomUUID();
    const refused: [ScoreBody[], number, string][] = [
      [[good(t.sam.user.id), { ...good(t.hana), playerId: 'manual_nobody' }], 404, gameMessages.playerNotFound],
      [[good(t.sam.user.id), { ...good(t.hana), strokes: 21 }], 400, 'Strokes must be between 1 and 20'],
      [[good(t.sam.user.id), { ...good(t.hana), opId: 'not-a-uuid' }], 400, 'opId must be a UUID'],
      [[good(t.sam.user.id), { ...good(t.hana), previous: 4.5 }], 400, 'previous must be a whole number or null'],
      [[], 400, 'A batch holds 1 to 6 scores'],
      [Array.from({ length: 7 }, (_, i) => ({ ...good(t.hana), holeNumber: i + 1 })), 400, 'A batch holds 1 to 6 scores'],
      [[good(t.hana), { ...good(t.hana), strokes: 5 }], 400, "A batch holds each player's hole once"],
      [[{ ...good(t.hana), opId: twiceSent }, { ...good(t.sam.user.id), opId: twiceSent }], 400, 'A batch holds each opId once'],
    ];
    for (const [scores, status, message] of refused) expectRefusal(await postBatch(ctx, t.sam.cookie, t.gameId, scores), status, message);
    expectRefusal(await call(ctx, t.sam.cookie, 'POST', `/api/games/${t.gameId}/scores`, { scores: 'all of them' }), 400, 'scores must be a list');
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);

    // The same batch without the bad score goes in whole, and an unchanged score in it writes nothing.
    const response = await postBatch(ctx, t.sam.cookie, t.gameId, [good(t.sam.user.id), { ...good(t.hana), holeNumber: 2, strokes: 5 }]);
    expectStatus(response, 200);
    expect(StoredScoreBatchSchema.parse(response.json()).scores.map((score) => [score.userId, score.holeNumber, score.strokes])).toEqual([
      [t.sam.user.id, 1, 4],
      [t.hana, 2, 5],
    ]);
    expect((await historyOf(ctx, t.sam.cookie, t.gameId)).length).toBe(rows.history.length + 1);
  });

  it('is refused whole by the rules of one score: a completed game (409), a golfer not in the game (403), a guest (401)', async () => {
    const t = await table(ctx);
    const outsider = await golfer(ctx, 'Outsider');
    const batch = [{ playerId: t.hana, holeNumber: 1, strokes: 4, opId: randomUUID() }];
    expectRefusal(await postBatch(ctx, outsider.cookie, t.gameId, batch), 403, gameMessages.playersOnly);
    expect((await postBatch(ctx, '', t.gameId, batch)).statusCode).toBe(401);
    await completeGame(ctx, t.sam, t.gameId);
    const rows = await gameRows(ctx, t.gameId);
    expectRefusal(await postBatch(ctx, t.sam.cookie, t.gameId, batch), 409, gameMessages.gameCompleted);
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);
  });
});

describeEachDatabase('offline writes: conflicts and disputes', (ctx) => {
  /** Sam enters Hana's 5 on hole 7; Pat's phone, which showed nothing there, then sends a 4: the conflict of product §R17. */
  async function disputed(t: Table) {
    storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 5, opId: randomUUID(), previous: null }));
    return storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 4, opId: randomUUID(), previous: null }));
  }
  const samsFiveOverridden: ScoreDispute = { replacedStrokes: 5, replacedByName: 'Sam', enteredByName: 'Pat' };

  it('a write over strokes its phone did not see is applied, marked a conflict with the strokes it replaced, and disputes the hole everywhere', async () => {
    const t = await table(ctx);
    const box = busInbox(ctx.bus);
    const answer = await disputed(t);
    expect(answer).toMatchObject({ strokes: 4, dispute: samsFiveOverridden });
    expect(await cardHole(ctx, t, 'Hana', 7)).toMatchObject({ strokes: 4, dispute: samsFiveOverridden });
    const [latest] = await historyOf(ctx, t.sam.cookie, t.gameId);
    expect(latest).toMatchObject({ strokes: 4, previousStrokes: 5, conflict: true, enteredBy: { id: t.pat.user.id, name: 'Pat' } });
    const version = await storedVersion(ctx, t.gameId);
    const update = await box.next((message) => message.kind === 'game' && message.event.type === 'SCORE_UPDATE' && message.event.version === version);
    expect(update).toMatchObject({ event: { score: answer } });
  });

  it('a disputed write sent again with its opId answers what it answered, the dispute included, and writes nothing', async () => {
    const t = await table(ctx);
    storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 5, opId: randomUUID(), previous: null }));
    const write = { playerId: t.hana, holeNumber: 7, strokes: 4, opId: randomUUID(), previous: null };
    const first = storedScore(await postOne(ctx, t.pat.cookie, t.gameId, write));
    expect(first).toMatchObject({ strokes: 4, dispute: samsFiveOverridden });
    const version = await storedVersion(ctx, t.gameId);
    expect(storedScore(await postOne(ctx, t.pat.cookie, t.gameId, write))).toEqual(first);
    expect(await storedVersion(ctx, t.gameId)).toBe(version);
  });

  it('the same strokes from two phones merge silently; a write without previous, or with the stored strokes as previous, is never a conflict', async () => {
    const t = await table(ctx);
    storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 5, previous: null }));
    const v1 = await storedVersion(ctx, t.gameId);
    // Pat's phone showed nothing and enters the same 5: nothing to write, nothing disputed.
    expect(storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 5, opId: randomUUID(), previous: null })).dispute).toBeNull();
    expect(await storedVersion(ctx, t.gameId)).toBe(v1);
    // An older client sends no previous: its 6 replaces the 5 as any edit does.
    expect(storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 6 })).dispute).toBeNull();
    // A phone that saw the 6 changes it: an edit.
    expect(storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 3, previous: 6 })).dispute).toBeNull();
    // The first score of a hole has nothing to conflict with, whatever the phone showed.
    expect(storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 8, strokes: 4, previous: 5 })).dispute).toBeNull();
    const history = await historyOf(ctx, t.sam.cookie, t.gameId);
    expect(history.map(({ holeNumber, strokes, previousStrokes, conflict }) => [holeNumber, strokes, previousStrokes, conflict])).toEqual([
      [8, 4, null, false],
      [7, 3, 6, false],
      [7, 6, 5, false],
      [7, 5, null, false],
    ]);
    expect((await playersOf(ctx, t.sam.cookie, t.gameId)).flatMap((player) => player.scores).every((score) => score.dispute === null)).toBe(true);
  });

  it('confirming the strokes that stand clears the dispute: a write of its own, in the history, with its version and event', async () => {
    const t = await table(ctx);
    await disputed(t);
    const box = busInbox(ctx.bus);
    const v = await storedVersion(ctx, t.gameId);
    const confirmed = storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 4, opId: randomUUID(), previous: 4 }));
    expect(confirmed).toMatchObject({ strokes: 4, dispute: null });
    expect(await storedVersion(ctx, t.gameId)).toBe(v + 1);
    const heard = await box.next((message) => message.kind === 'game' && message.event.type === 'SCORE_UPDATE' && message.event.version === v + 1);
    expect(heard).toMatchObject({ event: { score: confirmed } });
    expect(await cardHole(ctx, t, 'Hana', 7)).toMatchObject({ strokes: 4, dispute: null });
    const [latest] = await historyOf(ctx, t.sam.cookie, t.gameId);
    expect(latest).toMatchObject({ strokes: 4, previousStrokes: 4, conflict: false, enteredBy: { name: 'Sam' }, moneyChange: [] });
    // Once confirmed, the same strokes again are nothing.
    storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 4 }));
    expect(await storedVersion(ctx, t.gameId)).toBe(v + 1);
  });

  it('a later write of the hole clears the dispute, and a new conflict replaces it', async () => {
    const t = await table(ctx);
    await disputed(t);
    expect(storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 6, previous: 4 })).dispute).toBeNull();
    expect((await cardHole(ctx, t, 'Hana', 7))?.dispute).toBeNull();
    // Pat's phone still shows the 4 it entered and sends a 3 over Sam's 6.
    const again = storedScore(await postOne(ctx, t.pat.cookie, t.gameId, { playerId: t.hana, holeNumber: 7, strokes: 3, previous: 4 }));
    expect(again.dispute).toEqual({ replacedStrokes: 6, replacedByName: 'Sam', enteredByName: 'Pat' });
    expect((await cardHole(ctx, t, 'Hana', 7))?.dispute).toEqual(again.dispute);
  });
});

describeEachDatabase('offline writes: the history with drinks and money', (ctx) => {
  /** The history oldest first: what each entry changed and the money it moved, by name. */
  async function ledger(t: Table) {
    const names = new Map([[t.sam.user.id, 'Sam'], [t.patKey, 'Pat'], [t.hana, 'Hana']]);
    return (await historyOf(ctx, t.sam.cookie, t.gameId)).reverse().map((entry) => ({
      change: `${names.get(entry.playerId) ?? '?'} ${entry.kind} ${String(entry.holeNumber)}: ${String(entry.previousStrokes)} -> ${String(entry.strokes)}`,
      money: Object.fromEntries(entry.moneyChange.map(({ playerId, amount }) => [names.get(playerId) ?? '?', amount])),
    }));
  }

  /** Each player's money over the whole history, in cents: what completing the game pays them. */
  async function historyTotals(t: Table): Promise<Record<string, number>> {
    const totals: Record<string, number> = {};
    for (const entry of await historyOf(ctx, t.sam.cookie, t.gameId)) {
      for (const { playerId, amount } of entry.moneyChange) totals[playerId] = (totals[playerId] ?? 0) + Math.round(amount * 100);
    }
    return totals;
  }

  it('stroke play for $10: each change moves the money as if the game were completed then, and the history adds up to the winnings', async () => {
    const t = await table(ctx, { betAmount: 10 });
    const par = PARS[0]!;
    const write = (who: Golfer, playerId: string, strokes: number) => postOne(ctx, who.cookie, t.gameId, { playerId, holeNumber: 1, strokes });
    storedScore(await write(t.sam, t.sam.user.id, par));
    storedScore(await write(t.sam, t.patKey, par + 1));
    expectStatus(await drink(ctx, t.pat.cookie, t.gameId, t.hana, { change: 1 }), 200);
    storedScore(await write(t.pat, t.hana, par + 1));
    storedScore(await write(t.pat, t.patKey, par));
    expect(await ledger(t)).toEqual([
      // Hole 1 counts once all three have a score (product §R4).
      { change: 'Sam score 1: null -> 4', money: {} },
      { change: 'Pat score 1: null -> 5', money: {} },
      { change: 'Hana drinks null: 0 -> 1', money: {} },
      // Sam alone lowest: Pat and Hana pay him $10 each.
      { change: 'Hana score 1: null -> 5', money: { Sam: 20, Pat: -10, Hana: -10 } },
      // Pat's 5 becomes a 4: Sam and Pat share Hana's $10, so Sam goes from +20 to +5 and Pat from -10 to +5.
      { change: 'Pat score 1: 5 -> 4', money: { Sam: -15, Pat: 15 } },
    ]);
    await completeGame(ctx, t.sam, t.gameId);
    const winnings = Object.fromEntries((await playersOf(ctx, t.sam.cookie, t.gameId)).map((player) => [player.userId, Math.round((player.winnings ?? 0) * 100)]));
    expect(await historyTotals(t)).toEqual(winnings);
    expect(winnings).toEqual({ [t.sam.user.id]: 500, [t.patKey]: 500, [t.hana]: -1000 });
  });

  it('a nassau (match) for $5, Sam v Pat: the front and the overall move on hole 1, the back and the overall on hole 10', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const game = await createGame(ctx, sam, { gameType: 'nassau', nassauMode: 'match', betAmount: 5 });
    await addById(ctx, sam, game.id, pat.user, 0);
    await startGame(ctx, sam, game.id);
    const t: Table = { sam, pat, gameId: game.id, hana: 'manual_none', patKey: pat.user.id };
    const write = (playerId: string, holeNumber: number, toPar: number) => postOne(ctx, sam.cookie, game.id, { playerId, holeNumber, strokes: PARS[holeNumber - 1]! + toPar });
    storedScore(await write(sam.user.id, 1, -1));
    storedScore(await write(pat.user.id, 1, 0));
    storedScore(await write(sam.user.id, 10, 0));
    storedScore(await write(pat.user.id, 10, -1));
    storedScore(await write(sam.user.id, 1, 0));
    expect((await ledger(t)).map((entry) => entry.money)).toEqual([
      {},
      // Sam wins hole 1: 1 up on the front and the overall, $5 each; the back is all square.
      { Sam: 10, Pat: -10 },
      {},
      // Pat wins hole 10: the back is his ($5), and the overall is all square again (Sam's $5 goes).
      { Sam: -10, Pat: 10 },
      // Hole 1 halved after all: the front is all square (Sam's $5 goes), and Pat is 1 up overall (Sam pays $5).
      { Sam: -10, Pat: 10 },
    ]);
    await completeGame(ctx, sam, game.id);
    const winnings = Object.fromEntries((await playersOf(ctx, sam.cookie, game.id)).map((player) => [player.userId, Math.round((player.winnings ?? 0) * 100)]));
    expect(winnings).toEqual({ [sam.user.id]: -1000, [pat.user.id]: 1000 });
    expect(await historyTotals(t)).toEqual(winnings);
  });

  it('keeps every drinks change as a history row: the count after and before, no hole, no money; one fewer at none is no change', async () => {
    const t = await table(ctx);
    const opId = randomUUID();
    expectStatus(await drink(ctx, t.pat.cookie, t.gameId, t.hana, { change: -1 }), 200);
    expectStatus(await drink(ctx, t.pat.cookie, t.gameId, t.hana, { change: 1, opId }), 200);
    expectStatus(await drink(ctx, t.sam.cookie, t.gameId, t.hana, { change: 1 }), 200);
    expectStatus(await drink(ctx, t.sam.cookie, t.gameId, t.hana, { change: -1 }), 200);
    const history = await historyOf(ctx, t.sam.cookie, t.gameId);
    expect(history.map((entry) => ({ ...said(entry), by: entry.enteredBy.name, money: entry.moneyChange }))).toEqual([
      { kind: 'drinks', playerId: t.hana, holeNumber: null, strokes: 1, previousStrokes: 2, opId: null, conflict: false, by: 'Sam', money: [] },
      { kind: 'drinks', playerId: t.hana, holeNumber: null, strokes: 2, previousStrokes: 1, opId: null, conflict: false, by: 'Sam', money: [] },
      { kind: 'drinks', playerId: t.hana, holeNumber: null, strokes: 1, previousStrokes: 0, opId, conflict: false, by: 'Pat', money: [] },
    ]);
  });
});

describeEachDatabase('offline writes: refusals', (ctx) => {
  it('refuses a bad opId or previous on each write with a 400 that says so, and writes nothing', async () => {
    const t = await table(ctx);
    const rows = await gameRows(ctx, t.gameId);
    const uuid = 'opId must be a UUID';
    const previous = 'previous must be a whole number or null';
    expectRefusal(await call(ctx, t.sam.cookie, 'POST', `/api/games/${t.gameId}/scores`, { playerId: t.hana, holeNumber: 1, strokes: 4, opId: 'abc' }), 400, uuid);
    expectRefusal(await call(ctx, t.sam.cookie, 'POST', `/api/games/${t.gameId}/scores`, { playerId: t.hana, holeNumber: 1, strokes: 4, opId: 12 }), 400, uuid);
    for (const bad of [4.5, '4', true]) {
      expectRefusal(await call(ctx, t.sam.cookie, 'POST', `/api/games/${t.gameId}/scores`, { playerId: t.hana, holeNumber: 1, strokes: 4, previous: bad }), 400, previous);
    }
    expectRefusal(await drink(ctx, t.sam.cookie, t.gameId, t.hana, { change: 1, opId: 'abc' }), 400, uuid);
    expectRefusal(await advance(ctx, t.sam.cookie, t.gameId, { nextHole: 2, opId: 'abc' }), 400, uuid);
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);
  });

  it('keeps each call\'s access rules with an opId: the hole advance is the creator\'s, scores and drinks are players\'', async () => {
    const t = await table(ctx);
    const outsider = await golfer(ctx, 'Outsider');
    const rows = await gameRows(ctx, t.gameId);
    expectRefusal(await advance(ctx, t.pat.cookie, t.gameId, { nextHole: 2, opId: randomUUID() }), 403, gameMessages.creatorOnly);
    expectRefusal(await drink(ctx, outsider.cookie, t.gameId, t.hana, { change: 1, opId: randomUUID() }), 403, gameMessages.playersOnly);
    expectRefusal(await postOne(ctx, outsider.cookie, t.gameId, { playerId: t.hana, holeNumber: 1, strokes: 4, opId: randomUUID() }), 403, gameMessages.playersOnly);
    expect(await gameRows(ctx, t.gameId)).toEqual(rows);
    // A refusal keeps no opId: the same id is still free for the write it names.
    const opId = randomUUID();
    expectRefusal(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: 'manual_nobody', holeNumber: 1, strokes: 4, opId }), 404, gameMessages.playerNotFound);
    expect(storedScore(await postOne(ctx, t.sam.cookie, t.gameId, { playerId: t.hana, holeNumber: 1, strokes: 4, opId })).strokes).toBe(4);
  });
});
