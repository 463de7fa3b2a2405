import type { Page } from '@playwright/test';

/**
 * Resolves once every request `page` has made so far has been reported to its 'request' listeners: a request of its
 * own goes out last, and requests are reported in the order the page makes them. A test that counts requests (a
 * poll that must not run, or must run once) reads its count after this rather than after a wait and a hope.
 */
export async function requestsSoFar(page: Page): Promise<void> {
  const marker = `/api/health?requests-so-far=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}
