// The embedded database's own thread (docs/decisions/020): PGlite, PostgreSQL compiled to WebAssembly, runs here, so
// its work does not hold up the requests on the server's thread. Plain JavaScript, so a worker starts from it under
// tsx (npm start) and under the test runner alike. It answers one message at a time, in order; db/pglite-thread.ts
// sends them and keeps transactions whole.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-worker.js runs only as a worker thread');

const database = new PGlite(workerData.dataDir);

/** Values of these type ids stay the text PostgreSQL sent (drizzle parses dates itself). */
function textParsers(typeIds) {
  if (!typeIds) return undefined;
  return Object.fromEntries(typeIds.map((typeId) => [typeId, (value) => value]));
}

/** What a failed query carries across: the message and every field a PostgreSQL error has (code, constraint...). */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/**
 * Prepared statements by SQL text. PGlite sends every query unnamed, so PostgreSQL parses and plans it again each
 * time; for the few statements requests repeat, that was most of their cost. A statement's first run prepares it
 * (PostgreSQL infers the parameters' types as it would have), and each run is an EXECUTE of it. EXECUTE takes its
 * arguments as literals, which PostgreSQL reads with the parameters' types, as it reads the text PGlite sends.
 */
const prepared = new Map();
const PREPARED_MAX = 1000;
const preparable = /^\s*(select|insert|update|delete|with)\b/i;

/** A parameter as a SQL literal (standard_conforming_strings: only ' needs doubling), or undefined if not plain. */
function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return `'${String(value)}'`;
  return undefined;
}

async function run(sql, params, options) {
  const literals = params.map(literal);
  if (!preparable.test(sql) || literals.includes(undefined)) return database.query(sql, params, options);
  let name = prepared.get(sql);
  if (name === undefined) {
    if (prepared.size >= PREPARED_MAX) return database.query(sql, params, options);
    name = `dormie_${String(prepared.size + 1)}`;
    await database.query(`prepare ${name} as ${sql}`);
    prepared.set(sql, name);
  }
  return database.query(literals.length > 0 ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`, [], options);
}

/** A result as it crosses back: the parts of PGlite's Results drizzle reads. */
function plain(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function answer(message) {
  switch (message.kind) {
    case 'query': {
      return plain(await run(message.sql, message.params ?? [], { rowMode: message.rowMode, parsers: textParsers(message.textTypes) }));
    }
    case 'exec':
      return (await database.exec(message.sql)).map(plain);
    case 'close':
      await database.close();
      return null;
    default:
      throw new Error(`unknown message ${String(message.kind)}`);
  }
}

// One at a time, in arrival order: the thread's caller owns the order (and transactions) of what it sends.
let queue = database.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ failed: errorFields(error) }),
);
port.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      port.postMessage({ id: message.id, result: await answer(message) });
    } catch (error) {
      port.postMessage({ id: message.id, error: errorFields(error) });
    }
  });
});
