import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_MANIFEST, type PrerenderedManifest } from '../src/server/http/prerendered-pages.ts';
import type { PrerenderedPage } from '../src/web/prerender';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills the built template with one page: its markup in #root, its title and its meta description in the head. */
export function pageHtml(template: string, page: PrerenderedPage): string {
  const slots: [RegExp, string][] = [
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`],
    [/<!--page-->/, page.html],
  ];
  return slots.reduce((html, [slot, content]) => {
    if (!slot.test(html)) throw new Error(`The prerender template has no ${String(slot)}`);
    // A function, so a '$' in the content is never read as a replacement pattern.
    return html.replace(slot, () => content);
  }, template);
}

/** The app's index.html with `shell` in its empty #root, which React replaces on its first render. */
export function withAppShell(indexHtml: string, shell: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html has no empty ${root}`);
  return indexHtml.replace(root, () => `<div id="root">${shell}</div>`);
}

/**
 * Vite plugin: prerenders the public pages into the client build (decision 019). After the client build has written
 * `template` (an HTML input whose script hydrates the pages' islands), it builds `entry` for Node, calls its
 * prerenderMarketingPages() and writes each page into a copy of the template, listed in the manifest the server
 * reads (src/server/http/prerendered-pages.ts); the template itself is removed. It also fills the app's index.html
 * with the spinner the app first shows (decision 023). Part of `vite build` itself, which is all that `npm start` and the e2e server run.
 */
export function prerender({ entry, template }: { entry: string; template: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dormie-prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before the precompress plugin, which must find the pages written.
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside the project, so Node resolves the bundle's external imports (react, react-dom/server) from node_modules.
        const serverDir = path.join(config.cacheDir, 'prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          envDir: config.envDir,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: path.resolve(config.root, entry),
            outDir: serverDir,
            emptyOutDir: true,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const { prerenderMarketingPages, prerenderAppShell } = (await import(`${pathToFileURL(path.join(serverDir, 'prerender.mjs')).href}?${Date.now()}`)) as {
          prerenderMarketingPages: () => PrerenderedPage[];
          prerenderAppShell: () => string;
        };
        const indexFile = path.join(outDir, 'index.html');
        writeFileSync(indexFile, withAppShell(readFileSync(indexFile, 'utf8'), prerenderAppShell()));

        const templateFile = path.join(outDir, template);
        const templateHtml = readFileSync(templateFile, 'utf8');
        rmSync(templateFile);
        const pagesDir = path.dirname(PRERENDERED_MANIFEST);
        mkdirSync(path.join(outDir, pagesDir), { recursive: true });
        const manifest: PrerenderedManifest = {};
        for (const page of prerenderMarketingPages()) {
          const file = `${pagesDir}/${page.path === '/' ? 'index' : page.path.slice(1)}.html`;
          writeFileSync(path.join(outDir, file), pageHtml(templateHtml, page));
          manifest[page.path] = file;
        }
        writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
        this.info(`prerendered ${Object.keys(manifest).join(', ')}`);
      },
    },
  };
}
