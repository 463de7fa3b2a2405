import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunks } from './scripts/vite-chunks.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { pwa } from './scripts/vite-pwa.ts';

/** react-router's production build, which its package exports do not name. */
const reactRouterProduction = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');

// The SPA lives in src/web and builds to dist/web, which the server serves (src/server/app.ts). The public pages are
// prerendered into dist/web/pages by the build, with a script of their own (decision 019).
export default defineConfig(({ command, mode }) => {
  // A production-mode build is production whatever NODE_ENV the caller runs with. The e2e web server starts
  // with NODE_ENV=test, which Vite would otherwise honour, shipping React's development build and dev JSX
  // (larger and several times slower). Vite reads NODE_ENV after loading this file, as its docs suggest.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  const web = (file: string) => path.resolve(import.meta.dirname, 'src/web', file);
  const chunks = appChunks({ template: web('marketing.html') });
  return {
    root: 'src/web',
    publicDir: 'public',
    // react-router's package exports name only its development build, whatever the mode: a production build takes its
    // production files by their path, without the development checks and warnings it ran on every render (decision 052).
    resolve: command === 'build' && mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
    // The service worker's plugin (decision 031) runs after the prerender, which writes the app's index.html it
    // precaches, and before the precompress, which must find the worker and the manifest written.
    plugins: [chunks.plugin, react(), tailwindcss(), prerender({ entry: 'prerender.tsx', template: 'marketing.html' }), VitePWA(pwa), precompress()],
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        input: { index: web('index.html'), marketing: web('marketing.html') },
        // Needed to inline common chunks (scripts/vite-chunks.ts): nothing imports an entry, so its exports may go.
        preserveEntrySignatures: false,
        // The engine and the contract only declare (no module of theirs does anything on import), so a module the app's
        // first load reaches only through their index, such as the ledger, goes to the lazy screens that use it
        // rather than into the app's script (page weight, issue 35: about 1.4 KB of gzip off the game screen).
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/](golf|contract)[\\/]/.test(id) },
        // Inlining needs strict execution order, which keeps the stylesheet's empty module in a script; the CSS plugins
        // make no source map for that, and the bundler would warn about the map of a module that holds no code.
        onLog(level, log, handler) {
          if (log.code === 'SOURCEMAP_BROKEN' && /css/.test(log.plugin ?? '')) return;
          handler(level, log);
        },
        output: { codeSplitting: chunks.codeSplitting },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } },
    },
  };
});
