import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { getTableName, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { queryRows, type Db, type Tx } from '../client';
import { backedUpTableNames, currentSchemaVersion, leftOutTables, MANIFEST_FILE, ManifestSchema, tableFile, tableRowCount, type Manifest } from './tables';

// `npm run restore -- backup.zip` (issue 16; docs/decisions/018): a backup loaded into an empty database in one
// transaction, so a restore that fails leaves the database as it was. Rows go in as the database wrote them out
// (json_populate_recordset reads its own JSON), ids included; the sequences then continue after the highest.

/** A restore refused or failed for a reason the person running it can act on. */
export class RestoreError extends Error {}

/** Rows inserted per statement. */
const BATCH_ROWS = 500;

type Zip = { manifest: Manifest; open(name: string): Promise<Readable>; close(): void };

function openZipFile(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error ? reject(new RestoreError(`Cannot read ${file} as a zip: ${error.message}`)) : resolve(zip)));
  });
}

function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Opens a backup zip and reads its manifest, refusing one this Dormie cannot load. */
async function openBackup(file: string): Promise<Zip> {
  const zip = await openZipFile(file);
  const entries = await entriesOf(zip);
  const open = (name: string): Promise<Readable> => {
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new RestoreError(`The backup has no ${name}`));
    return new Promise((resolve, reject) => {
      zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
    });
  };
  const parsed = ManifestSchema.safeParse(JSON.parse(await textOf(await open(MANIFEST_FILE))));
  if (!parsed.success) throw new RestoreError(`${file} is not a Dormie backup: its manifest does not read as one`);
  const manifest = parsed.data;
  const schemaVersion = currentSchemaVersion();
  if (manifest.schemaVersion !== schemaVersion) {
    throw new RestoreError(
      `The backup was made at database version ${manifest.schemaVersion}; this Dormie is at ${schemaVersion}. Restore it with the Dormie version that made it (${manifest.appVersion}), then upgrade.`,
    );
  }
  const missing = backedUpTableNames().filter((table) => manifest.rowCounts[table] === undefined);
  if (missing.length > 0) throw new RestoreError(`The backup's manifest does not count ${missing.join(', ')}`);
  return { manifest, open, close: () => zip.close() };
}

const allTableNames = (): string[] => [...backedUpTableNames(), ...[...leftOutTables.keys()].map((table) => getTableName(table))];

/** Refuses a database that holds data, or wipes it when told to (`replace`). */
async function makeEmpty(tx: Tx, replace: boolean): Promise<void> {
  const held: string[] = [];
  for (const table of allTableNames()) {
    const count = await tableRowCount(tx, table);
    if (count > 0) held.push(`${table} (${String(count)})`);
  }
  if (held.length === 0) return;
  if (!replace) {
    throw new RestoreError(`The database is not empty: ${held.join(', ')}. Restore into an empty database, or pass --replace to wipe this one first.`);
  }
  await tx.execute(sql`truncate ${sql.join(allTableNames().map((table) => sql.identifier(table)), sql`, `)} restart identity cascade`);
}

async function insertRows(tx: Tx, table: string, rows: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const name = sql.identifier(table);
  await tx.execute(sql`insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, ${`[${rows.join(',')}]`}::json)`);
}

/** Loads one table file a line (a row) at a time; returns how many rows it held. */
async function loadTable(tx: Tx, table: string, stream: Readable): Promise<number> {
  let batch: string[] = [];
  let loaded = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    const row = line.endsWith(',') ? line.slice(0, -1) : line;
    if (row === '' || row === '[' || row === ']') continue;
    batch.push(row);
    if (batch.length === BATCH_ROWS) {
      await insertRows(tx, table, batch);
      loaded += batch.length;
      batch = [];
    }
  }
  await insertRows(tx, table, batch);
  return loaded + batch.length;
}

/** Moves each serial or identity column's sequence past the highest restored value, so new rows get new ids. */
async function continueSequences(tx: Tx, table: string): Promise<void> {
  const rows = await queryRows<{ column: string }>(
    tx,
    sql`
    select column_name as column from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and (column_default like 'nextval(%' or is_identity = 'YES')`);
  for (const { column } of rows) {
    const name = sql.identifier(table);
    const col = sql.identifier(column);
    await tx.execute(sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce(max(${col}), 0) + 1, false) from ${name}`);
  }
}

/**
 * Restores the backup in `file` into `db` (migrated to this version's schema): refuses a database with data unless
 * `replace`, loads every table, and checks each against the manifest's count. All or nothing.
 */
export async function restoreBackup(db: Db, file: string, options: { replace: boolean }): Promise<Manifest> {
  const zip = await openBackup(file);
  try {
    await db.transaction(async (tx) => {
      await makeEmpty(tx, options.replace);
      for (const table of backedUpTableNames()) {
        const loaded = await loadTable(tx, table, await zip.open(tableFile(table)));
        const expected = zip.manifest.rowCounts[table];
        const stored = await tableRowCount(tx, table);
        if (loaded !== expected || stored !== expected) {
          throw new RestoreError(`${table}: the manifest counts ${String(expected)} rows, the backup holds ${String(loaded)}; nothing was restored`);
        }
        await continueSequences(tx, table);
      }
    });
    return zip.manifest;
  } finally {
    zip.close();
  }
}
