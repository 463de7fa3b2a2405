import { desc, eq, getTableColumns, getTableName, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A column as "table"."column". Drizzle writes columns inside sql`` of a select list without their table, so a
 * correlated subquery there ("game_id" = "id") would bind to the wrong table; this names it in full.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** An ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (search boxes). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What an admin's search box asks of a list (the Games, Users and Invites tabs): nothing when the text is blank, else its
 * ILIKE pattern, and the number it is when it could be an id or Player ID (up to nine digits, an int column's range).
 */
function adminSearchTerms(text: string | undefined): { pattern: string; number: number | null } | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return { pattern: containsPattern(trimmed), number: /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null };
}

/**
 * An admin list's search as a where-clause: any of `texts` containing the text (any case, its wildcards literal), or
 * `numbered` equal to it when it is a number. Undefined, so every row, when the text is blank. Also `first`: the order
 * that puts the row whose number it is (the Player ID typed) ahead of the rest, for the front of the list's order.
 */
export function adminSearch(
  text: string | undefined,
  texts: readonly (Column | SQL)[],
  numbered?: Column,
): { where: SQL | undefined; first: SQL[] } {
  const terms = adminSearchTerms(text);
  if (!terms) return { where: undefined, first: [] };
  const exact = numbered && terms.number !== null ? eq(numbered, terms.number) : undefined;
  return { where: or(...texts.map((column) => sql`${column} ilike ${terms.pattern}`), exact), first: exact ? [desc(exact)] : [] };
}

/**
 * Reads a table's whole row, as drizzle's select would, from a raw query that selected it as one JSON column
 * (wholeRow): each column by its name in the database, mapped from its JSON value (timestamps to Dates). For the
 * hottest reads (issue 35), whose select built by the ORM cost more of the server than the query did: the columns are
 * listed once.
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

/**
 * A table's whole row as one JSON column, for rowReader: the database writes the row's columns as one value, and each
 * side reads one column where `table.*` made every driver read and clone each of them (a user row has 34). A cold
 * session read took half the time on the embedded database (docs/decisions/049).
 */
export const wholeRow = (table: PgTable): SQL => sql`row_to_json(${table})`;

/** The total an admin's list names in X-Total-Count: how many rows its search matches, whatever the page. */
export const countedRows = sql<number>`count(*)::int`;

/**
 * A page of an admin's list (`limit` rows of `rows`, all of them without a limit) and how many match in all
 * (`counted`, a select of countedRows as total), asked of the database at once.
 */
export async function pageWithTotal<Row>(
  rows: PromiseLike<Row[]> & { limit(limit: number): PromiseLike<Row[]> },
  limit: number | undefined,
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [count]] = await Promise.all([limit === undefined ? rows : rows.limit(limit), counted]);
  return { rows: page, total: count?.total ?? 0 };
}
