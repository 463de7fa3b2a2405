import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

// The backup archive (issue 16; docs/decisions/018, 025). Everything is read in one repeatable-read snapshot, so the
// files and the manifest's counts agree. The zip is written to a temporary file first and the snapshot's transaction
// ends before the download starts (issue 27 item 3): PGlite has one session, and a transaction held open for a slow
// reader held every other request behind it. Rows are read through a cursor a batch at a time, so neither the
// spooling nor the download holds the database in memory.

/** Rows fetched from the cursor at a time. */
const BATCH_ROWS = 500;
const CURSOR = 'dormie_backup_rows';

export type BackupStream = {
  manifest: Manifest;
  /** The zip's size in bytes (the response's content-length). */
  size: number;
  /** The zip, for the response. */
  stream: Readable;
  /** Resolves once the whole zip has been read; rejects when the reader went away or the file could not be read. */
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

/** Writes `chunk`, waiting while the zip and its file are behind; stops when `signal` says to (the client went away, the file failed). */
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
 * A file for the zip in the temporary directory (TMPDIR), readable by its owner only, and unlinked as soon as it is
 * open: the handle keeps it until it is closed, so nothing is left behind however the export ends, a crash included.
 */
async function openSpool(): Promise<FileHandle> {
  const file = path.join(tmpdir(), `dormie-export-${randomUUID()}.zip`);
  const handle = await open(file, 'wx+', 0o600);
  try {
    await unlink(file);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Writes the snapshot of `db` as a zip through `spool`; answers the manifest once the transaction has ended. */
async function writeZip(db: Db, database: DatabaseKind, spool: FileHandle, signal: AbortSignal, now: Date): Promise<Manifest> {
  const zip = new yazl.ZipFile();
  // yazl's typings name a plain ReadableStream; it is a PassThrough.
  const output = zip.outputStream as PassThrough;
  const entry = { mtime: now };
  // The file failing stops the snapshot (its next write would wait for a drain that never comes), and the snapshot
  // failing stops the file.
  const fileFailed = new AbortController();
  const stop = AbortSignal.any([signal, fileFailed.signal]);
  // Written through the handle itself: a stream on it would hold the handle open after the download closed it.
  const toFile = async (chunks: AsyncIterable<Buffer>): Promise<void> => {
    for await (const chunk of chunks) await spool.write(chunk);
  };
  const spooled = pipeline(output, toFile, { signal }).catch((error: unknown) => {
    fileFailed.abort(error);
    throw error;
  });
  const written = db
    .transaction(
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
        for (const table of backedUpTableNames()) {
          const body = new PassThrough();
          zip.addReadStream(body, tableFile(table), entry);
          await writeTable(tx, table, body, stop);
        }
        zip.end();
        return manifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .catch((error: unknown) => {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  const [manifest] = await Promise.all([written, spooled]);
  return manifest;
}

/**
 * Takes a backup of `db` into a temporary file, ends the snapshot, and answers the zip to stream from that file.
 * `signal` aborts it (the client went away): the snapshot ends, the file is closed, and nothing of it remains.
 */
export async function streamBackup(db: Db, database: DatabaseKind, signal: AbortSignal, now = new Date()): Promise<BackupStream> {
  const spool = await openSpool();
  let manifest: Manifest;
  let size: number;
  try {
    manifest = await writeZip(db, database, spool, signal, now);
    size = (await spool.stat()).size;
    signal.throwIfAborted();
  } catch (error) {
    await spool.close();
    throw error;
  }
  // The read stream closes the file when it ends, fails or is destroyed.
  const stream = spool.createReadStream({ start: 0 });
  const finished = once(stream, 'end', { signal }).then(
    () => undefined,
    (error: unknown) => {
      // A cut-off zip must not look whole: the response ends in an error, not a short file.
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  return { manifest, size, stream, finished };
}
