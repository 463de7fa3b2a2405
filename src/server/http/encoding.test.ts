import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, negotiatedCoding, preferredCoding } from './encoding';

// Accept-Encoding (RFC 9110 §12.5.3): which coding the players answer is sent in (issue 17).

describe('preferredCoding', () => {
  it.each([
    { field: undefined, coding: undefined, why: 'no field: the bytes as they are' },
    { field: '', coding: undefined, why: 'an empty field accepts only identity' },
    { field: 'gzip, deflate, br, zstd', coding: 'br', why: 'what Chromium sends: brotli, the smaller, on a tie' },
    { field: 'gzip, deflate, br', coding: 'br', why: 'what Firefox and undici send' },
    { field: 'gzip', coding: 'gzip', why: 'only gzip' },
    { field: 'GZIP', coding: 'gzip', why: 'codings are case-insensitive' },
    { field: 'x-gzip', coding: 'gzip', why: 'x-gzip is gzip (§8.4.1.3)' },
    { field: 'deflate, zstd', coding: undefined, why: 'nothing we send' },
    { field: 'identity', coding: undefined, why: 'only identity' },
    { field: '*', coding: 'br', why: '* is any coding' },
    { field: 'br;q=0, *', coding: 'gzip', why: '* stands for what the list does not name; q=0 refuses' },
    { field: 'br;q=0.5, gzip;q=0.8', coding: 'gzip', why: 'the higher weight wins' },
    { field: 'br;q=1.0, gzip;q=1', coding: 'br', why: 'equal weights: brotli' },
    { field: 'br ; q=0.9 , gzip ; q=0.1', coding: 'br', why: 'spaces around the separators' },
    { field: 'br;q=0, gzip;q=0.000', coding: undefined, why: 'both refused' },
    { field: 'gzip;q=2', coding: undefined, why: 'a weight above 1 is not a field we can read: as they are' },
    { field: 'gzip;level=9', coding: undefined, why: 'an unknown parameter: as they are' },
    { field: ',, gzip ,', coding: 'gzip', why: 'empty list members are allowed' },
  ])('$field gives $coding: $why', ({ field, coding }) => {
    expect(preferredCoding(field)).toBe(coding);
    expect(negotiatedCoding(field)).toBe(coding);
    // Remembered: the second answer is the same.
    expect(negotiatedCoding(field)).toBe(coding);
  });

  it('remembers a bounded number of field values, and still answers each right', () => {
    for (let i = 0; i < 500; i += 1) expect(negotiatedCoding(`gzip;q=0.${String(i % 1000).padStart(3, '0')}, br;q=0`)).toBe(i === 0 ? undefined : 'gzip');
    expect(negotiatedCoding('gzip, deflate, br, zstd')).toBe('br');
  });
});

describe('EncodedBody', () => {
  const text = JSON.stringify(Array.from({ length: 40 }, (_, hole) => ({ hole, strokes: 4, name: 'Grey Rock Golf Club' })));

  it('keeps the bytes, and makes each compressed copy once, decoding to the same text', async () => {
    const body = EncodedBody.ofText(text);
    expect(body.in(undefined)).toBe(body.bytes);
    expect(body.bytes.toString()).toBe(text);
    const brotli = await body.in('br');
    const gzip = await body.in('gzip');
    expect(brotliDecompressSync(brotli).toString()).toBe(text);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(brotli.length).toBeLessThan(text.length / 4);
    expect(await body.in('br')).toBe(brotli);
    expect(await body.in('gzip')).toBe(gzip);
  });

  it('keeps text that is not ASCII as UTF-8', async () => {
    const body = EncodedBody.ofText('["Zoë Ó Súilleabháin ⛳"]');
    expect(gunzipSync(await body.in('gzip')).toString('utf8')).toBe('["Zoë Ó Súilleabháin ⛳"]');
    expect(body.bytes.length).toBe(Buffer.byteLength('["Zoë Ó Súilleabháin ⛳"]'));
  });
});
