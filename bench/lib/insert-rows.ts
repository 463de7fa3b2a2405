// Rows written in bulk, for the bench's seeding (databases.ts, live-seed.ts): thousands of golfers and games in a few
// statements, where the API or a repository would take a statement (or several) a row.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../src/server/db/client';

/**
 * Inserts `rows` into `table` in one statement and answers them as stored, like drizzle's insert(...).values(rows)
 * .returning(): the rows go as one JSON parameter, read into the table's own row type (jsonb_populate_recordset) under
 * the schema's column names; what a row leaves out takes the column's default. Drizzle takes longer to build a
 * thousand rows' VALUES, a parameter each, than the database takes to store them.
 */
export async function insertRows<Table extends PgTable>(db: Db, table: Table, rows: Table['$inferInsert'][]): Promise<Table['$inferSelect'][]> {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const first = (rows[0] ?? {}) as Record<string, unknown>;
  const given = columns.filter(([key]) => first[key] !== undefined);
  const json = rows.map((row: Record<string, unknown>) => Object.fromEntries(given.map(([key, column]) => [column.name, row[key] ?? null])));
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const stored = await queryRows<Record<string, unknown>>(
    db,
    sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb) returning *`,
  );
  return stored.map((row) => {
    const read: Record<string, unknown> = {};
    for (const [key, column] of columns) read[key] = row[column.name] === null ? null : column.mapFromDriverValue(row[column.name]);
    return read;
  });
}

/** The items in runs of `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
