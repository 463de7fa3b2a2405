import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every reference a comment, a test or a document makes to the product's rules must be followable inside the
// repository (issue 28): "product §G5" names a section of docs/product.md that exists, and nothing cites the
// documents that are not here (the two spec files and rules.md the code was first written against).

const root = join(import.meta.dirname, '..');
const PRODUCT = 'docs/product.md';
const SELF = 'test/citations.test.ts';

const SCANNED_DIRS = ['src', 'test', 'e2e', 'bench', 'scripts', 'docs'];
const SCANNED_ROOT_FILES = ['README.md', 'BENCHMARKS.md', 'eslint.config.js', 'vitest.config.ts', 'vite.config.ts', 'playwright.config.ts', 'drizzle.config.ts'];
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|html|css|sql|ya?ml|sh|txt)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : filesUnder(path);
    return TEXT_FILE.test(name) ? [path] : [];
  });
}

const scanned = [...SCANNED_DIRS.flatMap(filesUnder), ...SCANNED_ROOT_FILES.filter((f) => statExists(f))]
  .map((f) => f.split(sep).join('/'))
  .filter((f) => f !== PRODUCT && f !== SELF);

function statExists(path: string): boolean {
  try {
    return statSync(join(root, path)).isFile();
  } catch {
    return false;
  }
}

/** Each match of `pattern` in the scanned files, as "file:line: the line". */
function occurrences(pattern: RegExp, keep: (match: RegExpExecArray) => boolean = () => true): { where: string; match: RegExpExecArray }[] {
  const found: { where: string; match: RegExpExecArray }[] = [];
  for (const file of scanned) {
    const text = readFileSync(join(root, file), 'utf8');
    const lines = text.split('\n');
    for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) {
      if (!keep(match)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ where: `${relative(root, join(root, file))}:${String(line)}: ${lines[line - 1]?.trim() ?? ''}`, match });
    }
  }
  return found;
}

const product = readFileSync(join(root, PRODUCT), 'utf8');
/** The sections docs/product.md has: "## G5. Validation rules" gives G5. */
const sections = new Set([...product.matchAll(/^#{1,6}\s+([AGR]\d+)\.\s/gm)].map((m) => m[1]));
/** Its parts: "# Part G. Games, ..." gives G. */
const parts = new Set([...product.matchAll(/^#{1,6}\s+Part ([AGR])\.\s/gm)].map((m) => m[1]));

describe('citations of the product rules (docs/product.md)', () => {
  it('docs/product.md has the sections the code cites: A1-A9, G1-G9, R1-R19', () => {
    const expected = [
      ...Array.from({ length: 9 }, (_, i) => `A${String(i + 1)}`),
      ...Array.from({ length: 9 }, (_, i) => `G${String(i + 1)}`),
      ...Array.from({ length: 19 }, (_, i) => `R${String(i + 1)}`),
    ];
    expect(expected.filter((section) => !sections.has(section))).toEqual([]);
  });

  it('every "product §X" names a section docs/product.md has', () => {
    // Lists and ranges carry the letter on every number ("product §R4, §R5", "§G4-§G8"), so each §X is checked.
    const broken = occurrences(/§([AGR]\d+)\b/g, (m) => !sections.has(m[1] ?? '')).map(({ where, match }) => `§${match[1] ?? ''} in ${where}`);
    expect(broken).toEqual([]);
  });

  it('every "docs/product.md Part X" names a part it has', () => {
    const broken = occurrences(/product(?:\.md)? Part ([A-Z])\b/g, (m) => !parts.has(m[1] ?? '')).map(({ where }) => where);
    expect(broken).toEqual([]);
  });

  it('nothing cites the documents outside the repository (spec 000, spec 001, rules.md)', () => {
    const outside = occurrences(/\bspec\s+00[01]\b|\brules\.md\b|shared\/spec\//gi).map(({ where }) => where);
    expect(outside).toEqual([]);
  });
});
