import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';

// The SPA lives in src/web and builds to dist/web, which the server serves (src/server/app.ts). The public pages are
// prerendered into dist/web/pages by the build, with a script of their own (decision 019).
export default defineConfig(({ command, mode }) => {
  // A production-mode build is production whatever NODE_ENV the caller runs with. The e2e web server starts
  // with NODE_ENV=test, which Vite would otherwise honour, shipping React's development build and dev JSX
  // (larger and several times slower). Vite reads NODE_ENV after loading this file, as its docs suggest.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root: 'src/web',
    publicDir: 'public',
    plugins: [react(), tailwindcss(), prerender({ entry: 'prerender.tsx', template: 'marketing.html' }), precompress()],
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        input: { index: path.resolve(import.meta.dirname, 'src/web/index.html'), marketing: path.resolve(import.meta.dirname, 'src/web/marketing.html') },
        // Needed to inline common chunks: nothing imports an entry, so its exports may go.
        preserveEntrySignatures: false,
        // Inlining needs strict execution order, which keeps the stylesheet's empty module in a script; the CSS plugins
        // make no source map for that, and the bundler would warn about the map of a module that holds no code.
        onLog(level, log, handler) {
          if (log.code === 'SOURCEMAP_BROKEN' && /css/.test(log.plugin ?? '')) return;
          handler(level, log);
        },
        output: {
          codeSplitting: {
            // React, shared by the public pages' script and the app's, in a chunk of its own that both cache.
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            // The lazy screens share many small modules (icons, helpers); left alone each is a chunk of its own, and the
            // game screen's first visit made 60 requests. Copied into the chunks that use them (one shared runtime keeps
            // a single instance of each module), it makes a dozen, on a phone's latency the bigger cost (issue 17).
            experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } },
    },
  };
});
