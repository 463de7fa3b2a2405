import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { PAYMENT_POLL, PREMIUM_PLAN, paymentMessages } from '../src/contract/payments';
import { formatMoney } from '../src/web/lib/games/money';
import { checkoutCompleted, newStripeIds } from '../test/support/stripe-events';
import { e2eAdmin } from './admin-account';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiMe } from './support/games';
import { deliverWebhook } from './support/payments';
import { expectPhoneFriendly } from './support/phone-layout';
import { socketIdentified } from './support/realtime';

// /subscribe (issue 15; product §A2, §A4, §A9): the offer, the checkout popup on the Stripe stand-in (playwright.config.ts),
// the payment check, and the page leaving for /app once the signed webhook has made the golfer Premium.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Delivers checkout.session.completed for `userId`, signed as Stripe signs it. */
const payFor = (request: APIRequestContext, userId: string) => deliverWebhook(request, checkoutCompleted(userId, newStripeIds()));

/** The phone check of issue 12, on the phone project only. */
async function phoneCheck(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const welcomeToast = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByText('Welcome to Premium', { exact: true });

/** Clicks Continue to Checkout and returns the checkout window, once it shows the stand-in's checkout page. */
async function openCheckout(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  const popup = await opened;
  await expect(popup).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
  await expect(popup).toHaveTitle('Stand-in checkout');
  await expect(heading(page, 'Complete Your Payment')).toBeVisible();
  return popup;
}

test('a golfer near the end of the trial upgrades from the top bar; the paid webhook takes the page to /app without a reload', async ({
  page,
  adminApi,
  request,
}, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 5 });
  await signIn(page, golfer);
  const me = await apiMe(page.request);

  // The page moves on by the webhook's event alone: its socket must be up before the payment arrives.
  const identified = socketIdentified(page);
  await page.goto('/app');
  await identified;
  await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(heading(page, 'Upgrade to Premium')).toBeVisible();
  await expect(page).toHaveTitle('Upgrade to Premium | Dormie');
  await expect(page.getByText(formatMoney(PREMIUM_PLAN.priceCents), { exact: true })).toBeVisible();
  await expect(page.getByText('/ month')).toBeVisible();
  await expect(page.getByText('5 days left in trial')).toBeVisible();
  await expect(page.getByRole('list', { name: 'What Premium includes' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/app');
  await phoneCheck(page, testInfo, '/subscribe offer');

  // Set in this document: still there on /app only if the page never reloaded.
  await page.evaluate(() => Object.assign(window, { subscribeMarker: 'same document' }));
  await openCheckout(page);
  await expect(page.getByRole('button', { name: "I've Completed Payment" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen Checkout Window' })).toBeVisible();
  await phoneCheck(page, testInfo, '/subscribe checkout opened');

  await payFor(request, me.id);
  await expect(page).toHaveURL(/\/app$/);
  await expect(welcomeToast(page)).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { subscribeMarker?: string }).subscribeMarker)).toBe('same document');
  await expect(page.getByRole('link', { name: 'Upgrade', exact: true }), 'a Premium golfer is offered no upgrade').toHaveCount(0);
});

test("Reopen opens the same checkout; I've Completed Payment verifies, times out as Payment Processing, and a webhook during a new check leads to /app", async ({
  page,
  adminApi,
  request,
}, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 5 });
  // The page's timers follow page.clock, so the 30 one-second attempts pass at once; the server keeps real time.
  await page.clock.install();
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto('/subscribe');

  const popup = await openCheckout(page);
  const checkoutUrl = popup.url();
  await popup.close();
  const reopened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Reopen Checkout Window' }).click();
  await expect(await reopened, 'the same checkout session, not a new one').toHaveURL(checkoutUrl);

  await page.getByRole('button', { name: "I've Completed Payment" }).click();
  await expect(heading(page, 'Verifying Payment')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Verifying payment' }), 'the spinner says what it waits for').toHaveCount(1);
  await page.clock.runFor(PAYMENT_POLL.attempts * PAYMENT_POLL.intervalMs);
  await expect(heading(page, 'Payment Processing')).toBeVisible();
  await expect(page.getByText('can take a minute to confirm')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/app');
  await phoneCheck(page, testInfo, '/subscribe payment processing');

  await page.getByRole('button', { name: 'Check Status Again' }).click();
  await expect(heading(page, 'Verifying Payment')).toBeVisible();
  await payFor(request, me.id);
  await expect(page).toHaveURL(/\/app$/);
  await expect(welcomeToast(page)).toBeVisible();
});

test("the checkout window coming back to ?checkout=complete closes itself and the page starts verifying", async ({ page, adminApi, request, baseURL }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 5 });
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto('/subscribe');

  const popup = await openCheckout(page);
  // What Stripe does after a payment: the checkout page sends its window to the success_url.
  const closed = popup.waitForEvent('close');
  await popup.evaluate((url) => window.location.assign(url), `${baseURL}/subscribe?checkout=complete`);
  await closed;
  await expect(heading(page, 'Verifying Payment')).toBeVisible();

  await payFor(request, me.id);
  await expect(page).toHaveURL(/\/app$/);
  await expect(welcomeToast(page)).toBeVisible();
});

test('?checkout=complete in the window itself (the popup was blocked) verifies there', async ({ page, adminApi, request }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 5 });
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto('/subscribe?checkout=complete');
  await expect(heading(page, 'Verifying Payment')).toBeVisible();
  await payFor(request, me.id);
  await expect(page).toHaveURL(/\/app$/);
  await expect(welcomeToast(page)).toBeVisible();
});

test('a signed-out visitor is sent to /login, and a golfer with a paid plan straight to /app without a welcome', async ({ page, adminApi }, testInfo) => {
  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/login$/);

  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  const granted = await adminApi.post(`/api/admin/users/${me.id}/grant-lifetime`);
  expect(granted.status(), await granted.text()).toBe(200);

  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: new RegExp(golfer.firstName) })).toBeVisible();
  await expect(welcomeToast(page), 'nothing changed while the page was shown').toHaveCount(0);
});

test.describe('on a server without payments', () => {
  const noPayments = `http://127.0.0.1:${String(process.env.E2E_SIGNUP_PORT)}`;
  // The second test server (playwright.config.ts) has no STRIPE_SECRET_KEY.
  test.use({ baseURL: noPayments });

  test('Continue to Checkout is disabled and the page says payments are not set up', async ({ page, playwright }, testInfo) => {
    const adminApi = await playwright.request.newContext({ baseURL: noPayments });
    expect((await adminApi.post('/api/login/local', { data: e2eAdmin })).ok()).toBe(true);
    const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 5, baseURL: noPayments });
    await adminApi.dispose();
    await signIn(page, golfer);
    expect((await page.request.post('/api/stripe/create-checkout-session')).status(), 'the server refuses checkout too').toBe(503);

    await page.goto('/subscribe');
    await expect(heading(page, 'Upgrade to Premium')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: paymentMessages.notSetUp })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Back to App' })).toBeEnabled();
    await phoneCheck(page, testInfo, '/subscribe without payments');
  });
});
