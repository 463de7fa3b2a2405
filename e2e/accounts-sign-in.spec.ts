import { createInvitation, expect, test, uniqueSuffix } from './support/accounts';

// The visitor screens of product §A2 with their §A5 validation and §A8 messages.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('login checks its fields and a wrong password shows the Login Failed toast', async ({ page }) => {
  const status = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/signup');
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In | Dormie');
  // This server has no OIDC provider, so /api/login would only come back here: no social button (issue 12).
  expect(await (await status).json()).toEqual({ open: false, socialSignIn: false });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  // Plain label lookups find exactly one field each (the show-password button is not labelled "Password").
  await page.getByLabel('Username').fill('nobody_here');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const forgot = page.getByRole('link', { name: 'Forgot Password?' });
  await expect(forgot).toHaveAttribute('href', '/forgot-password');
  expect((await forgot.boundingBox())?.height, 'a 44 px tap target').toBeGreaterThanOrEqual(44);
  await expect(page.getByRole('link', { name: 'Continue with social sign-in' })).toHaveCount(0);
  await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  // A newcomer (the header's Start Free Trial lands here) reads how to get in during the private beta.
  await expect(page.getByText(/New to Dormie\? Sign up by invitation during the private beta/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@dormie.golf' })).toHaveAttribute('href', /^mailto:support@dormie\.golf/);
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: /home/i }), 'the logo link is named Dormie, not "home"').toHaveCount(1);
});

test('with an OIDC provider the social buttons show: sign-in, the disabled sign-up, and sign-in carrying an invitation code', async ({ page }) => {
  // The e2e servers have no provider (test/oidc.test.ts covers the server's answer with one): the answer is faked.
  await page.route('**/api/signup', (route) => route.fulfill({ json: { open: false, socialSignIn: true } }));
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Continue with social sign-in' })).toHaveAttribute('href', '/api/login');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign up with social sign-in' })).toBeDisabled();

  const invite = { email: 'lee@example.com', username: null, firstName: null, lastName: null };
  await page.route('**/api/validate-invite', (route) => route.fulfill({ json: invite }));
  await page.goto('/invite/SOCIAL23');
  await expect(page.getByRole('link', { name: 'Continue with social sign-in' })).toHaveAttribute('href', '/api/login?invite=SOCIAL23');
});

test('guarded paths send visitors to /login, which explains a refused social sign-in or an expired session', async ({ page }) => {
  for (const path of ['/app', '/admin', '/app/upload-course']) {
    await page.goto(path);
    await expect(page, `${path} is guarded`).toHaveURL(/\/login$/);
  }
  await page.goto('/login?error=This%20invitation%20code%20is%20invalid%20or%20has%20already%20been%20used.');
  await expect(page.getByRole('alert')).toContainText('This invitation code is invalid or has already been used.');
  await page.goto('/login?reason=session-expired');
  await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
});

test('signup is closed during the private beta: notice, disabled fields and buttons, links back', async ({ page }) => {
  // Check the form after the page has heard from the server, which keeps it closed (no ALLOW_SIGNUP here).
  const status = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/signup');
  await page.goto('/signup');
  expect(await (await status).json()).toEqual({ open: false, socialSignIn: false });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the private beta');
  await expect(page.getByText('Private beta: invite only')).toBeVisible();
  await expect(page.getByText(/free trial, no credit card/i), 'no trial pitch above "Signups are closed"').toHaveCount(0);
  await expect(page.getByRole('link', { name: 'support@dormie.golf' })).toHaveAttribute('href', /^mailto:support@dormie\.golf/);
  for (const label of ['First name', 'Last name', 'Username', 'Email']) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign up with social sign-in' }), 'no provider, no social sign-up').toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown invitation code shows Invalid Invitation and its sentence once, with no toast repeating it', async ({ page }) => {
  await page.goto('/invite/NOPE2345');
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(page.getByText('This invitation code is invalid or has already been used.')).toHaveCount(1);
  await expect(page.getByText('Invalid Invite', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a refusal the Invalid Invitation card does not explain comes with the Invalid Invite toast', async ({ page }) => {
  const tooMany = 'Too many requests. Please wait 1 minute and try again.';
  await page.route('**/api/validate-invite', (route) => route.fulfill({ status: 429, json: { message: tooMany } }));
  await page.goto('/invite/WAIT2345');
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(page.getByText('Invalid Invite', { exact: true })).toBeVisible();
  await expect(page.getByText(tooMany, { exact: true })).toBeVisible();
});

test('the visitor screens keep the marketing theme: dark by default, the visitor’s choice once made', async ({ page }) => {
  const html = page.locator('html');
  const dark = /(^|\s)dark(\s|$)/;
  // A light system: the app's own theme would be light here, so dark can only come from the marketing theme.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  for (const path of ['/login', '/signup', '/forgot-password', '/invite/NOPE2345']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html, `${path} is dark like the marketing pages`).toHaveClass(dark);
  }

  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(html, 'the choice made on the marketing site carries on').not.toHaveClass(dark);
  await page.reload();
  await expect(html, 'also on the first paint of a fresh load').not.toHaveClass(dark);
});

test('a fully prefilled invitation welcomes the golfer and asks only for a password', async ({ page, adminApi }, testInfo) => {
  const suffix = uniqueSuffix(testInfo);
  const invite = { email: `alex_${suffix}@example.com`, firstName: 'Alex', lastName: 'Morgan', username: `alex_${suffix}` };
  const code = await createInvitation(adminApi, invite);

  await page.goto(`/invite/${code}`);
  await expect(page.getByText('Welcome, Alex Morgan!')).toBeVisible();
  await expect(page.getByText(invite.username, { exact: true })).toBeVisible();
  await expect(page.getByText(invite.email, { exact: true })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue with social sign-in' }), 'no provider, no social sign-in').toHaveCount(0);

  await page.getByLabel('Password', { exact: true }).fill('Birdie-Time1!');
  await page.getByLabel('Confirm password').fill('Birdie-Time2!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm password').fill('Birdie-Time1!');
  const redeem = page.waitForRequest('**/api/redeem-invite');
  await page.getByRole('button', { name: 'Create Account' }).click();
  expect((await redeem).postDataJSON(), 'names and username go along only when the golfer typed them').toEqual({ code, password: 'Birdie-Time1!' });
  await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
  // The redemption signed the golfer in (issue 34): the app opens, no second sign-in.
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Alex');
});

test('an invitation that names the golfer but not a username asks for the username and sends only that', async ({ page, adminApi }, testInfo) => {
  const suffix = uniqueSuffix(testInfo);
  const code = await createInvitation(adminApi, { email: `kim_${suffix}@example.com`, firstName: 'Kim', lastName: 'Lee' });

  await page.goto(`/invite/${code}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Kim');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Username').fill('k!m');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();

  const username = `kim_${suffix}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Birdie-Time1!');
  await page.getByLabel('Confirm password').fill('Birdie-Time1!');
  const redeem = page.waitForRequest('**/api/redeem-invite');
  await page.getByRole('button', { name: 'Create Account' }).click();
  expect((await redeem).postDataJSON(), 'the names came with the invitation, so only the username is sent').toEqual({ code, password: 'Birdie-Time1!', username });
  await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kim');
});
