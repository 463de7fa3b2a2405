import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import type { Database } from '../src/server/db/client';
import { describeEachDatabase, type TestContext } from './support/app';
import { addManual, call, createGame, expectStatus, golfer, seedCourse, startGame } from './support/games';
import { busDrained } from './support/realtime';

// Issue 35: what one score post asks of the database, every statement counted, BEGIN, COMMIT and the NOTIFY included.
// The score itself is one statement (upsert, history row, version bump); why each other statement is needed, and the
// counts before, are in docs/decisions/039 and 042. The counts are a regression guard: a statement more fails here.

/** What a statement is, by its text: the names the decision record and the tests below use. */
function statementName(text: string): string {
  const sql = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (sql === 'begin') return 'BEGIN';
  if (sql === 'commit') return 'COMMIT';
  if (sql.includes('pg_notify')) return 'NOTIFY';
  if (sql.includes('for update')) return 'lock';
  if (sql.includes('insert into scores')) return 'score';
  if (sql.includes('from game_players') && sql.includes('from game_operations')) return 'players and earlier answers';
  if (sql.startsWith('insert into "game_operations"')) return 'answer kept';
  return sql.slice(0, 80);
}

/**
 * Every statement the database receives while `during` runs, named by statementName, up to the moment the bus has
 * delivered what `during` published. The real points every statement passes: pg's Client#query on PostgreSQL (the
 * pool's queries, each transaction's, and the bus's publisher all go through it), and the embedded database's
 * thread's send (every query, exec, BEGIN and COMMIT is one message to it).
 */
async function statementsDuring(ctx: TestContext, during: () => Promise<void>): Promise<string[]> {
  const calls = ctx.kind === 'postgres' ? postgresStatements() : pgliteStatements(ctx.database);
  try {
    await during();
    // The NOTIFY is sent after the answer, without waiting: wait until it (and anything else published) arrived.
    await busDrained(ctx.bus);
    // busDrained's own marker is a NOTIFY of the test's, not the post's.
    return calls.texts().filter((text) => !text.includes('bus-drained-')).map(statementName);
  } finally {
    calls.restore();
  }
}

type Sent = string | { text: string };

/** pg's Client#query spied on: each call's text, with its parameters when it has some (a NOTIFY's channel and payload). */
function postgresStatements() {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  return {
    texts: () =>
      query.mock.calls.map(([sent, values]: unknown[]) => {
        const text = typeof sent === 'string' ? sent : (sent as Exclude<Sent, string>).text;
        return Array.isArray(values) && values.length > 0 ? `${text} ${JSON.stringify(values)}` : text;
      }),
    restore: () => query.mockRestore(),
  };
}

/** The embedded database thread's send spied on: each message's SQL (a query's, or an exec's: BEGIN, COMMIT). */
function pgliteStatements(database: Database) {
  const thread = (database.db as unknown as { $client: { send: (message: { sql?: string }) => Promise<unknown> } }).$client;
  const send = vi.spyOn(thread, 'send');
  return {
    texts: () => send.mock.calls.flatMap(([message]) => (message.sql === undefined ? [] : [message.sql])),
    restore: () => send.mockRestore(),
  };
}

/** Sam's active game with Hana (manual), and a warm-up post by Sam, so the session is cached as in steady state. */
async function playing(ctx: TestContext) {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const game = await createGame(ctx, sam);
  const hana = await addManual(ctx, sam, game.id, 'Hana', 0);
  await startGame(ctx, sam, game.id);
  const post = (body: Record<string, unknown>) => async () => {
    expectStatus(await call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/scores`, { playerId: hana.userId, ...body }), 200);
  };
  await post({ holeNumber: 1, strokes: 4, opId: randomUUID() })();
  await busDrained(ctx.bus);
  const postBatch = (holeNumber: number) => async () => {
    const scores = [sam.user.id, hana.userId].map((playerId, index) => ({ playerId, holeNumber, strokes: 4 + index, opId: randomUUID() }));
    expectStatus(await call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/scores`, { scores }), 200);
  };
  return Object.assign(post, { batch: postBatch });
}

describeEachDatabase('one score post, every statement counted (issue 35)', (ctx) => {
  const notify = () => (ctx.kind === 'postgres' ? ['NOTIFY'] : []);

  it('(a) with an opId: BEGIN, the locked game, the players and earlier answers, the score with its answer kept, COMMIT; on PostgreSQL the NOTIFY', async () => {
    const post = await playing(ctx);
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5, opId: randomUUID() }));
    expect(statements).toEqual(['BEGIN', 'lock', 'players and earlier answers', 'score', 'COMMIT', ...notify()]);
  });

  it('(b) without an opId: BEGIN, the locked game, the players (the same read, with no ids), the score, COMMIT; on PostgreSQL the NOTIFY', async () => {
    const post = await playing(ctx);
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5 }));
    expect(statements).toEqual(['BEGIN', 'lock', 'players and earlier answers', 'score', 'COMMIT', ...notify()]);
  });

  it("(d) a hole's batch of two scores with opIds: the same statements as one score's, the two events in one NOTIFY", async () => {
    const post = await playing(ctx);
    const statements = await statementsDuring(ctx, post.batch(3));
    expect(statements).toEqual(['BEGIN', 'lock', 'players and earlier answers', 'score', 'COMMIT', ...notify()]);
  });

  it('(c) a post like (a) sent again with its opId: BEGIN, the locked game, the players and earlier answers, COMMIT; nothing written, no NOTIFY', async () => {
    const post = await playing(ctx);
    const opId = randomUUID();
    await post({ holeNumber: 2, strokes: 5, opId })();
    const statements = await statementsDuring(ctx, post({ holeNumber: 2, strokes: 5, opId }));
    expect(statements).toEqual(['BEGIN', 'lock', 'players and earlier answers', 'COMMIT']);
  });
});
