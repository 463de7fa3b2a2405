import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_NAVIGATION, APP_SHELL_URL, SKIP_WAITING } from './lib/pwa/protocol';

// The service worker (decision 031), built by vite-plugin-pwa's injectManifest from this file into dist/web/sw.js;
// typechecked with the WebWorker library by tsconfig.sw.json. It keeps the app's code on the phone so that the app
// opens with no signal (product §R17: a round goes on in a dead spot). Data is not its business: /api and /ws pass
// through untouched, and the app keeps its own copy of a game.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The build's list (vite.config.ts: the app's index.html, every script and stylesheet, the icons and the manifest),
// each stored once per revision and served from the cache first. Caches of older builds' lists are deleted.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page of the app (/app and below) opened from the home screen or reloaded: the app's index.html from the cache,
// which loads the rest from the cache too. Other pages (the prerendered public pages, /login) go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), { allowlist: [APP_NAVIGATION] }));

// A new build installs and then waits: it takes over only when the golfer taps Reload on the prompt
// (components/update-prompt.tsx), never under a golfer mid-hole.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
