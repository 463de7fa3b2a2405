import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { AVATAR_MAX_BYTES } from '../../../contract/profile';
import { queryRows, type Db, type Tx } from '../client';
import { linesAtMost, readAtMost, RestoreError, sizeText } from './bounded-read';
import { applyMigrations, columnsOf, dropSchema, existingTables, migrations } from './schema-versions';
import { backedUpTableNames, leftOutColumns, MANIFEST_FILE, ManifestSchema, schemaTableNames, tableFile, tableRowCount, type Manifest } from './tables';

// `npm run restore -- backup.zip` (issue 16, issue 27 item 8; docs/decisions/018, 025): a backup loaded into an empty
// database in one transaction, so a restore that fails leaves the database as it was. The restore builds the schema
// the backup was written at (its migrations only), loads the rows, then applies the later migrations, so every
// backup this app has made restores into today's schema. The file is not trusted: every size is bounded before it is
// held, a row must hold exactly the columns the export writes, an administrator is restored only when the person
// running the restore names them, and no error message carries a value from the file.

export { RestoreError };

const MiB = 1024 * 1024;

/** The bounds a backup is read within (the tests build files just past them). */
export const restoreLimits = {
  /** A manifest is under 1 KB. */
  manifestBytes: MiB,
  /** The longest row a backup holds is an avatar, its bytes hex-encoded: at most twice the upload cap, and the rest. */
  lineBytes: 2 * AVATAR_MAX_BYTES + MiB,
  /** One table's file: some thousand times a large club's (a scores row is about 230 bytes). */
  tableBytes: 4 * 1024 * MiB,
} as const;

/** Rows inserted per statement, and the most text one statement carries (a batch ends at whichever comes first). */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * MiB;

export type RestoreOptions = {
  /** Wipe a database that holds data (else it is refused). */
  replace: boolean;
  /** The usernames the backup makes administrators, as the person restoring names them (--admins). */
  admins?: readonly string[];
};

export type RestoreResult = {
  manifest: Manifest;
  /** The accounts restored as administrators. */
  admins: string[];
  /** The schema version the database is at now (the backup's, or later when it was migrated forward). */
  schemaVersion: string;
};

type Backup = { manifest: Manifest; at: number; open(name: string, maxBytes: number): Promise<Readable>; close(): void };

/** A value from the file, as a message may show it: a name, quoted, never long. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return JSON.stringify(text.length > 64 ? `${text.slice(0, 64)}…` : text);
}

function openZipFile(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error ? reject(new RestoreError(`Cannot read ${file} as a zip: ${error.message}`)) : resolve(zip)));
  });
}

/** The zip's entries, refusing any but the manifest and the table files (so their number is bounded too). */
function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const expected = new Set([MANIFEST_FILE, ...backedUpTableNames().map(tableFile)]);
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!expected.has(entry.fileName) || entries.has(entry.fileName)) {
        reject(new RestoreError(`The backup holds a file Dormie's export does not write (${shown(entry.fileName)}); nothing was restored`));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) => reject(new RestoreError(`The backup is not a readable zip: ${error.message}`)));
    zip.readEntry();
  });
}

/** Opens a backup zip and reads its manifest, refusing one this Dormie cannot load. */
async function openBackup(file: string): Promise<Backup> {
  const zip = await openZipFile(file);
  try {
    const entries = await entriesOf(zip);
    const open = async (name: string, maxBytes: number): Promise<Readable> => {
      const entry = entries.get(name);
      if (!entry) throw new RestoreError(`The backup has no ${name}; nothing was restored`);
      // The header's size first (a file that says it is too big is not read at all), then the bytes as they inflate.
      if (entry.uncompressedSize > maxBytes) throw new RestoreError(`The backup's ${name} is ${sizeText(entry.uncompressedSize)}, over ${sizeText(maxBytes)}; nothing was restored`);
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => (error ? reject(new RestoreError(`Cannot read the backup's ${name}: ${error.message}`)) : resolve(stream)));
      });
    };
    const text = await readAtMost(await open(MANIFEST_FILE, restoreLimits.manifestBytes), restoreLimits.manifestBytes, `The backup's ${MANIFEST_FILE}`).catch((error: unknown) => {
      // Anything but a refusal came from the zip (a corrupt entry, a size its header did not state).
      if (error instanceof RestoreError) throw error;
      throw new RestoreError(`Cannot read the backup's ${MANIFEST_FILE}: ${withoutValues(error)}; nothing was restored`);
    });
    let json: unknown;
    try {
      json = JSON.parse(text.toString('utf8'));
    } catch {
      json = undefined;
    }
    const parsed = ManifestSchema.safeParse(json);
    if (!parsed.success) throw new RestoreError(`${file} is not a Dormie backup: its manifest does not read as one`);
    const manifest = parsed.data;
    const at = migrations().findIndex((migration) => migration.tag === manifest.schemaVersion);
    if (at === -1) {
      throw new RestoreError(
        `The backup was made at database version ${shown(manifest.schemaVersion)}, which this Dormie does not know: it was made by a later Dormie (${shown(manifest.appVersion)}). Restore it with that version or a later one.`,
      );
    }
    const unknown = Object.keys(manifest.rowCounts).filter((table) => !backedUpTableNames().includes(table));
    if (unknown.length > 0) throw new RestoreError(`The backup's manifest counts tables Dormie does not back up: ${unknown.map(shown).join(', ')}; nothing was restored`);
    return { manifest, at, open, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Refuses a database whose app tables hold data, unless told to replace it (`replace`); the rebuild then wipes it. */
async function refuseHeldData(tx: Tx, replace: boolean): Promise<void> {
  const present = await existingTables(tx);
  const held: string[] = [];
  for (const table of schemaTableNames().filter((name) => present.has(name))) {
    const count = await tableRowCount(tx, table);
    if (count > 0) held.push(`${table} (${String(count)})`);
  }
  if (held.length > 0 && !replace) {
    throw new RestoreError(`The database is not empty: ${held.join(', ')}. Restore into an empty database, or pass --replace to wipe this one first.`);
  }
}

async function insertRows(tx: Tx, table: string, rows: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const name = sql.identifier(table);
  await tx.execute(sql`insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, ${`[${rows.join(',')}]`}::json)`);
}

/**
 * One row's text, refused unless it is a JSON object holding exactly `columns`. (Where a key repeats, JSON.parse and
 * PostgreSQL's json_populate_recordset both take the last, so what is checked here is what is loaded.)
 */
function checkedRow(table: string, line: number, text: string, columns: ReadonlySet<string>): Record<string, unknown> {
  let row: unknown;
  try {
    row = JSON.parse(text);
  } catch {
    row = undefined;
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new RestoreError(`${table}: line ${String(line)} is not a row as the export writes it; nothing was restored`);
  const record = row as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (columns.has(key)) continue;
    const why = (leftOutColumns[table] ?? []).includes(key) ? 'the export never writes' : "the table does not have at the backup's version";
    throw new RestoreError(`${table}: the backup has a column ${shown(key)}, which ${why}; nothing was restored`);
  }
  for (const column of columns) {
    if (!(column in record)) throw new RestoreError(`${table}: line ${String(line)} has no column ${shown(column)}; nothing was restored`);
  }
  return record;
}

/** Watches the users rows for administrators: is_admin must be a boolean, and each admin's username is kept. */
function adminWatch(table: string): { see(row: Record<string, unknown>): void; found: string[] } {
  const found: string[] = [];
  return {
    found,
    see(row) {
      if (table !== 'users' || !('is_admin' in row)) return;
      if (typeof row.is_admin !== 'boolean') throw new RestoreError('users: is_admin is not true or false in a row; nothing was restored');
      if (row.is_admin) found.push(typeof row.username === 'string' ? row.username : '');
    },
  };
}

/** Loads one table file a line (a row) at a time, in bounded batches; answers how many rows it held and its admins. */
async function loadTable(tx: Tx, table: string, stream: Readable): Promise<{ loaded: number; admins: string[] }> {
  const columns = new Set([...(await columnsOf(tx, table))].filter((column) => !(leftOutColumns[table] ?? []).includes(column)));
  const admins = adminWatch(table);
  let batch: string[] = [];
  let batchBytes = 0;
  let loaded = 0;
  let line = 0;
  const flush = async () => {
    await insertRows(tx, table, batch).catch((error: unknown) => {
      throw new RestoreError(`${table}: the database refused the rows: ${withoutValues(error)}; nothing was restored`);
    });
    loaded += batch.length;
    batch = [];
    batchBytes = 0;
  };
  const lines = linesAtMost(stream, { maxLine: restoreLimits.lineBytes, maxTotal: restoreLimits.tableBytes }, `The backup's ${tableFile(table)}`);
  try {
    for await (const text of lines) {
      line += 1;
      const row = text.endsWith(',') ? text.slice(0, -1) : text;
      if (row === '' || row === '[' || row === ']') continue;
      admins.see(checkedRow(table, line, row, columns));
      batch.push(row);
      batchBytes += row.length;
      if (batch.length === BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
  } catch (error) {
    // Anything but a refusal came from the zip (a corrupt entry, a size its header did not state).
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`Cannot read the backup's ${tableFile(table)}: ${withoutValues(error)}; nothing was restored`);
  }
  await flush();
  return { loaded, admins: admins.found };
}

/**
 * An error's message without the values it may quote: PostgreSQL's detail ("Key (email)=(...)", "Failing row
 * contains ...") is left out, and so is every quoted part of a message but the constraint, table, column and type the
 * database names. drizzle's own wrapper is skipped: its message carries the query's parameters, the rows.
 */
function withoutValues(error: unknown): string {
  let cause: unknown = error;
  while (cause instanceof Error && !('code' in cause) && cause.cause !== undefined) cause = cause.cause;
  if (!(cause instanceof Error)) return 'an unknown error';
  const fields = cause as Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; dataType?: unknown };
  const names = new Set([fields.constraint, fields.table, fields.column, fields.dataType].filter((name): name is string => typeof name === 'string'));
  const message = cause.message.split('\n')[0]?.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"')) ?? '';
  return typeof fields.code === 'string' ? `${message} (SQLSTATE ${fields.code})` : message;
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

/** Refuses administrators the person restoring did not name, and names they gave that the backup does not make admins. */
function checkAdmins(found: readonly string[], named: readonly string[]): void {
  const lower = (names: readonly string[]) => new Set(names.map((name) => name.toLowerCase()));
  const [foundSet, namedSet] = [lower(found), lower(named)];
  const unnamed = found.filter((name) => !namedSet.has(name.toLowerCase()));
  const notAdmins = named.filter((name) => !foundSet.has(name.toLowerCase()));
  if (unnamed.length === 0 && notAdmins.length === 0) return;
  const list = found.map(shown).join(', ');
  const flag = `--admins=${found.join(',')}`;
  if (unnamed.length > 0) {
    throw new RestoreError(
      `The backup makes ${found.length === 1 ? 'one account an administrator' : `${String(found.length)} accounts administrators`}: ${list}. A backup file can make anyone an administrator, so check that these are the people who run this Dormie, then restore again with ${flag}. Nothing was restored.`,
    );
  }
  throw new RestoreError(`--admins names ${notAdmins.map(shown).join(', ')}, whom the backup does not make administrator (it makes ${list || 'no one'}). Nothing was restored.`);
}

/**
 * Restores the backup in `file` into `db`: refuses a database with data unless `replace`; builds the schema at the
 * backup's version, loads every table and checks each against the manifest's count, then migrates to today's
 * schema. All or nothing. Every failure is a RestoreError whose message holds no value from the file's rows.
 */
export async function restoreBackup(db: Db, file: string, options: RestoreOptions): Promise<RestoreResult> {
  let backup: Backup | undefined;
  try {
    backup = await openBackup(file);
    return await restoreFrom(db, backup, options);
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The restore failed: ${withoutValues(error)}; nothing was restored`);
  } finally {
    backup?.close();
  }
}

async function restoreFrom(db: Db, backup: Backup, options: RestoreOptions): Promise<RestoreResult> {
  const { manifest } = backup;
  const steps = migrations();
  let admins: string[] = [];
  await db.transaction(async (tx) => {
    await refuseHeldData(tx, options.replace);
    await dropSchema(tx, schemaTableNames());
    await applyMigrations(tx, steps.slice(0, backup.at + 1));
    const present = await existingTables(tx);
    for (const table of backedUpTableNames()) {
      const expected = manifest.rowCounts[table];
      if (!present.has(table)) {
        if (expected !== undefined) throw new RestoreError(`The backup's manifest counts ${table}, which version ${manifest.schemaVersion} did not have; nothing was restored`);
        continue;
      }
      if (expected === undefined) throw new RestoreError(`The backup's manifest does not count ${table}; nothing was restored`);
      const loaded = await loadTable(tx, table, await backup.open(tableFile(table), restoreLimits.tableBytes));
      const stored = await tableRowCount(tx, table);
      if (loaded.loaded !== expected || stored !== expected) {
        throw new RestoreError(`${table}: the manifest counts ${String(expected)} rows, the backup holds ${String(loaded.loaded)}; nothing was restored`);
      }
      if (table === 'users') {
        checkAdmins(loaded.admins, options.admins ?? []);
        admins = loaded.admins;
      }
      await continueSequences(tx, table);
    }
    await applyMigrations(tx, steps.slice(backup.at + 1));
  });
  return { manifest, admins, schemaVersion: steps.at(-1)?.tag ?? manifest.schemaVersion };
}
