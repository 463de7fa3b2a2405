import type { Locator, Page } from '@playwright/test';
import { e2eAdmin } from './admin-account';
import { createInvitedUser, expect, signIn, test } from './support/accounts';

// Issue 12: the app's navigation (a bottom bar on phones, the top bar on desktops) with the current place marked, and
// toasts that keep off the top bar with a 44 px close button. Issue 34: nothing floats over a screen: Home is the
// bars' first place (no round home button) and Friends is a button of the top bar.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The visible navigation: the bottom bar on a phone, the one in the top bar on a desktop (the other is display: none). */
function appNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is on screen').not.toBeNull();
  return found!;
}

test('the app navigation leads to Home, New Game, Games and the Profile and marks where the golfer is', async ({ page, adminApi, isMobile }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await page.goto('/app');
  const nav = appNav(page);
  await expect(nav.getByRole('link')).toHaveText(['Home', 'New Game', 'Games', 'Profile']);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // Exactly one of the two bars shows at a time: in the top bar on a desktop, at the foot of a phone's screen.
  await expect(nav).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(isMobile ? 0 : 1);

  await nav.getByRole('link', { name: 'New Game' }).click();
  await expect(page).toHaveURL(/\/app\/create-game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Game' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'New Game' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/app\/view-games$/);
  await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile\/[0-9a-f-]{36}$/);
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Games' })).not.toHaveAttribute('aria-current', 'page');

  // Home is the bar's first place; no round home button floats over the screen.
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveCount(0);
  if (isMobile) {
    const bar = await box(nav);
    expect(bar.y + bar.height, 'the bar sits at the foot of the screen').toBeCloseTo(page.viewportSize()!.height, 0);
  }
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('a toast keeps off the top bar and its close button is a 44 px target', async ({ page, adminApi, isMobile }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await page.goto('/app');
  const banner = page.getByRole('banner');
  await page.getByRole('main').getByRole('button', { name: 'Copy Player ID' }).click();

  const toast = page.getByRole('region', { name: /^Notifications/ }).locator('li');
  await expect(toast.getByText('User ID Copied', { exact: true })).toBeVisible();
  const header = await box(banner);
  const shown = await box(toast);
  expect(shown.y, 'the toast starts below the top bar').toBeGreaterThanOrEqual(header.y + header.height);
  if (!isMobile) {
    const viewport = page.viewportSize()!;
    expect(shown.y + shown.height, 'bottom right on a desktop').toBeGreaterThan(viewport.height - 40);
    expect(shown.x + shown.width).toBeGreaterThan(viewport.width - 40);
  }
  const close = toast.getByRole('button', { name: 'Close' });
  const target = await box(close);
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(toast).toHaveCount(0);
});

test('the Friends button and the bell fit the top bar at 360 px', async ({ page, adminApi, isMobile }, testInfo) => {
  // Five trial days left: the Upgrade button shows too, the fullest the top bar gets (issue 13, decision 013).
  await signIn(page, await createInvitedUser(adminApi, testInfo, { trialDays: 5 }));
  if (isMobile) await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/app/view-games');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /Upgrade/ })).toBeVisible();
  const viewport = page.viewportSize()!;
  const friends = banner.getByRole('button', { name: 'Friends', exact: true });
  for (const control of [friends, banner.getByRole('button', { name: /^Notifications/ }), banner.getByRole('button', { name: 'Open profile menu' })]) {
    const shown = await box(control);
    expect(shown.x + shown.width, 'inside the screen').toBeLessThanOrEqual(viewport.width);
    expect(shown.width).toBeGreaterThanOrEqual(isMobile ? 44 : 40);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no sideways scroll').toBe(true);
  // The only Friends button is the top bar's, and it opens the panel.
  await expect(page.getByRole('button', { name: 'Friends', exact: true })).toHaveCount(1);
  await friends.click();
  await expect(page.getByRole('dialog', { name: 'Friends' })).toBeVisible();
});

test('an admin’s top bar fits a 360 px phone: Administrator Mode, Friends, the bell and the profile menu inside the screen', async ({ page, isMobile }) => {
  await signIn(page, e2eAdmin);
  if (isMobile) await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/admin');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Administrator Mode')).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const control of [
    banner.getByText('Administrator Mode'),
    banner.getByRole('button', { name: 'Friends', exact: true }),
    banner.getByRole('button', { name: /^Notifications/ }),
    banner.getByRole('button', { name: 'Open profile menu' }),
  ]) {
    const shown = await box(control);
    expect(shown.x + shown.width, 'inside the screen').toBeLessThanOrEqual(viewport.width);
  }
});
