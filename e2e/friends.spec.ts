import type { Page } from '@playwright/test';
import { createInvitedUser, expect, signedInPhone, signIn, test } from './support/accounts';
import { apiCreateGame, apiMe } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// Issue 13: the friends panel (product §A2, §A4, §A5, §A8). Two golfers become friends through it, see each other online,
// and one joins the other's game from the panel; the Add tab's numeric check.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// By text, not in the toast region by role: while the panel (a modal) is open, the page around it is aria-hidden.
const toast = (page: Page, title: string) => page.getByText(title, { exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Friends' });
const friendRow = (page: Page, name: string) => panel(page).getByTestId('friend-row').filter({ hasText: name });

async function openPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Friends', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

test('two golfers become friends through the panel, see each other online, and one joins the other’s game', async ({ page, adminApi, browser }, testInfo) => {
  // Two golfers' browsers through a whole friendship and a join, with toasts that sit over the sheet's tabs on a phone
  // until they time out: on a loaded 2-core machine that ran past the usual 30 s, so this one flow gets three times it.
  test.slow();
  const sam = await createInvitedUser(adminApi, testInfo, { firstName: 'Samfriend', lastName: 'Reed' });
  const cara = await createInvitedUser(adminApi, testInfo, { firstName: 'Carafriend', lastName: 'Vale' });
  await signIn(page, sam);
  const caraPage = await signedInPhone(browser, testInfo, cara);
  const caraMe = await apiMe(caraPage.request);
  await caraPage.goto('/app');
  await page.goto('/app');

  // Sam: no friends yet, then a request by Player ID (Enter submits).
  await openPanel(page);
  await expect(panel(page).getByText('No friends yet. Add some using the + tab!')).toBeVisible();
  await panel(page).getByRole('tab', { name: 'Add' }).click();
  await expect(panel(page).getByText('Add Friend by Player ID')).toBeVisible();
  await panel(page).getByLabel('Add Friend by Player ID').fill(String(caraMe.userNumber));
  await panel(page).getByLabel('Add Friend by Player ID').press('Enter');
  await expect(toast(page, 'Friend request sent!')).toBeVisible();
  await panel(page).getByRole('tab', { name: /^Requests/ }).click();
  await expect(panel(page).getByText('Sent Requests')).toBeVisible();
  await expect(panel(page).getByText('Pending', { exact: true })).toBeVisible();

  // Cara: the incoming request, counted on its tab; she accepts.
  await openPanel(caraPage);
  await caraPage.getByRole('dialog', { name: 'Friends' }).getByRole('tab', { name: /^Requests/ }).click();
  await expect(panel(caraPage).getByRole('tab', { name: /^Requests/ })).toContainText('1');
  await expect(panel(caraPage).getByText('Incoming Requests')).toBeVisible();
  await panel(caraPage).getByRole('button', { name: /^Accept Samfriend/ }).click();
  await expect(toast(caraPage, 'Friend request accepted!')).toBeVisible();
  await expect(panel(caraPage).getByText('No pending friend requests')).toBeVisible();

  // Both see the other online; Sam's open panel follows without a reload (FRIEND_LIST_UPDATED).
  await panel(caraPage).getByRole('tab', { name: /^Friends/ }).click();
  await expect(friendRow(caraPage, 'Samfriend').getByRole('img', { name: 'Online' })).toBeVisible();
  await panel(page).getByRole('tab', { name: /^Friends/ }).click();
  await expect(panel(page).getByRole('tab', { name: /^Friends/ })).toContainText('1');
  await expect(friendRow(page, 'Carafriend').getByRole('img', { name: 'Online' })).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: panel(page), screen: 'friends panel' });

  // Cara starts a game; Sam finds it under her active games and follows its Join link.
  await friendRow(page, 'Carafriend').getByRole('button', { name: /Carafriend.* active games/ }).click();
  await expect(friendRow(page, 'Carafriend').getByText('No active games')).toBeVisible();
  await friendRow(page, 'Carafriend').getByRole('button', { name: /Carafriend.* active games/ }).click();
  const game = await apiCreateGame(caraPage.request);
  await friendRow(page, 'Carafriend').getByRole('button', { name: /Carafriend.* active games/ }).click();
  const join = friendRow(page, 'Carafriend').getByRole('link', { name: 'Join' });
  await expect(join).toBeVisible();
  await expect(friendRow(page, 'Carafriend')).toContainText('Grey Rock Golf Club');
  await join.click();
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(game.id)}$`));

  // Cara leaves: her dot goes out on Sam's panel (FRIEND_PRESENCE).
  await caraPage.context().close();
  await openPanel(page);
  await expect(friendRow(page, 'Carafriend').getByRole('img', { name: 'Offline' })).toBeVisible();
});

test('the Add tab checks the Player ID is a number; a friend’s profile opens from the panel; a friend is removed after the spec’s question', async ({ page, adminApi, browser }, testInfo) => {
  const sam = await createInvitedUser(adminApi, testInfo, { firstName: 'Samcheck', lastName: 'Reed' });
  const cara = await createInvitedUser(adminApi, testInfo, { firstName: 'Caracheck', lastName: 'Vale' });
  await signIn(page, sam);
  const caraPage = await signedInPhone(browser, testInfo, cara);
  const caraMe = await apiMe(caraPage.request);
  // Friends through the API (the panel's way is the test above).
  const sent = await page.request.post('/api/friends/requests', { data: { targetUserNumber: caraMe.userNumber } });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  expect((await caraPage.request.patch(`/api/friends/requests/${String(id)}/respond`, { data: { accept: true } })).ok()).toBe(true);
  await caraPage.context().close();

  await page.goto('/app');
  await openPanel(page);
  await panel(page).getByRole('tab', { name: 'Add' }).click();
  const field = panel(page).getByLabel('Add Friend by Player ID');
  const send = panel(page).getByRole('button', { name: 'Send friend request' });
  await expect(send).toBeDisabled();
  await field.fill('12ab');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(panel(page).getByRole('alert')).toContainText('Invalid Player ID');
  await expect(panel(page).getByRole('alert')).toContainText('Please enter a valid numeric Player ID');

  await panel(page).getByRole('tab', { name: /^Friends/ }).click();
  const row = friendRow(page, 'Caracheck');
  const name = (await row.locator('.font-medium').first().textContent()) ?? '';
  expect(name).toContain('Caracheck');

  // A friend's profile shows the golf tabs, not their settings; the panel closes on the way there (issue 14).
  await row.getByRole('link', { name: /^View Caracheck.*'s profile$/ }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/profile/${caraMe.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Caracheck/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Stats' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  await openPanel(page);
  await panel(page).getByRole('tab', { name: /^Friends/ }).click();

  await row.getByRole('button', { name: /^Remove Caracheck/ }).click();
  const question = page.getByRole('alertdialog', { name: 'Remove Friend?' });
  await expect(question).toContainText(`Are you sure you want to remove ${name} from your friends list? This action cannot be undone.`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Remove Caracheck/ }).click();
  await page.getByRole('alertdialog', { name: 'Remove Friend?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Friend removed')).toBeVisible();
  await expect(panel(page).getByText('No friends yet. Add some using the + tab!')).toBeVisible();
});
