import { expect, type APIRequestContext } from '@playwright/test';
import { signedDelivery } from '../../test/support/stripe-events';

/** Delivers a Stripe event to the app's webhook as Stripe does: the exact body, signed with the webhook secret. */
export async function deliverWebhook(request: APIRequestContext, event: object): Promise<void> {
  const { payload, headers } = signedDelivery(event);
  const response = await request.post('/api/stripe/webhook', { data: payload, headers });
  expect(response.status(), await response.text()).toBe(200);
}
