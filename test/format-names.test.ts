import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_GAME_TYPES, GAME_TYPES } from '../src/golf';

// Issue 28: a format is one engine module and one screen panel. Outside src/golf and the registries (folders named
// formats/), no code names a format: a name written elsewhere is a second owner of a format's rule, which a new format
// would silently miss. Tests may name formats; they set up games.
const root = path.resolve(import.meta.dirname, '..');
const scanned = ['src/server', 'src/web', 'src/contract'];
const names = [...GAME_TYPES, ...COMING_SOON_GAME_TYPES];
const quotedName = new RegExp(`['"\`](${names.join('|')})['"\`]`);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'formats' || entry.name === 'migrations' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('format names outside the engine and the registries', () => {
  it('none: every place that names a format is listed here, and the list is empty', () => {
    const places = scanned.flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (quotedName.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*') ? [`${file}:${String(index + 1)}: ${line.trim()}`] : [])),
      ),
    );
    expect(places).toEqual([]);
  });
});
