import { readFileSync } from 'node:fs';
import { getTableName, is, sql, type Table } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../client';
import * as tables from '../schema';
import { migrationTags } from './schema-versions';

// What a backup holds (issue 16; docs/decisions/018). Tables in the order a restore loads them: every table after
// those its foreign keys point to. What a restore needs for golfers to sign in again (the salted password hashes)
// is kept; nothing short-lived is.

/** The tables a backup holds, parents first. */
export const backedUpTables: readonly Table[] = [
  tables.users,
  tables.courseData,
  // Groups (product §R18) before the games played in them (games.group_id) and the players who are their members
  // (game_players.group_member_id); a payment names two members.
  tables.groups,
  tables.groupMembers,
  tables.groupPayments,
  tables.games,
  tables.gamePlayers,
  tables.scores,
  tables.scoreHistory,
  // A phone that replays a write after a restore still gets the first answer (product §R17).
  tables.gameOperations,
  tables.userAchievements,
  tables.invitationCodes,
  tables.notifications,
  tables.friendRequests,
  tables.friendships,
  tables.userAvatars,
  tables.stripeEvents,
  tables.dataExports,
];

/** The tables a backup leaves out, and why: each is short-lived and starts empty after a restore. */
export const leftOutTables: ReadonlyMap<Table, string> = new Map<Table, string>([
  [tables.sessions, 'sign-in sessions: everyone signs in again'],
  [tables.userPresence, 'who is online right now'],
  [tables.mailOutbox, 'the dev outbox: mail that may carry temporary passwords'],
]);

/** Columns written as null in a backup: a temporary password and its expiry are a reset in progress. */
export const leftOutColumns: Readonly<Record<string, readonly string[]>> = {
  users: ['temp_password', 'temp_password_expiry'],
};

/** How many rows `table` holds now: what the manifest records and the restore checks. */
export async function tableRowCount(handle: DbOrTx, table: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(handle, sql`select count(*)::int as count from ${sql.identifier(table)}`);
  return Number(rows[0]?.count ?? 0);
}

export const backedUpTableNames = (): string[] => backedUpTables.map((table) => getTableName(table));

/** Every table of today's schema (db/schema.ts), backed up or not: what a restore wipes and rebuilds. */
export const schemaTableNames = (): string[] =>
  (Object.values(tables) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));

export const BACKUP_FORMAT = 'dormie-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (name: string): string => `tables/${name}.json`;

/** manifest.json: what made the backup, and how many rows each table file holds (the restore checks them). */
export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  /** The latest database migration the backup's data fits. */
  schemaVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  rowCounts: z.record(z.string(), z.number().int().min(0)),
  leftOut: z.record(z.string(), z.string()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The tag of the newest migration in src/server/db/migrations: the schema a backup's rows are shaped for. */
export function currentSchemaVersion(): string {
  const latest = migrationTags().at(-1);
  if (!latest) throw new Error('no database migrations found');
  return latest;
}

/** The app's version from package.json, as the manifest records it. */
export function appVersion(): string {
  const packageJson = new URL('../../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}
