import { constants, crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, expect, it, vi } from 'vitest';
import { AVATAR_MEDIA_TYPES, ProfileSchema, profileMessages } from '../src/contract/profile';
import { AVATAR_MAX_PIXELS, avatarReadableTypes } from '../src/server/profile/avatar';
import { describeEachDatabase, type TestContext } from './support/app';
import { call, expectRefusal, expectStatus, golfer, type Golfer } from './support/games';

// Issue 27 item 2 (decision 024): a picked picture is read only if it is a format a phone sends, and its header is
// read before any pixel, so a small file declaring millions of deep pixels is refused without being decoded; the
// pictures that pass are decoded one at a time. "Before any pixel" is checked by counting the decodes sharp is asked
// for (decodes, below), not by a clock.

/**
 * A PNG of width x height RGBA pixels of `bitDepth` bits, every one zero, made by hand: its IDAT deflates rows of zeros,
 * so a few hundred KB stand for hundreds of MB of pixels (7071 x 7071 at 16 bits: 389 KB for 400 MB).
 */
async function zeroPng(width: number, height: number, bitDepth: 8 | 16): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 6; // colour type 6: RGBA
  // Each row is its filter byte (0, none) and its pixels; the rows are streamed so the raw image is never in memory.
  const row = Buffer.alloc(1 + width * 4 * (bitDepth / 8));
  const deflate = createDeflate({ level: 1, strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let y = 0; y < height; y++) deflate.write(row);
  deflate.end();
  await ended;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The review's AVIF: 7071 x 7071 pixels, 12 bits a channel with alpha, in 1,833 bytes. Made with
 * `sharp({ create: { width: 7071, height: 7071, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
 * .avif({ bitdepth: 12, effort: 0, quality: 1 })`, which takes about 8 s, so it is kept here as its bytes. Before
 * decision 024 the server decoded it: 5 s and 1.3 GB for one.
 */
const avifBomb = Buffer.from(
  'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAAXBtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAADRpbG9jAAAA' +
  'AERAAAIAAQAAAAABlAABAAAAAAAAA7QAAgAAAAAFSAABAAAAAAAAAeEAAAA4aWluZgAAAAAAAgAAABVpbmZlAgAAAAABAABhdjAxAAAAABVpbmZl' +
  'AgAAAAACAABhdjAxAAAAAA5waXRtAAAAAAABAAAAr2lwcnAAAACKaXBjbwAAAAxhdjFDgV9iAAAAABRpc3BlAAAAAAAAG58AABufAAAAEHBpeGkA' +
  'AAAAAwwMDAAAAAxhdjFDgV98AAAAAA5waXhpAAAAAAEMAAAAOGF1eEMAAAAAdXJuOm1wZWc6bXBlZ0I6Y2ljcDpzeXN0ZW1zOmF1eGlsaWFyeTph' +
  'bHBoYQAAAAAdaXBtYQAAAAAAAAACAAEDgQIDAAIEhAIFhgAAABppcmVmAAAAAAAAAA5hdXhsAAIAAQABAAAFnW1kYXQSAAoLX/M3PbnmtAQ0GiAy' +
  'ogcQH+TFCd///+LPwIAAkM/KKvcZecNIGfdh8sJBci0l0lBxhx7YlHcfMEFuM5S6A8V9xrokgPNE0zk1Bm5YyTgpVlcgtxTKXIpRnbnVZMs5IR/6' +
  'p5oXB1FyLySt0P7Bf7nJnZplDxRTyOfvQzorpcYm5/9SyBzF4lReViP5/MGO6amxDYMGZC7Dkp+gkItFpTc+M+/fsmy9OM8In3B4/Yx3z8oq9xl5' +
  'w0gZ92HywkFx4foXlynxiTokQMsfHcv9xIn6vYpigl+7QPwGIPYFaEoTGjMKkf90sseIeAp7iL3iWuCUh5BCBqZQ6twIbjHlI0kzaKJZkW81vDDY' +
  'tSvcg2LYz8n1ED8FfyOhrvMmF4nW1aDNqEdL3PZ+fc/KKvcZecNIGfdh8sGIIFNDpZURGpBJn6ikYHkZ/pTVAs6DWZ3b4RRMmTX+nn6cqZlVWdSd' +
  'NH2nvaQERDamE37ZIMnBcGhgm5B9A+CL4ZlBXg0uoKV4nt7AlHDkd1ws9yPoa+WcUOKidDfdiTChMAt0lB4X1bLkF9ksgbJMQFrPyikSyd84j7x7' +
  '0+8fP/aZA3UrMHvKgfAOoOZIn//f9CJKu7G5SG9D0zMG1MINhIFU5quDLBYrk03xx4HdaZz9NmUbLOzIHuBqnxf02NLDuLltVG2ZzStqNqiQfc/K' +
  'KvcZecNIGfdh8sGIIFNDpZURGpBJn6ikYHkZ/pTVAs6DWZ3b4RRMmTX+nn6cqZlVWdSdNH2nvaQERDamE37ZIMnBcGhgm5B9A+CL4ZlBXg0uoKV4' +
  'nt7AlHDkd1ws9yPoa+WcUOKidDfdiTChMAt0lB4X1bLkF9ksgbJMQFrPyikSyd84j7x70+8fP/aZA3UrMHvKgfAOoOZIn//f9CJKu7G5SG9D0zMG' +
  '1MINhIFU5quDLBYrk03xx4HdaZz9NmUbLOzIHuBqnxf02NLDuLltVG2ZzStqNqiQec/KKvcZecNIGfdh8sGIIFNDpZURGpBJn6ikYHkZ/pTVAs6D' +
  'WZ3b4RRMmTX+nn6cqZlVWdSdNH2nvaQERDamE37ZIMnBcGhgm5B9A+CL4ZlBXg0uoKV4nt7AlHDkd1ws9yPoa+WcUOKidDfdiTChMAt0lB4X1bLk' +
  'F9kzz8opEsnfOI+8e9PvHz/2mQN1KzB7yoHwDqDmSJ//3/QiSruxuUhvQ9MzBtTCDYSBVOargywWK5NN8ceB3Wmc/TZlGyzsyB7gap8X9NjSw7i5' +
  'bVRtmc0rakISAAoIX/M3PbnuOoAy0gMQHyH/4oAAPPU0CjU42+tVOcery3kViQe4EKiNSf06T0xMYqrbCo7VgjVCoE3idHV4tcSj/r2RSJxtHE34' +
  'UNp/U6ZMN9g79TQJ1D8ixxjHpISb4G7MueJU3d5x+1/gWJ+zlyFZU5VQzkYtM0kvOCNa1Htpj2kaoYcXVAn+qYTeB/3wOvUz7sqK6LufLA7RXkMF' +
  'LFSPnWEJ+ajmIatbI+MqjYyC7m7Yha4j3n0HIuWLidcwpytYFQURa7M5ukYYM/UjebSgU11QGlA76guJq9MEelteKnh5noVQZ17wIM0jgGVhTUID' +
  'aN97/wOJACk7OGXvylQ69TPuyorou58sDtFeQwUsVI+dYQn5qOYhq1sj4yqNjILubtiFriPefQci5YuJ1zCnK1gVBRFrszm6Rhgz9SN5tKBTXVAa' +
  'UDvqC4mr0wR6W14qeHmehVBnXvAgzSOAZWFNQgNo33v/A4kAKTs4Ze/KVDn1M+7Kiui7nywO0V5DBSxUj51hCfmo5iGrWyPjKo2Mgu5u2IWuI959' +
  'ByLli4nXMKcrWBUFEWuzObpM9SN5tKBTXVAaUDvqC4mr0wR6W14qeHmehVBnXvAgzSOAZWFNQgNo33v/A4kAKTs4Ze/N',
  'base64',
);

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A small picture in `format`, as a phone (or not) would send it. */
const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif', width = 600, height = 400, colour = '#2f855a') =>
  sharp({ create: { width, height, channels: 3, background: colour } }).toFormat(format).toBuffer();

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#2f855a"/></svg>');

const postPicture = (ctx: TestContext, who: Golfer, avatarUrl: string) => call(ctx, who.cookie, 'PATCH', '/api/user/settings', { avatarUrl });

async function avatarUrlOf(ctx: TestContext, who: Golfer): Promise<string | null> {
  const response = await call(ctx, who.cookie, 'GET', '/api/profile');
  expectStatus(response, 200);
  return ProfileSchema.parse(response.json()).user.avatarUrl;
}

/** The most the process's resident memory grew above its level at the start while `work` ran, in MB. */
async function peakRssGrowthMb(work: () => Promise<void>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  // The decoder works on libuv's threads, so this timer keeps sampling while a picture is being decoded.
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return (Math.max(peak, process.memoryUsage().rss) - start) / 1e6;
}

/**
 * The decodes sharp runs while `work` does: the server reads a header with metadata(), which decodes no pixel, and
 * decodes only to write its WebP (toBuffer). Counted on sharp's prototype, in this process, where the app runs. The
 * test's own pictures are made before `work`, so they are not counted.
 */
async function decodes(work: () => Promise<void>): Promise<{ started: number; mostAtOnce: number }> {
  const toBuffer = sharp.prototype.toBuffer;
  let started = 0;
  let running = 0;
  let mostAtOnce = 0;
  const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: unknown, ...args: unknown[]) {
    started += 1;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    const result = (toBuffer as (...rest: unknown[]) => Promise<Buffer>).apply(this, args);
    return result.finally(() => (running -= 1));
  } as typeof toBuffer);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return { started, mostAtOnce };
}

describeEachDatabase('avatar bombs', (ctx) => {
  const bombs: { name: string; url: string }[] = [];
  beforeAll(async () => {
    const deep = await zeroPng(7071, 7071, 16);
    const wide = await zeroPng(7071, 7071, 8);
    // What each bomb declares, read from its header as the server reads it.
    expect(await sharp(deep).metadata()).toMatchObject({ format: 'png', width: 7071, height: 7071, depth: 'ushort' });
    expect(await sharp(wide).metadata()).toMatchObject({ format: 'png', width: 7071, height: 7071, depth: 'uchar' });
    expect(await sharp(avifBomb).metadata()).toMatchObject({ mediaType: 'image/avif', width: 7071, height: 7071, bitsPerSample: 12, hasAlpha: true });
    bombs.push(
      { name: 'the 1.8 KB AVIF of 7071 x 7071 at 12 bits', url: dataUrl('image/avif', avifBomb) },
      { name: 'the same AVIF, claimed to be a PNG', url: dataUrl('image/png', avifBomb) },
      { name: `the ${Math.round(deep.length / 1024)} KB PNG of 7071 x 7071 at 16 bits`, url: dataUrl('image/png', deep) },
      { name: `the ${Math.round(wide.length / 1024)} KB PNG of 7071 x 7071 at 8 bits (50 MP)`, url: dataUrl('image/png', wide) },
    );
  });

  it('refuses the review’s AVIF and 16-bit PNG bombs and a 50 MP PNG from their headers, decoding no pixel, with memory bounded', async () => {
    const sam = await golfer(ctx, 'Sam');
    let growth = 0;
    const decoded = await decodes(async () => {
      growth = await peakRssGrowthMb(async () => {
        for (const bomb of bombs) expectRefusal(await postPicture(ctx, sam, bomb.url), 400, profileMessages.avatarType);
      });
    });
    expect(decoded.started, 'no bomb reached the decoder').toBe(0);
    // Soft: a decoded bomb costs 1.2 GB (the AVIF) or 0.4 GB (the 16-bit PNG); refusing them costs next to nothing.
    expect(growth).toBeLessThan(200);
    expect(await avatarUrlOf(ctx, sam), 'a refused picture changes nothing').toBeNull();
  });

  it('takes a picture of the most pixels and refuses one of a row more, from its header', async () => {
    const sam = await golfer(ctx, 'Sam');
    const side = Math.sqrt(AVATAR_MAX_PIXELS);
    const tooTall = await zeroPng(side, side + 1, 8);
    const largest = await zeroPng(side, side, 8);
    const refused = await decodes(async () => expectRefusal(await postPicture(ctx, sam, dataUrl('image/png', tooTall)), 400, profileMessages.avatarType));
    expect(refused.started).toBe(0);

    const taken = await decodes(async () => expectStatus(await postPicture(ctx, sam, dataUrl('image/png', largest)), 200));
    expect(taken.started).toBe(1);
    expect(await avatarUrlOf(ctx, sam)).not.toBeNull();
  });

  it('still takes a JPEG, a PNG and a WebP, as a phone sends them', async () => {
    const sam = await golfer(ctx, 'Sam');
    let previous: string | null = null;
    const colours = { jpeg: '#2f855a', png: '#c53030', webp: '#2b6cb0' };
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      expectStatus(await postPicture(ctx, sam, dataUrl(`image/${format}`, await picture(format, 600, 400, colours[format]))), 200);
      const url = await avatarUrlOf(ctx, sam);
      expect(url, format).not.toBeNull();
      expect(url, `${format} makes a new picture`).not.toBe(previous);
      previous = url;
    }
  });

  it('refuses an SVG, a GIF, a TIFF and an AVIF (and HEIC where sharp cannot decode it), whatever type the data: URL claims', async () => {
    const sam = await golfer(ctx, 'Sam');
    const heicDecodes = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;
    expect(avatarReadableTypes).toEqual(AVATAR_MEDIA_TYPES.filter((type) => type !== 'image/heic' || heicDecodes));
    const others: [string, Buffer][] = [
      ['image/svg+xml', svg],
      ['image/gif', await picture('gif')],
      ['image/tiff', await picture('tiff')],
      ['image/avif', await picture('avif')],
    ];
    // Every one of these is an image sharp reads.
    for (const [, bytes] of others) expect((await sharp(bytes).metadata()).width).toBe(600);
    const decoded = await decodes(async () => {
      for (const [type, bytes] of others) {
        expectRefusal(await postPicture(ctx, sam, dataUrl(type, bytes)), 400, profileMessages.avatarType);
        expectRefusal(await postPicture(ctx, sam, dataUrl('image/jpeg', bytes)), 400, profileMessages.avatarType);
      }
    });
    expect(decoded.started).toBe(0);
    expect(await avatarUrlOf(ctx, sam)).toBeNull();
  });

  it('decodes pictures sent at once one at a time', async () => {
    const golfers = await Promise.all(['Ann', 'Bob', 'Cal', 'Dee', 'Eve'].map((name) => golfer(ctx, name)));
    const png = await picture('png', 1600, 1200);
    const decoded = await decodes(async () => {
      const answers = await Promise.all(golfers.map((who) => postPicture(ctx, who, dataUrl('image/png', png))));
      for (const answer of answers) expectStatus(answer, 200);
    });
    expect(decoded).toEqual({ started: golfers.length, mostAtOnce: 1 });
  });
});
