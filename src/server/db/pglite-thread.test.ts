import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { PgliteThread } from './pglite-thread';
import { beforeQueuedWork, goesFirst } from './priority';

// The embedded database on its own thread (docs/decisions/020): what drizzle relies on from PGlite's client must hold
// across the thread, prepared statements included.

describe('PGlite on a thread of its own', () => {
  let database: PgliteThread;

  beforeAll(async () => {
    database = new PgliteThread(undefined);
    await database.waitReady;
    await database.exec(`
      create table notes (id serial primary key, body text not null unique, done boolean, at timestamptz, n integer);
    `);
  });
  afterAll(async () => {
    await database.close();
  });

  const bodies = async () => (await database.query<{ body: string }>('select body from notes order by id')).rows.map((row) => row.body);

  it('answers queries with their parameters, prepared or not, and the same each time', async () => {
    const insert = 'insert into notes (body, done, at, n) values ($1, $2, $3, $4) returning id, body, done, n';
    // Quotes, a backslash and a would-be injection arrive as the text they are.
    const tricky = ["it's", 'back\\slash', "x'); drop table notes; --", ''];
    for (const [index, body] of tricky.entries()) {
      const { rows } = await database.query<{ body: string; done: boolean | null; n: number | null }>(insert, [body, index % 2 === 0 ? true : null, new Date(0), index]);
      expect(rows[0]).toMatchObject({ body, done: index % 2 === 0 ? true : null, n: index });
    }
    expect(await bodies()).toEqual(tricky);
    const { rows } = await database.query<unknown[]>('select body, n from notes where n > $1 order by n', [1], { rowMode: 'array' });
    expect(rows).toEqual([
      [tricky[2], 2],
      [tricky[3], 3],
    ]);
  });

  it('keeps timestamps as text when drizzle asks, and refuses a parser it cannot carry', async () => {
    const keepText = { [types.TIMESTAMPTZ]: (value: string) => value };
    const { rows } = await database.query<{ at: unknown }>('select $1::timestamptz as at', ['2026-11-25T12:00:00Z'], { parsers: keepText });
    expect(typeof rows[0]?.at).toBe('string');
    const parsed = await database.query<{ at: unknown }>('select $1::timestamptz as at', ['2026-11-25T12:00:00Z']);
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    expect(() => database.query('select 1', [], { parsers: { [types.INT4]: (value: string) => Number(value) } })).toThrow(/only text-keeping parsers/);
  });

  it("carries PostgreSQL's error fields across, so a unique violation is recognised", async () => {
    await database.query('insert into notes (body) values ($1)', ['once']);
    const failure = await database.query('insert into notes (body) values ($1)', ['once']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isUniqueViolation(failure, 'notes_body_key')).toBe(true);
  });

  it('commits a transaction whole, rolls it back whole when its work throws, and keeps other queries out of it', async () => {
    const before = await bodies();
    await expect(
      database.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(before);

    // A query sent while a transaction is open waits for it, so it neither sees nor joins its uncommitted rows.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['committed']);
      await held;
      return 'done';
    });
    const outside = bodies();
    release();
    expect(await transaction).toBe('done');
    expect(await outside).toEqual([...before, 'committed']);
  });

  it('takes a read run through beforeQueuedWork before the work queued ahead of it, once what runs has finished', async () => {
    const answered: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = database.transaction(async (tx) => {
      await tx.query('select 1');
      await held;
      answered.push('running');
    });
    const queued = [1, 2].map((n) => database.query(`select ${String(n)} as n`).then(() => answered.push(`queued ${String(n)}`)));
    const first = beforeQueuedWork(() => database.query('select 3 as n')).then(() => answered.push('first'));
    // Inside beforeQueuedWork and out of it again: only the queries made within it go first.
    const last = beforeQueuedWork(async () => Promise.resolve()).then(() => database.query('select 4 as n')).then(() => answered.push('last'));
    release();
    await Promise.all([running, ...queued, first, last]);
    expect(answered).toEqual(['running', 'first', 'queued 1', 'queued 2', 'last']);
  });

  it("runs queued work in its own caller's context, not in that of the work that ran before it", async () => {
    let wentFirst: boolean | undefined;
    const first = beforeQueuedWork(() => database.query('select 1 as n'));
    const after = database.transaction(async (tx) => {
      wentFirst = goesFirst();
      await tx.query('select 2 as n');
    });
    await Promise.all([first, after]);
    expect(wentFirst).toBe(false);
  });

  it('keeps a data directory across a restart of the thread', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dormie-thread-'));
    try {
      const first = new PgliteThread(dataDir);
      await first.waitReady;
      await first.exec('create table kept (v text)');
      await first.query('insert into kept values ($1)', ['still here']);
      await first.close();
      const second = new PgliteThread(dataDir);
      await second.waitReady;
      expect((await second.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
