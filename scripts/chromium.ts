// The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Never a downloaded browser.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Exits with one line saying how to get a browser when none is installed. */
export function requireChromium(): void {
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium not found at ${chromiumPath}: install it with "apt-get install -y chromium" (as root) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) requireChromium();
