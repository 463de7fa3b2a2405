import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientBuildDir, clientBuildSources, clientBuildState, clientBuildStateOf, newestChange } from './client-build';

describe('clientBuildStateOf', () => {
  it.each([
    { case: 'no build', builtAt: null, newestSourceAt: 1_000, state: 'missing' },
    { case: 'a source changed after the build', builtAt: 1_000, newestSourceAt: 2_500, state: 'stale' },
    { case: 'every source older than the build', builtAt: 3_000, newestSourceAt: 2_500, state: 'current' },
    { case: 'the build written in the same instant as the newest source', builtAt: 2_500, newestSourceAt: 2_500, state: 'current' },
  ] as const)('$case: $state', ({ builtAt, newestSourceAt, state }) => {
    expect(clientBuildStateOf(builtAt, newestSourceAt)).toBe(state);
  });
});

describe('clientBuildState on files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dormie-client-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const at = (seconds: number) => new Date(seconds * 1000);
  const write = (relative: string, seconds: number) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, relative);
    utimesSync(file, at(seconds), at(seconds));
  };
  const sources = ['src/web', 'src/golf', 'vite.config.ts', 'package-lock.json'];
  const dist = path.join(root, 'dist/web');

  it('is missing without an index.html, current after a build, stale once a source in a nested folder changes', () => {
    write('src/web/features/games/play.tsx', 1_000);
    write('src/golf/handicap.ts', 1_200);
    write('vite.config.ts', 900);
    write('package-lock.json', 800);
    expect(clientBuildState(root, dist, sources)).toBe('missing');

    write('dist/web/index.html', 2_000);
    expect(clientBuildState(root, dist, sources)).toBe('current');

    write('src/golf/formats/skins.ts', 2_100);
    expect(clientBuildState(root, dist, sources)).toBe('stale');
  });

  it('counts the lock file, ignores test files and paths that do not exist', () => {
    write('src/web/lib/api.test.ts', 5_000);
    write('src/web/features/games/play.test.tsx', 5_000);
    expect(newestChange(root, ['src/web', 'no/such/folder'])).toBe(1_000_000);
    write('package-lock.json', 6_000);
    expect(newestChange(root, sources)).toBe(6_000_000);
  });

  it('names the folders the client imports and the build Vite writes', () => {
    expect(clientBuildSources).toEqual(expect.arrayContaining(['src/web', 'src/contract', 'src/golf', 'vite.config.ts', 'package-lock.json']));
    expect(path.relative(process.cwd(), clientBuildDir)).toBe(path.join('dist', 'web'));
  });
});
