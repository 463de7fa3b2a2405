import { e2eAdmin } from './admin-account';
import { expect, test } from './fixtures';
import { golferPassword, outboxMessage, uniqueSuffix } from './support/accounts';

// These run against the second test server, started with ALLOW_SIGNUP=true (playwright.config.ts). Every other
// spec sees the private beta's closed signup.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_SIGNUP_PORT}` });

test('with signup open, a golfer signs up, gets Check Your Email, redeems the e-mailed code and lands signed in', async ({ page, playwright }, testInfo) => {
  const suffix = uniqueSuffix(testInfo);
  const golfer = { firstName: 'Robin', lastName: 'Links', username: `robin_${suffix}`, email: `robin_${suffix}@example.com` };

  await page.goto('/signup');
  const firstName = page.getByLabel('First name', { exact: true });
  await expect(firstName, 'the form opens once the server says signup is open').toBeEnabled();
  await expect(page.getByText('Private beta: invite only')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await firstName.fill(golfer.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(golfer.lastName);
  await page.getByLabel('Username', { exact: true }).fill(golfer.username);
  await page.getByLabel('Email', { exact: true }).fill(golfer.email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  // The server has no SMTP: the e-mail waits in the dev outbox, where this server's admin reads it.
  const adminApi = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_SIGNUP_PORT}` });
  expect((await adminApi.post('/api/login/local', { data: e2eAdmin })).ok()).toBe(true);
  const mail = await outboxMessage(adminApi, golfer.email, "You're invited to Dormie");
  await adminApi.dispose();
  const code = /invitation code: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
  expect(code, 'the e-mail carries the 8-character code').toBeTruthy();

  // The invitation carries everything the golfer typed, so redeeming asks only for a password.
  await page.goto(`/invite/${code}`);
  await expect(page.getByText(`Welcome, ${golfer.firstName} ${golfer.lastName}!`)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(golferPassword);
  await page.getByLabel('Confirm password').fill(golferPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
  // Signed in by the redemption (issue 34).
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: new RegExp(golfer.firstName) })).toBeVisible();
});
