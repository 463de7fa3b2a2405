import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_LIST_PAGE_SIZE } from '../src/contract/admin';
import { e2eAdmin } from './admin-account';
import { expectPhoneFriendly } from './support/phone-layout';
import { adminAccount, createInvitation, createInvitedUser, expect, signIn, test, uniqueSuffix } from './support/accounts';

// The admin panel's Users and Invites tabs (product §G2, §G4-§G8). Lists are shared by every test running at the
// same time, and paged, so each test searches for its own rows by their unique username or e-mail.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, e2eAdmin);
});

const userCard = (page: Page, username: string) => page.getByRole('article', { name: `(@${username})` });
const usersSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search users' });
const invitesSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search invitations' });
/** The Users tab searched for one account: the list is paged, newest first, and every test adds accounts to it. */
const usersTabFor = (username: string) => `/admin?tab=users&q=${encodeURIComponent(username)}`;

async function trialEndOf(adminApi: APIRequestContext, username: string): Promise<number> {
  return new Date((await adminAccount(adminApi, username)).trialEndsAt ?? Number.NaN).getTime();
}

test('Create User checks required fields and password rules, creates the user and reports a taken username', async ({ page }, testInfo) => {
  const username = `made_${uniqueSuffix(testInfo)}`;
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Validation Error: Please fill in all required fields');

  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(`${username}@example.com`);
  await dialog.getByLabel('Temporary password', { exact: true }).fill('lowercase1!');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Password must contain at least one uppercase letter')).toBeVisible();

  await dialog.getByLabel('Temporary password', { exact: true }).fill('Uppercase1!');
  await dialog.getByRole('combobox', { name: 'Subscription' }).click();
  await page.getByRole('option', { name: 'Lifetime' }).click();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User Created', { exact: true })).toBeVisible();
  await usersSearch(page).fill(username);
  await expect(page.getByText(`1 account match “${username}”`)).toBeVisible();
  await expect(userCard(page, username).getByText('Lifetime', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create User' }).click();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(`other_${username}@example.com`);
  await dialog.getByLabel('Temporary password', { exact: true }).fill('Uppercase1!');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Failed to create user', { exact: true })).toBeVisible();
  await expect(page.getByText('That username is already taken', { exact: true })).toBeVisible();
});

test('Extend Trial adds 30 days, Grant Lifetime switches the badge, Delete asks first', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 3 });
  const before = await trialEndOf(adminApi, golfer.username);
  await page.goto(usersTabFor(golfer.username));
  const card = userCard(page, golfer.username);
  await expect(card.getByText('Trial', { exact: true })).toBeVisible();
  await expect(card).toContainText(golfer.email);

  await card.getByRole('button', { name: 'Extend Trial' }).click();
  await expect(page.getByText('Trial Extended', { exact: true })).toBeVisible();
  expect(((await trialEndOf(adminApi, golfer.username)) - before) / 86_400_000).toBeCloseTo(30, 0);

  await card.getByRole('button', { name: 'Grant Lifetime' }).click();
  await expect(card.getByText('Lifetime', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Grant Lifetime' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Extend Trial' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${golfer.username}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`No accounts match “${golfer.username}”.`)).toBeVisible();
});

test('the admin’s own card offers no Delete; deleting another administrator needs a second confirmation', async ({ page, adminApi }, testInfo) => {
  // A second administrator to delete: never the e2e admin every other test signs in as.
  const deputy = await createInvitedUser(adminApi, testInfo);
  const deputyId = (await adminAccount(adminApi, deputy.username)).id;
  expect((await adminApi.patch(`/api/admin/users/${deputyId}`, { data: { isAdmin: true } })).ok()).toBe(true);

  await page.goto('/admin');
  // Every other test adds users, so the count is never 1 here; formatCount's unit test reads '1 account'.
  await expect(page.getByText(/^\d+ accounts$/)).toBeVisible();
  await usersSearch(page).fill(e2eAdmin.username);
  const own = userCard(page, e2eAdmin.username);
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete' }), 'no Delete on the admin’s own account').toHaveCount(0);

  await usersSearch(page).fill(deputy.username);
  const card = userCard(page, deputy.username);
  await expect(card.getByText('Admin', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: `Delete ${deputy.username}?` }).getByRole('button', { name: 'Delete User' }).click();
  const second = page.getByRole('alertdialog', { name: 'Delete an administrator?' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Yes, Delete Administrator' }).click();
  await expect(page.getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('Users: newest first, searched by the server, and paged with Previous and Next, Page X of Y', async ({ page, adminApi }, testInfo) => {
  const token = `pg${uniqueSuffix(testInfo)}`;
  const count = ADMIN_LIST_PAGE_SIZE + 1;
  const made: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `${token}_${String(i).padStart(2, '0')}`;
    const response = await adminApi.post('/api/admin/users/create', {
      data: { username, email: `${username}@example.com`, password: 'Uppercase1!', subscriptionStatus: 'trial' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    made.push(username);
  }
  await page.goto('/admin?tab=users');
  await usersSearch(page).fill(token);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect(page.getByText(`${String(count)} accounts match “${token}”`)).toBeVisible();
  const list = page.getByRole('tabpanel');
  const pager = list.getByRole('navigation', { name: 'Users pages' });
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(ADMIN_LIST_PAGE_SIZE);
  await expect(list.getByRole('article').first(), 'the newest account first').toContainText(`@${made.at(-1)!}`);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: pager, screen: 'admin users pager' });

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(list.getByRole('article'), 'the oldest account last').toHaveCount(1);
  await expect(userCard(page, made[0]!)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Deleting the only account of the last page leaves one page, which the tab then shows.
  await userCard(page, made[0]!).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: `Delete ${made[0]!}?` }).getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText(`${String(ADMIN_LIST_PAGE_SIZE)} accounts match “${token}”`)).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(ADMIN_LIST_PAGE_SIZE);
  await expect(pager).toHaveCount(0);

  await usersSearch(page).fill(`${token}-nobody`);
  await expect(page.getByText(`No accounts match “${token}-nobody”.`)).toBeVisible();
});

test('Invites: validation, search, Used and Revoked states, and which actions each state offers', async ({ page, adminApi }, testInfo) => {
  const suffix = uniqueSuffix(testInfo);
  const golfer = await createInvitedUser(adminApi, testInfo);
  const pendingEmail = `pending_${suffix}@example.com`;
  await createInvitation(adminApi, { email: pendingEmail, trialDays: 14 });

  // Searched by the username of who used it: the list is paged, newest first, and every test adds invitations to it.
  await page.goto(`/admin?tab=invites&q=${encodeURIComponent(golfer.username)}`);
  await page.getByLabel('Trial days').fill('0');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  await expect(page.getByText('Please provide an email address')).toBeVisible();
  await expect(page.getByText('Trial days must be between 1 and 365')).toBeVisible();

  await expect(page.getByText(`1 invitation match “${golfer.username}”`)).toBeVisible();
  const used = page.getByRole('article', { name: `Invitation for ${golfer.email}` });
  await expect(used.getByText('Used', { exact: true })).toBeVisible();
  await expect(used).toContainText(`by @${golfer.username}`);
  await expect(used.getByRole('button', { name: 'Send Email' })).toHaveCount(0);
  await expect(used.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  await invitesSearch(page).fill(pendingEmail);
  await expect(page.getByText(`1 invitation match “${pendingEmail}”`)).toBeVisible();
  const pending = page.getByRole('article', { name: `Invitation for ${pendingEmail}` });
  await expect(pending).toContainText('14-day trial');
  await pending.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Invitation' }).click();
  await expect(pending.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Send Email' })).toHaveCount(0);
  await expect(pending.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  // The invitation just made stays current under the form while the list below shows another search.
  const madeEmail = `made_${suffix}@example.com`;
  await page.getByLabel('Email', { exact: true }).fill(madeEmail);
  await page.getByLabel('Trial days').fill('30');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  const created = page.getByRole('status', { name: 'New invitation' });
  await expect(created).toContainText(madeEmail);
  await expect(page.getByRole('article', { name: `Invitation for ${madeEmail}` }), 'not in the search shown').toHaveCount(0);
  await created.getByRole('button', { name: 'Send Email' }).click();
  await expect(created.getByRole('button', { name: 'Send Email' }), 'sent: not offered again').toHaveCount(0);
  await created.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Invitation' }).click();
  await expect(created.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(created.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  await invitesSearch(page).fill(`${suffix}-nobody`);
  await expect(page.getByText(`No invitations match “${suffix}-nobody”.`)).toBeVisible();
  await invitesSearch(page).fill(madeEmail);
  await expect(page.getByRole('article', { name: `Invitation for ${madeEmail}` }).getByText('Revoked', { exact: true })).toBeVisible();
});
