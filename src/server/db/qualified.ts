import { getTableColumns, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A column as "table"."column". Drizzle writes columns inside sql`` of a select list without their table, so a
 * correlated subquery there ("game_id" = "id") would bind to the wrong table; this names it in full.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** An ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (search boxes). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What an admin's search box asks of a list (the Games and Users tabs): nothing when the text is blank, else its ILIKE
 * pattern, and the number it is when it could be an id or Player ID (up to nine digits, an int column's range).
 */
export function adminSearchTerms(text: string | undefined): { pattern: string; number: number | null } | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return { pattern: containsPattern(trimmed), number: /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null };
}

/**
 * Reads a table's whole row from a raw query that selected `table.*`, as drizzle's select would: each column by its
 * name in the database, mapped from the driver's value (timestamps to Dates, JSON parsed). For the hottest reads
 * (issue 35), whose select built by the ORM cost more of the server than the query did: the columns are listed once.
 */
export function rowReader<T extends PgTable>(table: T): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  };
}
