// The two databases a bench runs on, as a user would have them: the embedded PGlite in a data directory (what
// `npm start` uses with no setup), and a PostgreSQL server through DATABASE_URL. Each run gets a new, empty one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sessionCookieName } from '../../src/server/auth/cookie';
import { passwordHash } from '../../src/server/auth/password';
import { sessionsRepository } from '../../src/server/auth/sessions-repository';
import { configuredDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { usersRepository } from '../../src/server/users/repository';

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
    const users = usersRepository(db.db);
    const sessions = sessionsRepository(db.db);
    const password = await passwordHash('Bench-Pass-1!');
    const seeded: SeededUser[] = [];
    const batch = 25;
    for (let from = 0; from < count; from += batch) {
      const made = await Promise.all(
        Array.from({ length: Math.min(batch, count - from) }, async (_, offset) => {
          const username = `${prefix}${String(from + offset + 1)}`;
          const user = await users.insert({ username, email: `${username}@example.com`, password, subscriptionStatus: 'lifetime' });
          return { userId: user.id, cookie: `${sessionCookieName}=${await sessions.create(user.id)}` };
        }),
      );
      seeded.push(...made);
    }
    return seeded;
  } finally {
    await db.close();
  }
}

function redacted(url: URL): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}
