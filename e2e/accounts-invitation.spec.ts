import { e2eAdmin } from './admin-account';
import { closeToast, expect, signInThroughForm, test, uniqueSuffix } from './support/accounts';

// Issue 3's main path: an admin invites a golfer through the UI, and the golfer gets in with the e-mailed code.
// The test server has no SMTP, so the e-mail is read where the first admin would read it: the dev outbox tab.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('an admin invites a golfer from /admin; the golfer redeems the e-mailed code, signs in and lands on /app', async ({ page }, testInfo) => {
  const suffix = uniqueSuffix(testInfo);
  const email = `invitee_${suffix}@example.com`;
  const username = `invitee_${suffix}`;

  await signInThroughForm(page, e2eAdmin);
  // The top bar's badge, once: the dashboard card does not repeat it (product §A6).
  await expect(page.getByText('Administrator Mode')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await page.getByRole('link', { name: /Admin panel/ }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  await page.getByRole('tab', { name: 'Invites' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  // The new code shows under the form, where the admin is looking (issue 12), and is the one in the list below.
  const created = page.getByRole('status', { name: 'New invitation' });
  await expect(created.getByText('Invitation Created', { exact: true })).toBeVisible();
  await expect(created).toContainText(email);
  const shownCode = await created.getByText(/^[A-Z0-9]{8}$/).innerText();
  await expect(created.getByRole('button', { name: 'Copy Code' })).toBeVisible();
  const invitation = page.getByRole('article', { name: `Invitation for ${email}` });
  await expect(invitation).toContainText(shownCode);
  await expect(invitation.getByText('Active', { exact: true })).toBeVisible();

  await invitation.getByRole('button', { name: 'Send Email' }).click();
  await expect(invitation.getByText('Sent', { exact: true })).toBeVisible();
  await expect(invitation.getByRole('button', { name: 'Send Email' }), 'Send Email is offered only until sent').toHaveCount(0);

  await page.getByRole('tab', { name: 'Dev Outbox' }).click();
  const mail = page.getByRole('article', { name: `Message to ${email}` });
  await expect(mail).toContainText("You're invited to Dormie");
  const code = /invitation code: ([A-Z0-9]{8})/.exec(await mail.innerText())?.[1];
  expect(code, 'the e-mail carries the code shown when it was created').toBe(shownCode);

  await closeToast(page);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/invite/${code}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible();
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Fairway');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Short1!');
  await page.getByLabel('Confirm password').fill('Short1!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Green-Jacket1!');
  await page.getByLabel('Confirm password').fill('Green-Jacket1!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();

  // After 1.5 s the sign-in page opens, says the account is ready (not 'Welcome back') and has the username filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is ready');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await page.getByLabel('Password', { exact: true }).fill('Green-Jacket1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jamie');
  await expect(page.getByRole('main').getByText('30 days left in trial')).toBeVisible();
});
