import { createHash } from 'node:crypto';
import type pg from 'pg';

// Every query with parameters goes to PostgreSQL as a named prepared statement, its name a hash of its text
// (docs/decisions/042): the connection parses and plans it once, then only binds and runs it. The queries are the ORM's
// and ours, whose texts are the same for every call of one query shape, so a connection holds a few hundred at most.
// A score post's transaction cost PostgreSQL about two fifths less CPU with its statements prepared (issue 35).

/** The named statements one connection keeps at most; a text past them is parsed each time, as before. */
export const PREPARED_PER_CONNECTION = 500;

/** The statement name of a query text: the same text always has the same name, and two texts never share one. */
export function statementName(text: string): string {
  return `q${createHash('sha1').update(text).digest('base64url')}`;
}

/** What pg's Client#query is given first: a text, or a config object (ours to name when it has a text and no name). */
type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * The config to send: a query with parameters and no name, named by statementName while the connection keeps fewer
 * than PREPARED_PER_CONNECTION (or already keeps this one). A query without parameters (BEGIN, COMMIT, a migration's
 * DDL) goes as it came, as does a custom submittable (a cursor, a stream).
 */
export function withStatementName(config: unknown, values: unknown, named: Set<string>): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit !== undefined) return config;
  const params = values ?? query.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = statementName(query.text);
  if (!named.has(name)) {
    if (named.size >= PREPARED_PER_CONNECTION) return config;
    named.add(name);
  }
  return { ...query, name };
}

/**
 * Makes every query with parameters on this connection a named prepared statement (see above). pg's own query is
 * looked up at each call, not kept: what wraps it later (a test's spy on pg.Client's prototype) still sees every query.
 */
export function prepareStatementsOn(client: pg.Client): void {
  const named = new Set<string>();
  const driver = Object.getPrototypeOf(client) as { query: (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => driver.query.call(client, withStatementName(config, values, named), values, callback)) as pg.Client['query'];
}
