import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { getTableName, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { queryRows, type DatabaseKind, type Db, type Tx } from '../client';
import {
  appVersion,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backedUpTableNames,
  currentSchemaVersion,
  leftOutColumns,
  leftOutTables,
  MANIFEST_FILE,
  tableFile,
  tableRowCount,
  type Manifest,
} from './tables';

// The backup archive (issue 16; docs/decisions/018), streamed: rows are read through a cursor a batch at a time and
// written into the zip as the client takes them, so an export never holds the database in memory. Everything is
// read in one repeatable-read snapshot, so the files and the manifest's counts agree.

/** Rows fetched from the cursor at a time. */
const BATCH_ROWS = 500;
const CURSOR = 'dormie_backup_rows';

export type BackupStream = {
  manifest: Manifest;
  /** The zip, for the response. */
  stream: Readable;
  /** Resolves once the whole zip has been read; rejects when the export failed or the reader went away. */
  finished: Promise<void>;
};

/** A table's rows as one JSON text each, its left-out columns removed (a restore reads them as null). */
function rowsQuery(table: string): string {
  const quoted = `"${table}"`;
  const omitted = leftOutColumns[table] ?? [];
  const minus = omitted.map((column) => ` - '${column}'`).join('');
  return `select (to_jsonb(t)${minus})::text as row from ${quoted} t`;
}

async function rowCounts(tx: Tx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of backedUpTableNames()) {
    counts[table] = await tableRowCount(tx, table);
  }
  return counts;
}

/** Writes `chunk`, waiting while the reader is behind; stops when `signal` says the reader went away. */
async function writeWithBackpressure(body: Writable, chunk: string, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if (!body.write(chunk)) await once(body, 'drain', { signal });
}

/**
 * One table as a JSON array with one row per line ("[", rows ending in ",", the last without, "]"), so a restore
 * can read it a line at a time.
 */
async function writeTable(tx: Tx, table: string, body: PassThrough, signal: AbortSignal): Promise<void> {
  await writeWithBackpressure(body, '[\n', signal);
  await tx.execute(sql.raw(`declare ${CURSOR} no scroll cursor for ${rowsQuery(table)}`));
  let separator = '';
  for (;;) {
    const rows = await queryRows<{ row: string }>(tx, sql.raw(`fetch forward ${String(BATCH_ROWS)} from ${CURSOR}`));
    if (rows.length === 0) break;
    const lines = rows.map((r) => r.row).join(',\n');
    await writeWithBackpressure(body, `${separator}${lines}`, signal);
    separator = ',\n';
  }
  await tx.execute(sql.raw(`close ${CURSOR}`));
  body.end('\n]\n');
}

/**
 * Starts a backup of `db`: answers once the snapshot is taken and the manifest written, with the zip to stream.
 * `signal` aborts it (the client went away); the snapshot's transaction then ends and the zip is destroyed.
 */
export async function streamBackup(db: Db, database: DatabaseKind, signal: AbortSignal, now = new Date()): Promise<BackupStream> {
  const zip = new yazl.ZipFile();
  // yazl's typings name a plain ReadableStream; it is a PassThrough.
  const output = zip.outputStream as PassThrough;
  const entry = { mtime: now };
  let manifestReady: (manifest: Manifest) => void = () => undefined;
  const ready = new Promise<Manifest>((resolve) => {
    manifestReady = resolve;
  });

  const written = db.transaction(
    async (tx) => {
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        appVersion: appVersion(),
        schemaVersion: currentSchemaVersion(),
        createdAt: now.toISOString(),
        database,
        rowCounts: await rowCounts(tx),
        leftOut: Object.fromEntries([...leftOutTables].map(([table, why]) => [getTableName(table), why])),
      };
      zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_FILE, entry);
      manifestReady(manifest);
      for (const table of backedUpTableNames()) {
        const body = new PassThrough();
        zip.addReadStream(body, tableFile(table), entry);
        await writeTable(tx, table, body, signal);
      }
      zip.end();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const finished = Promise.all([written, once(output, 'end', { signal })]).then(
    () => undefined,
    (error: unknown) => {
      // A cut-off zip must not look whole: the response ends in an error, not a short file.
      output.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  // Until the manifest is ready, a failure (the database is down) is the caller's to answer as a 5xx.
  const manifest = await Promise.race([ready, finished.then(() => ready)]);
  return { manifest, stream: output, finished };
}
