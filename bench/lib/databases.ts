// The two databases a bench runs on, as a user would have them: the embedded PGlite in a data directory (what
// `npm start` uses with no setup), and a PostgreSQL server through DATABASE_URL. Each run gets a new, empty one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sessionCookieName } from '../../src/server/auth/cookie';
import { passwordHash } from '../../src/server/auth/password';
import { sessionIdleMs, tokenHash } from '../../src/server/auth/sessions-repository';
import { configuredDatabase, openDatabase, type Database, type Db } from '../../src/server/db/client';
import { sessions, users } from '../../src/server/db/schema';
import type { UserRow } from '../../src/server/users/repository';
import { chunks, insertRows } from './insert-rows';

export type DatabaseName = 'embedded' | 'postgres';

export type BenchDatabase = {
  name: DatabaseName;
  /** What the server process needs in its environment to use this database. */
  env: Record<string, string>;
  /** Where it is, for the printout (no password). */
  where: string;
  /** Opens it from this process; for PGlite only while no server has it open. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
};

/** The PostgreSQL server the bench makes its throwaway databases on (the machine's own, as the tests use). */
export const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function embeddedDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dormie-bench-'));
  return {
    name: 'embedded',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    where: `PGlite in ${dataDir}`,
    open: () => openDatabase(configuredDatabase({ dataDir })),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the PostgreSQL server, dropped at the end; null when no server answers. */
export async function postgresDatabase(): Promise<BenchDatabase | null> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `dormie_bench_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dormie-bench-'));
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    where: `PostgreSQL ${redacted(url)}`,
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: postgresAdminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type SeededUser = { userId: string; cookie: string };

/**
 * `count` golfers with lifetime access and a live session each, written straight to the database as a sign-in
 * would leave them (thousands of password sign-ins would spend minutes hashing). Migrates first, as the server
 * would. For PGlite, call it before the server starts: one process at a time has the data directory.
 */
export async function seedGolfers(database: BenchDatabase, count: number, prefix: string): Promise<SeededUser[]> {
  const db = await database.open();
  try {
    await db.migrate();
    return (await insertGolfers(db.db, count, prefix)).map(({ userId, cookie }) => ({ userId, cookie }));
  } finally {
    await db.close();
  }
}

/** Golfers per statement: issue 35's 20,000 take seconds in bulk, minutes a user and a session a query each. */
const GOLFERS_PER_STATEMENT = 2_000;

/**
 * seedGolfers on an open, migrated database, with each golfer's row: the users and sessions a sign-in leaves
 * (usersRepository.insert, sessionsRepository.create), named `${prefix}1` on.
 */
export async function insertGolfers(db: Db, count: number, prefix: string): Promise<(SeededUser & { row: UserRow })[]> {
  const password = await passwordHash('Bench-Pass-1!');
  const seeded: (SeededUser & { row: UserRow })[] = [];
  for (const names of chunks(Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1)}`), GOLFERS_PER_STATEMENT)) {
    const rows = await insertRows(db, users, names.map((username) => ({ username, email: `${username}@example.com`, password, subscriptionStatus: 'lifetime' as const })));
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    const expire = new Date(Date.now() + sessionIdleMs);
    await insertRows(db, sessions, rows.map((row, i) => ({ sid: tokenHash(tokens[i]!), userId: row.id, expire })));
    seeded.push(...rows.map((row, i) => ({ userId: row.id, cookie: `${sessionCookieName}=${tokens[i]!}`, row })));
  }
  return seeded;
}

function redacted(url: URL): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}
