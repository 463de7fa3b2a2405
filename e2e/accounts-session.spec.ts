import type { Page } from '@playwright/test';
import { createInvitedUser, expect, golferPassword, signIn, test } from './support/accounts';

// Idle-session handling of product §A4 and §A9. The browser clock is installed before the app loads, so the
// app's Date.now() and setInterval follow page.clock; the server keeps real time, so its session stays alive.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function openDashboard(page: Page) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
  // Let the 1-second activity debounce of any earlier click settle before time jumps.
  await page.clock.runFor(1_500);
}

test('28 idle minutes bring the Still there? warning, Stay Signed In resets it, and 30 minutes sign out', async ({ page, adminApi }, testInfo) => {
  await page.clock.install();
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await openDashboard(page);

  await page.clock.fastForward('27:30');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('00:40');
  const warning = page.getByRole('alertdialog', { name: 'Still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("you'll be signed out in 2 minutes");

  await warning.getByRole('button', { name: 'Stay Signed In' }).click();
  await expect(warning).toBeHidden();
  await page.clock.runFor(1_500);

  await page.clock.fastForward('28:10');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page, 'signed out to the public home page').toHaveURL(/\/$/);
  await page.goto('/app');
  await expect(page, 'the server session ended too').toHaveURL(/\/login$/);
});

test('two tabs warn together and Sign Out Now in one signs out both (BroadcastChannel idle-timeout)', async ({ page, adminApi }, testInfo) => {
  await page.clock.install();
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  const otherTab = await page.context().newPage();
  await otherTab.goto('/app');
  await openDashboard(page);

  await page.clock.fastForward('28:10');
  await expect(otherTab.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible();
  await page.getByRole('alertdialog', { name: 'Still there?' }).getByRole('button', { name: 'Sign Out Now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(otherTab, 'the other tab follows the logout').toHaveURL(/\/$/);
  await otherTab.goto('/app');
  await expect(otherTab).toHaveURL(/\/login$/);
});

test('a 401 on the activity ping signs out with Session expired', async ({ page, adminApi, playwright }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await page.clock.install();
  await signIn(page, golfer);
  await openDashboard(page);

  // Changing the password elsewhere ends this browser's session on the server (product §R10).
  const elsewhere = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await elsewhere.post('/api/login/local', { data: { username: golfer.username, password: golferPassword } });
  const changed = await elsewhere.patch('/api/user/password', {
    data: { currentPassword: golferPassword, newPassword: 'Another-Pass1!', confirmPassword: 'Another-Pass1!' },
  });
  expect(changed.ok()).toBe(true);
  await elsewhere.dispose();

  // Five minutes on, activity pings again; the ping is refused.
  await page.clock.fastForward('05:10');
  await page.mouse.move(40, 300);
  await page.mouse.move(60, 320);
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/\/login\?reason=session-expired$/);
  await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
});
