import type { Readable } from 'node:stream';

// Reading a backup's files with every size bounded before it is held (issue 27 item 8; docs/decisions/025). A zip
// entry's header states its size, but a crafted one can lie, so the bytes are also counted as they inflate, and
// reading stops at the bound: a bomb costs the bound, never its inflated size.

/** A backup refused: a message for the person running the restore, naming what is wrong but never a value. */
export class RestoreError extends Error {}

const MiB = 1024 * 1024;

/** The whole of `stream`, refused past `max` bytes. */
export async function readAtMost(stream: Readable, max: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    total += bytes.length;
    // Leaving the loop destroys the stream: the rest is never inflated.
    if (total > max) throw new RestoreError(`${what} inflates past ${sizeText(max)}; nothing was restored`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * The lines of `stream` (split at "\n"), each refused past `maxLine` bytes and the whole past `maxTotal`, without
 * holding more than one line.
 */
export async function* linesAtMost(stream: Readable, limits: { maxLine: number; maxTotal: number }, what: string): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    total += bytes.length;
    if (total > limits.maxTotal) throw new RestoreError(`${what} inflates past ${sizeText(limits.maxTotal)}; nothing was restored`);
    let start = 0;
    for (let end = bytes.indexOf(0x0a, start); end !== -1; end = bytes.indexOf(0x0a, start)) {
      if (pendingBytes + end - start > limits.maxLine) throw lineTooLong(what, limits.maxLine);
      pending.push(bytes.subarray(start, end));
      yield Buffer.concat(pending).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    pendingBytes += bytes.length - start;
    if (pendingBytes > limits.maxLine) throw lineTooLong(what, limits.maxLine);
    if (start < bytes.length) pending.push(bytes.subarray(start));
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}

const lineTooLong = (what: string, max: number) => new RestoreError(`${what} has a line longer than ${sizeText(max)}; nothing was restored`);

export const sizeText = (bytes: number): string => (bytes >= MiB ? `${String(Math.round((bytes / MiB) * 10) / 10)} MiB` : `${String(bytes)} bytes`);
