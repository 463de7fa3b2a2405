import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrationsFolder, queryRows, type Tx } from '../client';

// The database's schema at any migration, for a restore of an older backup (issue 27 item 8; docs/decisions/025): the
// restore builds the schema the backup's rows were written at, loads them, then applies the later migrations, all in
// its one transaction. PostgreSQL's DDL is transactional, so a failure anywhere leaves the database as it was.

export type Migration = MigrationMeta & { tag: string };

/** drizzle's own names for its record of applied migrations (the defaults Database.migrate uses, db/client.ts). */
const MIGRATIONS_SCHEMA = 'drizzle';
const MIGRATIONS_TABLE = '__drizzle_migrations';

/** The tags of the migrations in src/server/db/migrations (its journal), oldest first. */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/** Every migration, oldest first, read as drizzle's migrator reads them. */
export function migrations(): Migration[] {
  const tags = migrationTags();
  return readMigrationFiles({ migrationsFolder }).map((file, i) => {
    const tag = tags[i];
    if (!tag) throw new Error(`migration ${String(i)} has no tag in the journal`);
    return { ...file, tag };
  });
}

/** The names of the tables in the schema right now (inside `tx`). */
export async function existingTables(tx: Tx): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(tx, sql`select table_name as name from information_schema.tables where table_schema = current_schema()`);
  return new Set(rows.map((row) => row.name));
}

/** The columns `table` has right now (inside `tx`). */
export async function columnsOf(tx: Tx, table: string): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Drops `tables` (the app's, today's schema) and forgets every applied migration: the schema starts again from
 * nothing, within the caller's transaction. The migrations make tables only (with their indexes, constraints and
 * sequences, which go with them); a migration that makes another kind of object must be dropped here too, or
 * migration 0000 meets it again and the restore fails, changing nothing.
 */
export async function dropSchema(tx: Tx, tables: readonly string[]): Promise<void> {
  await tx.execute(sql`drop table if exists ${sql.join(tables.map((table) => sql.identifier(table)), sql`, `)} cascade`);
  await tx.execute(sql`create schema if not exists ${sql.identifier(MIGRATIONS_SCHEMA)}`);
  await tx.execute(sql`
    create table if not exists ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)} (
      id serial primary key,
      hash text not null,
      created_at bigint
    )`);
  await tx.execute(sql`delete from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`);
}

/**
 * Applies `list` in order and records each as drizzle's migrator does (its hash and journal time), so that
 * Database.migrate afterwards applies only the migrations after them.
 */
export async function applyMigrations(tx: Tx, list: readonly Migration[]): Promise<void> {
  for (const migration of list) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
