import { sql } from 'drizzle-orm';
import pg from 'pg';
import { vi } from 'vitest';
import { openDatabase, type Database, type DatabaseKind } from '../../src/server/db/client';
import { userRowsChanged } from '../../src/server/db/read-generations';

/**
 * The databases API tests run against: embedded PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (the run's
 * global setup has made sure it answers, test/support/global-setup.ts).
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

// One database of each kind per worker process, shared by every test file the worker runs.
const opened = new Map<DatabaseKind, Promise<Database>>();

/** The worker's migrated database of that kind, opened on first use. */
export function workerDatabase(kind: DatabaseKind): Promise<Database> {
  let database = opened.get(kind);
  if (!database) {
    database = kind === 'pglite' ? openMigrated({ kind: 'pglite' }) : openWorkerPostgres();
    opened.set(kind, database);
  }
  return database;
}

async function openMigrated(options: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const database = await openDatabase(options);
  await database.migrate();
  return database;
}

/**
 * Each worker of each run gets its own PostgreSQL database, so workers reset tables without disturbing each other
 * or another run on the same server; the run's global teardown drops them (global-setup.ts).
 */
async function openWorkerPostgres(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `dormie_test_${process.env.DORMIE_TEST_RUN ?? 'local'}_${process.env.VITEST_POOL_ID ?? process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return openMigrated({ kind: 'postgres', url: url.toString(), poolSize: 5 });
}

let freshCount = 0;

/**
 * A second, new, migrated database of that kind (a restore's target), closed and dropped by `dispose`; with
 * `migrate: false`, one with no schema at all (an older install, built by the test). PostgreSQL's carries the run's
 * prefix, so the run's teardown drops it even when a test fails before `dispose`.
 */
export async function freshDatabase(kind: DatabaseKind, { migrate = true } = {}): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const open = migrate ? openMigrated : openDatabase;
  if (kind === 'pglite') {
    const database = await open({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  freshCount += 1;
  const name = `dormie_test_${process.env.DORMIE_TEST_RUN ?? 'local'}_fresh_${process.env.VITEST_POOL_ID ?? process.pid}_${String(freshCount)}`;
  const serverAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await serverAdmin(`drop database if exists ${name} with (force)`);
  await serverAdmin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await open({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await serverAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Empties every table and restarts identities: each test starts from a migrated, empty database. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`
    do $$
    declare tables text;
    begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
      from pg_tables where schemaname = 'public';
      if tables is not null then
        execute 'truncate ' || tables || ' restart identity cascade';
      end if;
    end $$;
  `);
  // Every user row went with the rest: as after any write to users, the app's caches drop what they read before
  // (db/read-generations.ts), which matters here because ids start again at 1.
  userRowsChanged();
}

type QueryingClient = { query: (query: string | { text: string }, ...rest: unknown[]) => unknown };

/**
 * Runs `during` and answers the SQL of every query the database ran meanwhile outside a transaction (a spy on the
 * PGlite client or the pg pool behind drizzle), to prove what a request costs. Transactions run on a client of
 * their own, so their queries are not seen.
 */
export async function queriesDuring<T>(database: Database, during: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const client = (database.db as unknown as { $client: QueryingClient }).$client;
  const query = vi.spyOn(client, 'query');
  try {
    const result = await during();
    return { result, queries: query.mock.calls.map(([sent]) => (typeof sent === 'string' ? sent : sent.text)) };
  } finally {
    query.mockRestore();
  }
}
