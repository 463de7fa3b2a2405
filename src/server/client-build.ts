import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository: where `npm start` runs Vite, and where its build goes (vite.config.ts's outDir). */
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
export const clientBuildDir = path.join(repositoryRoot, 'dist/web');

/**
 * What the client build is made of (vite.config.ts): the app, the contract and engine it imports, the build's own
 * configuration and plugins, and the locked dependencies. A change to any of them (an edit, or a `git pull` that
 * brings one) makes the build stale.
 */
export const clientBuildSources = [
  'src/web',
  'src/contract',
  'src/golf',
  'vite.config.ts',
  'scripts/vite-chunks.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-prerender.ts',
  'scripts/vite-pwa.ts',
  'package-lock.json',
];

export type ClientBuildState = 'missing' | 'stale' | 'current';

/**
 * Whether the build must be made: missing when it has no index.html, stale when a source changed after it was
 * written (both times in milliseconds since the epoch; null when there is no build).
 */
export function clientBuildStateOf(builtAt: number | null, newestSourceAt: number): ClientBuildState {
  if (builtAt === null) return 'missing';
  return newestSourceAt > builtAt ? 'stale' : 'current';
}

/** When the newest file under `paths` (files or folders, relative to `root`) last changed; tests do not count. */
export function newestChange(root: string, paths: readonly string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file)) {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const relative of paths) visit(path.join(root, relative));
  return newest;
}

/** The state of the build in `distDir` against the sources under `root`. */
export function clientBuildState(root: string, distDir: string, sources: readonly string[] = clientBuildSources): ClientBuildState {
  const built = statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false });
  return clientBuildStateOf(built?.mtimeMs ?? null, newestChange(root, sources));
}

/**
 * `npm start` on a fresh clone has no client build, and after a `git pull` an old one: build it rather than serve a
 * blank page or yesterday's client against today's server. Only the repository's own build (dist/web) is kept: a
 * WEB_DIST_DIR elsewhere is someone else's, served as it is. Exits the process when the build fails.
 */
export function ensureClientBuild(webDistDir: string): void {
  if (path.resolve(webDistDir) !== clientBuildDir) return;
  const state = clientBuildState(repositoryRoot, clientBuildDir);
  if (state === 'current') return;
  console.log(state === 'missing' ? 'No client build found: building the web app...' : 'The web app changed since its build: building it again...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed; see the messages above.');
    process.exit(1);
  }
}
