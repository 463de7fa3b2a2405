// Compressed answers for the hot reads (issue 17, docs/decisions/021): what a client accepts (RFC 9110 §12.5.3), and
// an answer's bytes with its compressed copies, each made once and kept with the answer.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The content codings Dormie sends, best first: on a tie in the client's weights, brotli's smaller answer wins. */
export const contentCodings = ['br', 'gzip'] as const;
export type ContentCoding = (typeof contentCodings)[number];

/** A coding's weight in an Accept-Encoding list: `q=` of 0 to 1, at most three decimals. */
const weightPattern = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The coding to send for an Accept-Encoding field value, or undefined for the bytes as they are: the acceptable
 * coding (weight above 0) with the highest weight, where `*` stands for any coding the list does not name and x-gzip
 * is gzip (RFC 9110 §8.4.1.3). No field, an empty one or one we cannot read: as they are, which is always acceptable
 * unless the client refuses identity, and then it gets them too rather than a 406.
 */
export function preferredCoding(fieldValue: string | undefined): ContentCoding | undefined {
  if (!fieldValue) return undefined;
  const weights = new Map<string, number>();
  for (const member of fieldValue.split(',')) {
    const [name = '', ...parameters] = member.split(';').map((part) => part.trim());
    if (name === '') continue;
    const weight = parameters.length === 0 ? 1 : weightOf(parameters);
    if (weight === undefined) return undefined;
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    weights.set(coding, Math.max(weight, weights.get(coding) ?? 0));
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of contentCodings) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

function weightOf(parameters: string[]): number | undefined {
  const match = parameters.length === 1 ? weightPattern.exec(parameters[0]!.replace(/\s+/g, '')) : null;
  return match ? Number(match[1]) : undefined;
}

/** Accept-Encoding values seen, with their answers: a browser sends the same one on every call. */
const preferredByField = new Map<string, ContentCoding | undefined>();
const PREFERRED_BY_FIELD_MAX = 64;

/** preferredCoding, remembered for the few field values that clients actually send. */
export function negotiatedCoding(fieldValue: string | undefined): ContentCoding | undefined {
  if (!fieldValue) return undefined;
  if (preferredByField.has(fieldValue)) return preferredByField.get(fieldValue);
  const coding = preferredCoding(fieldValue);
  if (preferredByField.size >= PREFERRED_BY_FIELD_MAX) preferredByField.delete(preferredByField.keys().next().value as string);
  preferredByField.set(fieldValue, coding);
  return coding;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Made once per answer, on the compression threads: brotli at quality 5 takes a live card's 6.5 KB to about a
 * seventh, in a fraction of a millisecond; quality 11 would save a few bytes more for a hundred times the work.
 */
const compress: Record<ContentCoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    }),
  gzip: (bytes) => gzip(bytes, { level: 6 }),
};

/** An answer's bytes and, made on first demand and kept, its compressed copies. */
export class EncodedBody {
  private readonly copies = new Map<ContentCoding, Promise<Buffer>>();

  constructor(readonly bytes: Buffer) {}

  static ofText(text: string): EncodedBody {
    return new EncodedBody(Buffer.from(text, 'utf8'));
  }

  /** The bytes in `coding`, or as they are. A failed compression is not kept, so the next read tries again. */
  in(coding: ContentCoding | undefined): Promise<Buffer> | Buffer {
    if (!coding) return this.bytes;
    let copy = this.copies.get(coding);
    if (!copy) {
      copy = compress[coding](this.bytes);
      copy.catch(() => this.copies.delete(coding));
      this.copies.set(coding, copy);
    }
    return copy;
  }
}
