import { test as base, expect } from '@playwright/test';

/**
 * The test object every spec uses: it fails a test on any console error, uncaught page error or Content-Security-Policy
 * violation, so a broken screen cannot pass because the assertion happened to look elsewhere.
 */
export const test = base.extend<{ failOnConsoleErrors: void; expectedConsoleError: RegExp | null }>({
  /**
   * The console errors a test provokes on purpose (a provider failure the screen must log), set with test.use. One
   * pattern, not a list: Playwright would read an array as a [value, options] pair.
   */
  expectedConsoleError: [null, { option: true }],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = [];
      const expected = (text: string) => isExpectedNetworkError(text) || (expectedConsoleError?.test(text) ?? false);
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // What the page's Content-Security-Policy refuses is an error too (a refused eval fires no console message).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content-Security-Policy refused ${event.violatedDirective}: ${event.blockedURI}`);
        });
      });
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

// The browser logs every non-2xx response; tests that expect a 401/4xx should not fail on that log line.
function isExpectedNetworkError(text: string): boolean {
  return text.startsWith('Failed to load resource: the server responded with a status of 4');
}

export { expect };
