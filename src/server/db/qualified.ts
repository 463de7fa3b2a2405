import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column as "table"."column". Drizzle writes columns inside sql`` of a select list without their table, so a
 * correlated subquery there ("game_id" = "id") would bind to the wrong table; this names it in full.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** An ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (search boxes). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
