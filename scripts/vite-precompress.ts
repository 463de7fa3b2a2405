import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than the extra request headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible file of a build, at maximum quality, once at build time.
 * The server serves them with @fastify/static's `preCompressed` (src/server/app.ts), so a golfer on one bar of
 * signal downloads about a third of the bytes and the server spends no CPU compressing per request.
 */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Vite plugin: precompresses the output directory after a production build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dormie-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // Last, after every plugin that writes files into the build (the prerendered pages).
      order: 'post',
      sequential: true,
      handler() {
        const { files, bytes, brotliBytes } = precompressDirectory(outDir);
        this.info(`precompressed ${files} files: ${Math.round(bytes / 1024)} KiB -> ${Math.round(brotliBytes / 1024)} KiB brotli`);
      },
    },
  };
}
