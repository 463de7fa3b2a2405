import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgliteThread } from './pglite-thread';
import { prepareStatementsOn } from './prepared-statements';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema';

type Schema = typeof schema;

/** The database handle every repository takes: the same type whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both so services decide the boundary. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** The PostgreSQL connection string (kind 'postgres' only): the realtime bus opens its own LISTEN connection with it. */
  url?: string;
  /** Applies the committed drizzle-kit migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query (the health check); rejects when it does not. */
  ping(): Promise<void>;
  /** Closes connections; for PGlite this flushes the data directory, so call it before exit. */
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/**
 * The database the configuration names: PostgreSQL through DATABASE_URL, else the embedded one in DATA_DIR/pglite,
 * DATA_DIR created or tightened to 0700: the database files hold password hashes and sessions, which no other
 * local user may read, whatever mode an older install left. (The server and `npm run restore` open the same one.)
 */
export function configuredDatabase(config: { DATABASE_URL?: string | undefined; dataDir: string }): DatabaseOptions {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** The rows of a raw query: both drivers answer db.execute with { rows }, which drizzle's shared type leaves unknown. */
export async function queryRows<Row>(handle: DbOrTx, query: SQL): Promise<Row[]> {
  const result: unknown = await handle.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Asks the database the smallest question there is; rejects when it cannot answer. */
async function answers(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Opens the embedded PGlite database or a PostgreSQL pool, as configured. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.poolSize ?? 10);
  }
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const isNew = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  // On a thread of its own, so queries do not hold up requests (db/pglite-thread.ts, docs/decisions/020).
  const client = new PgliteThread(dataDir);
  await client.waitReady;
  // Only a new database needs it; an older install's files sit in a DATA_DIR main.ts has made 0700.
  if (dataDir && isNew) ownerOnly(dataDir);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => answers(db),
    close: () => client.close(),
  };
}

/**
 * Makes the embedded database's files readable by their owner only: PGlite unpacks a new database with mode
 * 0666 whatever the umask (issue 8.10). Files it creates later follow the process umask (main.ts sets 077).
 */
function ownerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    chmodSync(file, entry.isDirectory() ? 0o700 : 0o600);
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', prepareStatementsOn);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: () => answers(db),
    close: () => pool.end(),
  };
}
