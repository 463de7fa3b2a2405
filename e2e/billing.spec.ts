import type { Page } from '@playwright/test';
import { checkoutCompleted, invoiceEvent, newStripeIds, subscriptionEvent } from '../test/support/stripe-events';
import { closeToast, createInvitedUser, expect, signIn, test, type Credentials } from './support/accounts';
import { apiMe } from './support/games';
import { deliverWebhook } from './support/payments';
import { socketIdentified } from './support/realtime';
import { expectPhoneFriendly } from './support/phone-layout';

// The Subscription card's billing (issue 15): the portal for a paying golfer, and what each payment event shows, live.

/** Opens the golfer's Settings tab, its socket up, so the payment events that follow reach it. */
async function openSettings(page: Page, golfer: Credentials): Promise<string> {
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  const identified = socketIdentified(page);
  await page.goto(`/app/profile/${me.id}?tab=settings`);
  await identified;
  return me.id;
}

const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Subscription' });

test('a paying golfer manages billing in the portal; a failed renewal, its recovery and a cancellation show as they happen', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  const userId = await openSettings(page, golfer);
  const card = subscriptionCard(page);
  await expect(card.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');

  const ids = newStripeIds();
  await deliverWebhook(page.request, checkoutCompleted(userId, ids));
  await expect(card.getByRole('definition').first()).toHaveText('Premium');
  await expect(card.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
  // The stand-in renews every subscription 30 days from now; the date itself is the server's formatting of it.
  await expect(card).toContainText('Next billing date');
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'subscription card, paying' });

  await deliverWebhook(page.request, invoiceEvent('invoice.payment_failed', ids));
  await expect(card).toContainText('Payment due');
  await expect(card).toContainText('Update card by');
  await deliverWebhook(page.request, invoiceEvent('invoice.paid', ids));
  await expect(card.getByRole('definition').first()).toHaveText('Premium');
  await expect(card).not.toContainText('Update card by');

  const inTwentyDays = Math.floor(Date.now() / 1000) + 20 * 24 * 3600;
  await deliverWebhook(page.request, subscriptionEvent('customer.subscription.updated', ids, { cancelAt: inTwentyDays }));
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText('Access ends');

  await card.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveTitle('Stand-in billing portal');
});

test.describe('when the provider fails', () => {
  // The failure is the point: the browser logs the 502 and the screen logs the failed portal session (product §A8).
  test.use({ expectedConsoleError: /status of 502|^Billing portal session failed/ });

  test('a portal that cannot be opened is told in a toast and leads to /subscribe', async ({ page, adminApi }, testInfo) => {
    const golfer = await createInvitedUser(adminApi, testInfo);
    const userId = await openSettings(page, golfer);
    // A customer the provider does not know: the portal call fails (and /subscribe sends a paying golfer on to /app).
    await deliverWebhook(page.request, checkoutCompleted(userId, { ...newStripeIds(), customer: `cus_missing_${userId.slice(0, 8)}` }));
    await subscriptionCard(page).getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('Failed to open billing portal', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await closeToast(page);
  });
});
