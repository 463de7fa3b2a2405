import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Writes the installed app's icons (decision 031) from the brand mark, src/web/public/favicon.svg, into
 * src/web/public/icons/: `npx tsx scripts/pwa-icons.ts`. The PNGs are committed; run this again after a change of
 * the mark. The web app manifest (scripts/vite-pwa.ts) lists them.
 * - icon-192.png, icon-512.png: the mark as it is, a green disc on a transparent square ("any" purpose).
 * - icon-maskable-512.png: the green fills the square, and the flag is drawn at 80% so that it stays inside the
 *   maskable safe zone (the centre circle of 80% of the side) whatever shape the launcher cuts.
 * - apple-touch-icon.png (180): the full-bleed picture too, as iOS fills transparent corners with black.
 */
const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The disc behind the flag: its colour, and the drawing on top of it (everything after the disc). */
const disc = /^<svg[^>]*viewBox="0 0 32 32"[^>]*>\s*<circle cx="16" cy="16" r="16" fill="(#[0-9a-f]{3,6})"\s*\/>([\s\S]*)<\/svg>\s*$/i.exec(mark);
if (!disc?.[1] || disc[2] === undefined) throw new Error('favicon.svg is no longer a 32x32 disc with a drawing on it: update scripts/pwa-icons.ts');
const [, green, flag] = disc;

const svg = (body: string, size: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${String(size)}" height="${String(size)}">${body}</svg>`;
const asIs = (size: number) => svg(mark.replace(/^<svg[^>]*>|<\/svg>\s*$/g, ''), size);
const fullBleed = (size: number) => svg(`<rect width="32" height="32" fill="${green}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${flag}</g>`, size);

const icons: { file: string; size: number; picture: (size: number) => string }[] = [
  { file: 'icons/icon-192.png', size: 192, picture: asIs },
  { file: 'icons/icon-512.png', size: 512, picture: asIs },
  { file: 'icons/icon-maskable-512.png', size: 512, picture: fullBleed },
  { file: 'icons/apple-touch-icon.png', size: 180, picture: fullBleed },
];

for (const { file, size, picture } of icons) {
  const png = await sharp(Buffer.from(picture(size))).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(path.join(publicDir, file), png);
  console.log(`${file}: ${String(size)}x${String(size)}, ${String(png.length)} bytes`);
}
