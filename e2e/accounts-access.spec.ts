import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminAccount, createInvitedUser, expect, signIn, test } from './support/accounts';
import { socketIdentified } from './support/realtime';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a golfer whose trial lapsed sees Trial Expired with Subscribe Now and Back to Home', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 1 });
  // An admin ends the trial through the admin API (PATCH /api/admin/users/{id}); the server then decides.
  const { id } = await adminAccount(adminApi, golfer.username);
  const lapsed = await adminApi.patch(`/api/admin/users/${id}`, {
    data: { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
  });
  expect(lapsed.status(), await lapsed.text()).toBe(200);
  await signIn(page, golfer);
  expect((await page.request.get('/api/courses')).status(), 'the server refuses guarded calls too').toBe(402);

  for (const path of ['/app', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Trial Expired' }), path).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('link', { name: 'Upgrade' }), 'a lapsed trial has 0 days left').toBeVisible();
  await page.getByRole('link', { name: 'Back to Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a golfer who is not an admin sees Access Denied at /admin, and the navigation’s Home leads back', async ({ page, adminApi }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await page.goto('/login');
  await expect(page, 'a signed-in golfer skips the sign-in page').toHaveURL(/\/app$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade' }), 'no Upgrade with 30 trial days left').toHaveCount(0);

  // Home is the navigation's first link (issue 34: no floating home button over the screen's controls).
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true });
  await expect(page.getByRole('link', { name: 'Back to home' }), 'no floating home button').toHaveCount(0);
  await home.click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(home).toHaveAttribute('aria-current', 'page');
});

test('the shell: Upgrade near the trial end, profile menu (Player ID copy, theme, profile link), the expired dialog', async ({ page, adminApi }, testInfo) => {
  await page.clock.install();
  await signIn(page, await createInvitedUser(adminApi, testInfo, { trialDays: 5 }));
  await page.goto('/app');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Beta', { exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Dormie dashboard' })).toHaveAttribute('href', '/app');
  await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
  // The dashboard does not repeat it: "the Upgrade button" is one element on /app.
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(1);
  await expect(page.getByRole('main').getByText('5 days left in trial')).toBeVisible();

  const playerId = (await page.getByRole('main').getByText(/^#\d+$/).innerText()).slice(1);
  await banner.getByRole('button', { name: 'Open profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', /^\/app\/profile\/[0-9a-f-]{36}$/);
  await menu.getByRole('menuitem', { name: /Player ID/ }).click();
  await expect(page.getByText('User ID Copied', { exact: true })).toBeVisible();
  await expect(page.getByText(`ID #${playerId} copied to clipboard`, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Player ID.*\(copied\)/ })).toBeVisible();
  await page.clock.runFor(2_100);
  await expect(menu.getByRole('menuitem', { name: /Player ID.*\(copy\)/ }), 'the copied mark lasts 2 seconds').toBeVisible();

  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await menu.getByRole('menuitem', { name: dark ? 'Light Mode' : 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(dark ? 'light' : 'dark');

  await page.keyboard.press('Escape');
  // lib/api.ts fires this window event on every 402 answer (product §A8).
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('subscription-expired')));
  const dialog = page.getByRole('dialog', { name: 'Trial Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
});

/**
 * A paying golfer, signed in on `page`; `end()` ends the subscription through the admin API. They paid during their
 * trial, so its dates remain and end later: a lapsed subscription all the same (issue 27 item 9).
 */
async function payingGolfer(page: Page, adminApi: APIRequestContext, testInfo: TestInfo) {
  const golfer = await createInvitedUser(adminApi, testInfo);
  const { id } = await adminAccount(adminApi, golfer.username);
  const setAccount = async (data: object) => expect((await adminApi.patch(`/api/admin/users/${id}`, { data })).status()).toBe(200);
  await setAccount({ subscriptionStatus: 'active' });
  await signIn(page, golfer);
  return { end: () => setAccount({ subscriptionStatus: 'expired' }) };
}

/** The dashboard of a paying golfer: loaded as active before the account changes (an absence check alone passes early). */
async function expectPayingDashboard(page: Page): Promise<Locator> {
  const uploadLink = page.getByRole('link', { name: /Upload a course/ });
  await expect(uploadLink).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' }), 'no Upgrade for a paying golfer').toHaveCount(0);
  return uploadLink;
}

test('a paying golfer whose subscription ends mid-session, without a live connection, gets the Subscription Expired dialog from a real 402', async ({ page, adminApi }, testInfo) => {
  const golfer = await payingGolfer(page, adminApi, testInfo);
  // One bar of signal: the socket never reaches the server, so the app learns of the change from its next call.
  await page.routeWebSocket(/\/ws$/, () => undefined);
  await page.goto('/app');
  const uploadLink = await expectPayingDashboard(page);

  await golfer.end();
  await uploadLink.click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
});

test('a paying golfer whose subscription ends mid-session is told at once by the live connection: the Subscription Expired page', async ({ page, adminApi }, testInfo) => {
  const golfer = await payingGolfer(page, adminApi, testInfo);
  const identified = socketIdentified(page);
  await page.goto('/app');
  await identified;
  await expectPayingDashboard(page);

  // The admin's change is pushed (USER_SUBSCRIPTION_UPDATED): the app refetches the account and locks itself, no click needed.
  await golfer.end();
  // A guarded call the refetch makes may answer 402 too and open the Subscription Expired dialog over the page,
  // which hides the page from the accessibility tree; the page is there either way.
  await expect(page.getByRole('heading', { name: 'Subscription Expired', level: 1, includeHidden: true })).toBeVisible();
  // The page's sentence, not the dialog's (which may be open over it and begins the same way).
  await expect(page.getByText(/^Your subscription has ended\. Subscribe again for \$9\.99 a month/)).toBeVisible();
  await expect(page.getByText(/free trial/), 'not told their free trial ended').toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Subscribe Now', includeHidden: true }).first()).toHaveAttribute('href', '/subscribe');
});
