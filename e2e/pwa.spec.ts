import type { APIRequestContext, Page } from '@playwright/test';
import { createInvitedUser, expect, signIn, test } from './support/accounts';

// The service worker is this spec's subject or its offline reloads' app shell: allowed here (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The installable app (issue 29, decision 031), against the production build the e2e server serves: the web app
// manifest and its icons, the service worker that takes over the app's pages after a reload and opens them with the
// network cut, and the prompt a new version waits behind.

const NEW_VERSION = 'A new version of Dormie is ready';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** A PNG's width and height, from its IHDR chunk (right after the 8-byte signature); null if it is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type WebAppManifest = Record<string, unknown> & { icons: ManifestIcon[] };

async function fetchManifest(request: APIRequestContext, href: string): Promise<WebAppManifest> {
  const answer = await request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return (await answer.json()) as WebAppManifest;
}

test('the app links a valid web app manifest, with its name, start page and PNG icons of the sizes it lists', async ({ page }) => {
  // The public home page and the app's own HTML both link it, so either installs the app.
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await page.goto('/app');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href!);

  const manifest = await fetchManifest(page.request, href!);
  expect(manifest).toMatchObject({ name: 'Dormie', short_name: 'Dormie', start_url: '/app', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icon = (size: number, purpose: string) => manifest.icons.find((each) => each.sizes === `${String(size)}x${String(size)}` && (each.purpose ?? 'any').split(' ').includes(purpose));
  const wanted = [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')];
  for (const listed of wanted) {
    expect(listed, JSON.stringify(manifest.icons)).toBeDefined();
    expect(listed!.type).toBe('image/png');
    const answer = await page.request.get(listed!.src);
    expect(answer.status(), listed!.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const [width, height] = listed!.sizes.split('x').map(Number);
    expect(pngSize(await answer.body()), listed!.src).toEqual({ width, height });
  }

  // The title bar in both themes, and the icon iOS puts on the home screen.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
  const appleIcon = await page.request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!);
  expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });
});

test('the service worker is served as a script the browser revalidates on every check', async ({ request }) => {
  const answer = await request.get('/sw.js');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
});

test('the home page registers no service worker: only the app does, after its load', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Every hole scored. Every bet settled.' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

/**
 * Records the page's calls of navigator.serviceWorker.register (the app's own, lib/pwa/register.ts), so a test can wait
 * until they have settled. With `e2e-sw-build` in the tab's session storage, the worker is asked for at
 * /sw.js?build=<that>: a script URL the registration has not seen, which the browser installs as a new version, as
 * it would a new build's worker. The e2e server has one build, so this stands in for the next deploy.
 */
async function recordRegistrations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Promise<unknown>[] = [];
    (window as unknown as { swRegistrations: Promise<unknown>[] }).swRegistrations = calls;
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (url: string | URL, options?: RegistrationOptions) => {
      const build = sessionStorage.getItem('e2e-sw-build');
      const call = register(build ? `${String(url)}?build=${build}` : url, options);
      calls.push(call);
      return call;
    };
  });
}

/** Waits until the app has registered its worker on this page (it does so after the load event). */
async function appRegistered(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { swRegistrations: Promise<unknown>[] }).swRegistrations.length > 0);
  await page.evaluate(() => Promise.all((window as unknown as { swRegistrations: Promise<unknown>[] }).swRegistrations));
}

/** The script URL of the worker controlling the page, or null. */
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** The app's navigation (the bottom bar on a phone, in the top bar on a desktop): the shell is on screen. */
const appNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });

test.describe('with the network cut', () => {
  // Offline, the app's reads and its socket fail as the browser logs them; what the app shows instead is the point.
  test.use({ expectedConsoleError: /ERR_INTERNET_DISCONNECTED/ });

  test('the worker takes over the app after a reload, and a reload with no network still opens the app', async ({ page, context, adminApi }, testInfo) => {
    await recordRegistrations(page);
    await signIn(page, await createInvitedUser(adminApi, testInfo));
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ })).toBeVisible();

    // Registered for the whole site once the app has loaded, and active once everything is precached.
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: new URL('/', page.url()).href, script: new URL('/sw.js', page.url()).href });
    // The first visit is not taken over under the golfer (no clients.claim): the next load is.
    expect(await controller(page)).toBeNull();
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), 'the app page comes from the worker').toBe(true);
    expect(await controller(page)).toBe(registration.script);
    await expect(appNavigation(page)).toBeVisible();
    await appRegistered(page);

    // What the worker leaves alone reaches the network from a page it controls, where page.route still sees it.
    const routed: string[] = [];
    await page.route('**/api/**', async (route) => {
      routed.push(new URL(route.request().url()).pathname);
      await route.continue();
    });
    const user = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user');
    await page.reload();
    expect((await user).fromServiceWorker()).toBe(false);
    expect(routed).toContain('/api/auth/user');
    await page.unroute('**/api/**');
    // The online page's own lazy loads are through first: one cut off by the reload below would read as a failed script.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const scripts: { url: string; fromWorker: boolean; failed: boolean }[] = [];
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker(), failed: false });
    });
    page.on('requestfailed', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push({ url: request.url(), fromWorker: false, failed: true });
    });
    const offline = await page.reload();
    expect(offline?.status()).toBe(200);
    expect(offline?.fromServiceWorker()).toBe(true);
    // The app shell: its header and navigation, drawn by the app's code from the cache.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dormie dashboard' })).toBeVisible();
    await expect(appNavigation(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'the app loads scripts and a stylesheet').toBeGreaterThan(1);
    expect(scripts.filter((script) => script.failed || !script.fromWorker)).toEqual([]);

    // Any screen of the app opens offline, the game screen's code included, even one never visited on this phone.
    await page.goto('/app/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    // The game screen's code is a chunk the router loads after the app's own: its answer is waited for, not assumed.
    const gameScreen = page.waitForResponse((response) => /\/game-page-[^/]+\.js$/.test(response.url()));
    await page.goto('/app/game/1');
    expect((await gameScreen).fromServiceWorker(), 'the game screen comes from the cache').toBe(true);
    expect(scripts.filter((script) => script.failed)).toEqual([]);
    await context.setOffline(false);
  });
});

test('a new version waits behind "A new version of Dormie is ready" and takes over only when the golfer taps Reload', async ({ page, adminApi }, testInfo) => {
  await recordRegistrations(page);
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await page.goto('/app');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ })).toBeVisible();
  await appRegistered(page);
  const current = await controller(page);
  expect(current).toMatch(/\/sw\.js$/);
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

  // The next build is out: the browser finds it, installs it beside the running one, and it waits.
  await page.evaluate(async () => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    sessionStorage.setItem('e2e-sw-build', 'next');
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  });
  const prompt = page.getByRole('region', { name: 'New version' });
  await expect(prompt.getByText(NEW_VERSION)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('new-version-prompt.png') });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null)).toMatch(/\/sw\.js\?build=next$/);
  // Nothing swapped under the golfer: the same page, the old worker in control.
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
  expect(await controller(page)).toBe(current);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  expect(await controller(page)).toMatch(/\/sw\.js\?build=next$/);
  await appRegistered(page);
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
});
