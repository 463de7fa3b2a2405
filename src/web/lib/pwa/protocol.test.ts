import { describe, expect, it } from 'vitest';
import { APP_NAVIGATION } from './protocol';

// Which pages the service worker answers with the app's cached index.html (decision 031): Workbox matches a
// navigation's path and query against APP_NAVIGATION.

describe('the app navigations the worker answers from its cache', () => {
  it('are /app and every path below it, with or without a query', () => {
    for (const path of ['/app', '/app/', '/app/game/12', '/app/game/12/complete', '/app?from=home', '/app/view-games?tab=mine']) {
      expect(APP_NAVIGATION.test(path), path).toBe(true);
    }
  });

  it('are not the public pages, the visitor pages, /admin or a path that only starts with the letters', () => {
    for (const path of ['/', '/features', '/pricing', '/login', '/invite/abc', '/admin', '/apple', '/application', '/api/games', '/ws']) {
      expect(APP_NAVIGATION.test(path), path).toBe(false);
    }
  });
});
