import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a web build lists the public pages it prerendered (decision 019): a JSON object from each page's path ('/',
 * '/features', ...) to its HTML file, relative to the build's root. scripts/vite-prerender.ts writes it.
 */
export const PRERENDERED_MANIFEST = 'pages/manifest.json';

export type PrerenderedManifest = Record<string, string>;

/** The prerendered pages of the build in `webDistDir`, by path; none when the build has no manifest. */
export function readPrerenderedPages(webDistDir: string): Map<string, string> {
  const file = path.join(webDistDir, PRERENDERED_MANIFEST);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as PrerenderedManifest));
}
