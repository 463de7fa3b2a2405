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
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } },
    },
  };
});
