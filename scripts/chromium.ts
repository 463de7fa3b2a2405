// The Chromium the browser tests and the bench drive: Debian's packages, never a downloaded browser.
// The browser tests use Chromium's headless shell where it is installed (Debian's `chromium-headless-shell`), as
// Playwright's own default for headless runs does: the same Blink, without the full browser's windowing, and the suite
// ran in 9.4 min on it with three workers against 14.4 min with the full browser and two (docs/decisions/043).
// The bench's page loads and Lighthouse keep the full browser, whose figures are what a golfer's browser would do.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;

/** The browser tests' Chromium: CHROMIUM_PATH, else Debian's headless shell when installed, else the full browser. */
export const testChromiumPath = process.env.CHROMIUM_PATH || (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM);

/** Exits with one line saying how to get a browser when none is installed. */
export function requireChromium(path = testChromiumPath): void {
  if (!existsSync(path)) {
    console.error(
      `Chromium not found at ${path}: install it with "apt-get install -y chromium-headless-shell chromium" (as root) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) requireChromium();
