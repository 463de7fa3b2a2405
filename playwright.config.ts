import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './e2e/admin-account';
import { PASSWORD_HASH_TEST_COST } from './src/server/auth/password';
import { stripeTestKeys } from './test/support/stripe-events';
import { requireChromium, testChromiumPath } from './scripts/chromium';

requireChromium();

// Computed once in the runner and inherited by its workers through the environment, so all agree.
const freePort = () => execFileSync(process.execPath, ['scripts/free-port.mjs']).toString().trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'dormie-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A second server, with self-signup open (ALLOW_SIGNUP), for e2e/signup-open.spec.ts; it serves the same build.
process.env.E2E_SIGNUP_PORT ??= freePort();
process.env.E2E_SIGNUP_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'dormie-e2e-signup-'));
const signupPort = Number(process.env.E2E_SIGNUP_PORT);
// The Stripe stand-in (test/support/stripe-stand-in.ts) the main server's SDK calls; the signup server has no payments.
process.env.E2E_STRIPE_PORT ??= freePort();
const stripePort = Number(process.env.E2E_STRIPE_PORT);
const paymentsEnv = {
  STRIPE_SECRET_KEY: stripeTestKeys.secretKey,
  STRIPE_WEBHOOK_SECRET: stripeTestKeys.webhookSecret,
  STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
};

const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ADMIN_USERNAME: e2eAdmin.username,
  ADMIN_PASSWORD: e2eAdmin.password,
  NODE_ENV: 'test',
  // Every test makes its golfers, each a hash at sign-up and two at each sign-in: scrypt at the test cost, not
  // production's (docs/decisions/046), or hashing is a good part of the suite's time.
  PASSWORD_HASH_COST: String(PASSWORD_HASH_TEST_COST),
  // As behind one load balancer: e2e/support/accounts.ts redeems each helper-made golfer's invitation from an address
  // of its own (X-Forwarded-For), as real golfers do, so the per-address limit of 30 a minute counts the browser's own
  // redemptions and not the suite's set-up.
  TRUST_PROXY: '1',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on this 2-core machine: a test waits on the server and the browser in turn, so two left a core idle
  // (docs/decisions/043).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // Recorded on a failed test's retry (CI retries once), not for every test: recording every action of 307 tests
    // made the suite 9.4 min instead of 6.8 (docs/decisions/043).
    trace: 'on-first-retry',
    // The app's service worker precaches every script of the app after each page's first load (decision 031): in a
    // fresh context per test, that is the whole app downloaded again for nothing. The specs of what it does (offline
    // reloads, updates) allow it with `test.use({ serviceWorkers: 'allow' })`; blocked, the app runs online as a
    // browser without workers would (src/web/lib/pwa/new-version.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromiumPath,
      // The machine's network is closed: without these Chromium keeps trying to reach Google's hosts.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  // Playwright starts these in order and waits for each, so the second finds the first one's build in place.
  webServer: [
    {
      command: 'npx tsx test/support/stripe-stand-in-main.ts',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { STAND_IN_PORT: String(stripePort) },
    },
    {
      command: 'npx vite build --logLevel warn && npx tsx src/server/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, ...paymentsEnv, PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      command: 'npx tsx src/server/main.ts',
      url: `http://127.0.0.1:${signupPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(signupPort), DATA_DIR: process.env.E2E_SIGNUP_DATA_DIR, ALLOW_SIGNUP: 'true' },
    },
  ],
});
