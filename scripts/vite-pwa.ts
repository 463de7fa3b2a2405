import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The light theme's background (styles.css `--background` of :root), for the splash screen and the title bar. */
export const LIGHT_BACKGROUND = '#f8fbf9';
/** The dark theme's title bar, as index.html's dark theme-color. */
export const DARK_BACKGROUND = '#0f1f18';

/**
 * The installable app (decision 031): vite-plugin-pwa with our own worker, src/web/sw.ts (the `injectManifest`
 * strategy), the web app manifest, and the list of files the worker precaches.
 * - Precached: the app's index.html (with the spinner the prerender wrote into it, decision 023), every script and
 *   stylesheet the build emits (every screen of the app, loaded lazily or not), theme-init.js, the favicon, and,
 *   added by the plugin, the manifest and its icons. Not the prerendered public pages (dist/web/pages), source maps
 *   or the .br/.gz copies. Hashed files (assets/) are stored by name; the rest by a hash of their content.
 * - The registration is the app's own (src/web/lib/pwa/new-version.ts, after the load event), not the plugin's script:
 *   `injectRegister: false`. `registerType: 'prompt'`: a new worker waits for the golfer's Reload.
 * The icons are made from the favicon by scripts/pwa-icons.ts.
 */
export const pwa: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  // src/web/sw.ts (the root is src/web), built to dist/web/sw.js.
  srcDir: '.',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['icons/apple-touch-icon.png'],
  manifest: {
    id: '/app',
    name: 'Dormie',
    short_name: 'Dormie',
    description: 'Live hole-by-hole scores, handicaps and friendly bets for golfers who play with friends.',
    lang: 'en',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: LIGHT_BACKGROUND,
    background_color: LIGHT_BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'theme-init.js', 'favicon.svg'],
    // The worker's own source map stays beside it, unlisted.
    globIgnores: ['**/*.map', 'sw.js'],
  },
  integration: {
    // The plugin builds the worker as one file with Rollup's inlineDynamicImports, which Rolldown (Vite 8) reads as
    // a deprecated spelling of codeSplitting: false and warns about on every build.
    configureCustomSWViteBuild(config) {
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && output.inlineDynamicImports) {
        delete output.inlineDynamicImports;
        output.codeSplitting = false;
      }
    },
  },
};
