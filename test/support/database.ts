import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../src/server/db/client';

/** The databases API tests run against: embedded PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
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
}
