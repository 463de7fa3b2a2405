import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it, vi, type MockInstance } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { queryRows, type Database } from '../src/server/db/client';
import { describeEachDatabase, type TestContext } from './support/app';
import { addManual, call, createGame, expectStatus, golfer, seedCourse, startGame } from './support/games';
import { busDrained } from './support/realtime';

// Issue 35: what one score post asks of the database, every statement counted, BEGIN, COMMIT and the NOTIFY included.
// The score itself is one statement (upsert, history row, version bump, answer kept); before it one read, and no
// transaction around them (docs/decisions/044; the counts before are in 039 and 042). When a change of the game comes
// between the read and the write, the post reads again, and after two such it takes the game's lock; posts of one game
// on one instance wait for each other instead (decision 045). The counts are a regression guard: a statement more
// fails here.

/** What a statement is, by its text: the names the decision record and the tests below use. */
function statementName(text: string): string {
  const sql = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (sql === 'begin') return 'BEGIN';
  if (sql === 'commit') return 'COMMIT';
  if (sql.includes('pg_notify')) return 'NOTIFY';
  if (sql.includes('insert into scores')) return 'score';
  if (sql.includes('for update')) return 'lock';
  if (sql.includes('from "sessions"')) return 'session';
  if (sql.includes('from game_players') && sql.includes('from game_operations')) return sql.includes('from "games"') ? 'game, players and earlier answers' : 'players and earlier answers';
  if (sql.startsWith('insert into "game_operations"')) return 'answer kept';
  return sql.slice(0, 80);
}

/**
 * Every statement the database receives while `during` runs, named by statementName, up to the moment the bus has
 * delivered what `during` published. The real points every statement passes: pg's Client#query on PostgreSQL (the
 * pool's queries, each transaction's, and the bus's publisher all go through it), and the embedded database's
 * thread's send (every query, exec, BEGIN and COMMIT is one message to it).
 */
async function statementsDuring(ctx: TestContext, during: () => Promise<void>, beforeEach: BeforeStatement = async () => undefined): Promise<string[]> {
  const calls = ctx.kind === 'postgres' ? postgresStatements(beforeEach) : pgliteStatements(ctx.database, beforeEach);
  try {
    await during();
    // The NOTIFY is sent after the answer, without waiting: wait until it (and anything else published) arrived.
    await busDrained(ctx.bus);
    // busDrained's own marker is a NOTIFY of the test's, not the post's; a change the test made meanwhile is its own too.
    return calls
      .texts()
      .filter((text) => !text.includes('bus-drained-') && !text.includes(concurrentChangeMark))
      .map(statementName);
  } finally {
    calls.restore();
  }
}

/** Runs before each statement is sent, given its text; the statements it makes itself are not seen by it. */
type BeforeStatement = (text: string) => Promise<void>;

const concurrentChangeMark = '/* a concurrent change */';

/**
 * Makes `times` changes of the game come between a score post's read and its write, each as another phone's change
 * would: committed, with the version bumped, just before the post's score statement is sent.
 */
function changesBeforeScoreWrites(ctx: TestContext, gameId: number, times: number): BeforeStatement {
  let left = times;
  return async (text) => {
    if (left === 0 || !text.includes('insert into scores')) return;
    left -= 1;
    await ctx.database.db.execute(sql.raw(`${concurrentChangeMark} update games set version = version + 1 where id = ${String(gameId)}`));
  };
}

/**
 * Wraps `target[method]` so that `before` runs, once per outermost call, before the call goes on; `sent` is told of
 * every call as it goes on (after `before`), so a call held back is counted where it was sent, not where it was made.
 */
function spyBefore<T extends object, K extends keyof T>(target: T, method: K, textOf: (args: unknown[]) => string | undefined, before: BeforeStatement, sent: (args: unknown[]) => void = () => undefined) {
  const original = target[method] as (...args: unknown[]) => unknown;
  let inside = false;
  const spy = vi.spyOn(target, method as never) as unknown as MockInstance<(...args: unknown[]) => unknown>;
  return spy.mockImplementation(async function (this: unknown, ...args: unknown[]) {
    const text = textOf(args);
    if (!inside && text !== undefined) {
      inside = true;
      try {
        await before(text);
      } finally {
        inside = false;
      }
    }
    sent(args);
    return original.apply(this, args);
  });
}

type Sent = string | { text: string };

/** pg's Client#query spied on: each call's text as it is sent, with its parameters when it has some (a NOTIFY's channel and payload). */
function postgresStatements(before: BeforeStatement) {
  const texts: string[] = [];
  const textOf = ([sent]: unknown[]) => (typeof sent === 'string' ? sent : (sent as { text?: string } | undefined)?.text);
  const query = spyBefore(pg.Client.prototype, 'query', textOf, before, ([sent, values]) => {
    const text = typeof sent === 'string' ? sent : (sent as Exclude<Sent, string>).text;
    texts.push(Array.isArray(values) && values.length > 0 ? `${text} ${JSON.stringify(values)}` : text);
  });
  return { texts: () => texts, restore: () => query.mockRestore() };
}

/** The embedded database thread's send spied on: each message's SQL (a query's, or an exec's: BEGIN, COMMIT). */
function pgliteStatements(database: Database, before: BeforeStatement) {
  type Thread = { send: (message: { sql?: string }) => Promise<unknown>; query: (sql: string) => Promise<unknown> };
  const thread = (database.db as unknown as { $client: Thread }).$client;
  const send = vi.spyOn(thread, 'send');
  // `before` runs ahead of a query's turn on the thread (its send comes when the session is its own, too late for another change).
  const query = spyBefore(thread, 'query', ([text]) => text as string, before);
  return {
    texts: () => send.mock.calls.flatMap(([message]) => (message.sql === undefined ? [] : [message.sql])),
    restore: () => {
      send.mockRestore();
      query.mockRestore();
    },
  };
}

/** Sam's active game with Hana (manual), and a warm-up post by Sam, so the session is cached as in steady state. */
async function playing(ctx: TestContext) {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const game = await createGame(ctx, sam);
  const hana = await addManual(ctx, sam, game.id, 'Hana', 0);
  await startGame(ctx, sam, game.id);
  /** A post of Hana's score by Sam, through this test's app or, as another instance, `instance`. */
  const post = (body: Record<string, unknown>, instance: FastifyInstance = ctx.app) => async () => {
    expectStatus(await call({ ...ctx, app: instance }, sam.cookie, 'POST', `/api/games/${game.id}/scores`, { playerId: hana.userId, ...body }), 200);
  };
  await post({ holeNumber: 1, strokes: 4, opId: randomUUID() })();
  await busDrained(ctx.bus);
  const postBatch = (holeNumber: number) => async () => {
    const scores = [sam.user.id, hana.userId].map((playerId, index) => ({ playerId, holeNumber, strokes: 4 + index, opId: randomUUID() }));
    expectStatus(await call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/scores`, { scores }), 200);
  };
  return Object.assign(post, { batch: postBatch, gameId: game.id });
}

/** The scores stored for the game's hole, its history rows, and the game's version. */
async function storedHole(ctx: TestContext, gameId: number, holeNumber: number) {
  const [row] = await queryRows<{ scores: number; history: number; version: number }>(
    ctx.database.db,
    sql`select (select count(*)::int from scores where game_id = ${gameId} and hole_number = ${holeNumber}) as scores,
          (select count(*)::int from score_history where game_id = ${gameId} and hole_number = ${holeNumber}) as history,
          (select version from games where id = ${gameId}) as version`,
  );
  return row;
}

/** A score post under the game's lock: the way it takes when the game will not hold still (docs/decisions/044). */
const lockedPost = ['BEGIN', 'lock', 'players and earlier answers', 'score', 'COMMIT'];

describeEachDatabase('one score post, every statement counted (issue 35)', (ctx) => {
  const notify = () => (ctx.kind === 'postgres' ? ['NOTIFY'] : []);

  it('(a) with an opId: the game, players and earlier answers read at once, then the score with its answer kept; no BEGIN or COMMIT; on PostgreSQL the NOTIFY', async () => {
    const post = await playing(ctx);
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5, opId: randomUUID() }));
    expect(statements).toEqual(['game, players and earlier answers', 'score', ...notify()]);
  });

  it('(b) without an opId: the same read, with no ids, and the score; on PostgreSQL the NOTIFY', async () => {
    const post = await playing(ctx);
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5 }));
    expect(statements).toEqual(['game, players and earlier answers', 'score', ...notify()]);
  });

  it("(d) a hole's batch of two scores with opIds: the same statements as one score's, the two events in one NOTIFY", async () => {
    const post = await playing(ctx);
    const statements = await statementsDuring(ctx, post.batch(3));
    expect(statements).toEqual(['game, players and earlier answers', 'score', ...notify()]);
  });

  it('(c) a post like (a) sent again with its opId: the read alone; nothing written, no NOTIFY', async () => {
    const post = await playing(ctx);
    const opId = randomUUID();
    await post({ holeNumber: 2, strokes: 5, opId })();
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5, opId }));
    expect(statements).toEqual(['game, players and earlier answers']);
  });

  it('(e) a change of the game between the read and the write: the write writes nothing, the post reads again and writes once', async () => {
    const post = await playing(ctx);
    const before = await storedHole(ctx, post.gameId, 2);
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5, opId: randomUUID() }), changesBeforeScoreWrites(ctx, post.gameId, 1));
    expect(statements).toEqual(['game, players and earlier answers', 'score', 'game, players and earlier answers', 'score', ...notify()]);
    // One score and one history row; the version moved by the concurrent change and by the score.
    expect(await storedHole(ctx, post.gameId, 2)).toEqual({ scores: 1, history: 1, version: before!.version + 2 });
  });

  it("(f) a game that changes before each of two tries: the post takes the game's lock, and writes once", async () => {
    const post = await playing(ctx);
    const before = await storedHole(ctx, post.gameId, 2);
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5, opId: randomUUID() }), changesBeforeScoreWrites(ctx, post.gameId, 2));
    const tries = Array.from({ length: 2 }, () => ['game, players and earlier answers', 'score']).flat();
    expect(statements).toEqual([...tries, ...lockedPost, ...notify()]);
    expect(await storedHole(ctx, post.gameId, 2)).toEqual({ scores: 1, history: 1, version: before!.version + 3 });
  });

  it('(h) two posts of a game at once on one instance: the second waits for the first, then reads and writes; neither takes the lock', async () => {
    const post = await playing(ctx);
    const before = await storedHole(ctx, post.gameId, 4);
    const both = async () => {
      await Promise.all([post({ holeNumber: 4, strokes: 5, opId: randomUUID() })(), post({ holeNumber: 4, strokes: 6, opId: randomUUID() })()]);
    };
    const statements = await statementsDuring(ctx, both);
    const read = 'game, players and earlier answers';
    // Without the queue the two reads went first and the second write found the game moved on (decision 045); the
    // NOTIFYs go after each answer, in an order of their own.
    expect(statements.filter((name) => name !== 'NOTIFY')).toEqual([read, 'score', read, 'score']);
    expect(await storedHole(ctx, post.gameId, 4)).toEqual({ scores: 1, history: 2, version: before!.version + 2 });
  });

  it('(g) a copy of the post that kept its opId between the read and the write: the write fails whole, the post reads again and answers as the copy did', async () => {
    const post = await playing(ctx);
    await post({ holeNumber: 2, strokes: 5 })();
    const before = await storedHole(ctx, post.gameId, 2);
    // The same strokes again with an opId change nothing but keep the id: the game's version does not move.
    const opId = randomUUID();
    let copied = false;
    // The copy comes through another instance: on this one it would wait for the post (test h).
    const elsewhere = await buildApp({ config: ctx.config, database: ctx.database, bus: ctx.bus, logger: false });
    const copyFirst: BeforeStatement = async (text) => {
      if (copied || !text.includes('insert into scores')) return;
      copied = true;
      await post({ holeNumber: 2, strokes: 5, opId }, elsewhere)();
    };
    let statements: string[];
    try {
      statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5, opId }), copyFirst);
    } finally {
      await elsewhere.close();
    }
    const read = 'game, players and earlier answers';
    // The post's read; the copy's read and write (the other instance reads Sam's session first); the post's write,
    // refused by the key; the post's read again, which finds the copy's answer.
    expect(statements.filter((name) => name !== 'session')).toEqual([read, read, 'score', 'score', read]);
    expect(await storedHole(ctx, post.gameId, 2)).toEqual(before);
    const kept = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from game_operations where op_id = ${opId}`);
    expect(kept).toEqual([{ n: 1 }]);
  });
});
