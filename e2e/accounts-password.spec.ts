import { closeToast, createInvitedUser, expect, outboxMessage, test } from './support/accounts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('forgot password e-mails a temporary password; signing in with it forces a new one, which then works', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Username or email is required')).toBeVisible();
  await page.getByLabel('Username or email').fill(golfer.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText("If an account exists, you'll receive an email with password reset instructions shortly.")).toBeVisible();

  // No SMTP on the test server: the admin API's dev outbox holds the e-mail.
  const mail = await outboxMessage(adminApi, golfer.email, 'temporary password');
  const temporary = /temporary password is: (\S+)/.exec(mail.text)?.[1];
  expect(temporary, 'the e-mail carries the temporary password').toBeTruthy();

  await expect(page.getByRole('link', { name: 'Back to sign in' }), 'one way back to /login once sent').toHaveCount(1);
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username', { exact: true }).fill(golfer.username);
  await page.getByLabel('Password', { exact: true }).fill(temporary!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);

  const dialog = page.getByRole('dialog', { name: 'Choose a New Password' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog, 'the forced change cannot be dismissed').toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);

  await dialog.getByLabel('New password', { exact: true }).fill('Eagle-Putt1!');
  await dialog.getByLabel('Confirm new password').fill('Eagle-Putt2!');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Passwords don't match");

  await dialog.getByLabel('New password', { exact: true }).fill('eagleputt');
  await dialog.getByLabel('Confirm new password').fill('eagleputt');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password must be at least 8 characters with 1 uppercase letter and 1 special character');

  await dialog.getByLabel('New password', { exact: true }).fill('Eagle-Putt1!');
  await dialog.getByLabel('Confirm new password').fill('Eagle-Putt1!');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password Updated', { exact: true })).toBeVisible();
  await closeToast(page);

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(golfer.username);
  await page.getByLabel('Password', { exact: true }).fill('Eagle-Putt1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
