import type { Page } from '@playwright/test';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiMe } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// Issue 13: the header's bell (product §A2, §A4): the unread count, the dropdown, click marks read, Mark all read,
// delete, 'No notifications yet'. A friend request written for the golfer reaches the open page over the socket.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('the bell counts new notifications at once, marks them read and deletes them', async ({ page, adminApi, playwright }, testInfo) => {
  const cara = await createInvitedUser(adminApi, testInfo, { firstName: 'Carabell', lastName: 'Vale' });
  const sams = [
    await createInvitedUser(adminApi, testInfo, { firstName: 'Sambell', lastName: 'One' }),
    await createInvitedUser(adminApi, testInfo, { firstName: 'Sambell', lastName: 'Two' }),
  ];
  await signIn(page, cara);
  const caraMe = await apiMe(page.request);
  await page.goto('/app');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(dropdown(page).getByText('No notifications yet')).toBeVisible();
  await expect(dropdown(page).getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Two friend requests, sent from elsewhere: the badge counts them without a reload (NOTIFICATION_CREATED).
  for (const sam of sams) {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    expect((await api.post('/api/login/local', { data: { username: sam.username, password: sam.password } })).ok()).toBe(true);
    expect((await api.post('/api/friends/requests', { data: { targetUserNumber: caraMe.userNumber } })).status()).toBe(201);
    await api.dispose();
  }
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(page.getByTestId('unread-badge')).toHaveText('2');

  await bell(page).click();
  const items = dropdown(page).getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(/ ago/);
  await expect(dropdown(page).locator('[data-unread="true"]')).toHaveCount(2);
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: dropdown(page), screen: 'notifications dropdown' });

  // A tap marks one read and opens its subject: a friend request, the Friends panel's requests (issue 34).
  await items.first().getByRole('link').click();
  const friends = page.getByRole('dialog', { name: 'Friends' });
  await expect(friends).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(friends).toBeHidden();
  await bell(page).click();
  await expect(dropdown(page).locator('[data-unread="true"]')).toHaveCount(1);

  // Mark all read, and the button goes with the last unread.
  await dropdown(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(dropdown(page).locator('[data-unread="true"]')).toHaveCount(0);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(dropdown(page).getByRole('button', { name: 'Mark all read' })).toHaveCount(0);

  // Delete both.
  await items.first().getByRole('button', { name: /^Delete/ }).click();
  await expect(items).toHaveCount(1);
  await items.first().getByRole('button', { name: /^Delete/ }).click();
  await expect(dropdown(page).getByText('No notifications yet')).toBeVisible();
});
