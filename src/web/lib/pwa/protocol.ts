// What the page and the service worker (src/web/sw.ts) agree on (decision 031). Plain values: this file is part of
// both the app's bundle and the worker's.

/** The worker's URL and scope: the whole site, so the app's pages at /app are inside it. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** The precached page every app path is answered with, online or not: the app's index.html (not a public page). */
export const APP_SHELL_URL = '/index.html';

/**
 * The app's pages the worker answers with APP_SHELL_URL: /app and everything below it, with or without a query
 * (Workbox matches the path and the query). Not /apple, not /admin, not the public pages.
 */
export const APP_NAVIGATION = /^\/app(?:[/?]|$)/;

/** The message the page sends to a waiting worker when the golfer taps Reload: take over now. */
export const SKIP_WAITING = 'SKIP_WAITING';
