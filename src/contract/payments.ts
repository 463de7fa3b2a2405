import { z } from 'zod';
import { centsFrom } from '../golf';

/** The monthly plan (product §A1, §A9): $9.99 a month, charged in cents like every amount (docs/decisions/002). */
export const PREMIUM_PLAN = { name: 'Dormie Premium', priceCents: centsFrom(999), currency: 'usd', interval: 'month' } as const;

/** A failed renewal keeps access this many days while the golfer updates their card (product §A9, §R10). */
export const PAYMENT_GRACE_DAYS = 3;

/** After checkout the /subscribe page asks for the new status this many times, this far apart (product §A9). */
export const PAYMENT_POLL = { attempts: 30, intervalMs: 1000 } as const;

/** The provider's hosted checkout opens in a popup of this size (product §A2). */
export const CHECKOUT_POPUP = { width: 600, height: 800 } as const;

/** What the payment calls say when they refuse; the screens show these messages as they are. */
export const paymentMessages = {
  notSetUp: 'Payments are not set up on this Dormie server yet. Please ask the administrator to configure Stripe.',
  alreadySubscribed: 'Your subscription is already active. There is nothing to pay.',
  noCustomer: 'There is no subscription to manage yet. Subscribe first.',
  updateCard: 'Your last payment did not go through. Update your card in the billing portal (Settings, Manage Subscription) to keep your subscription.',
  providerFailed: 'The payment provider could not be reached. Please try again in a moment.',
  badSignature: 'Invalid webhook signature',
} as const;

/** POST /api/stripe/create-checkout-session and /create-portal-session: where the browser goes next. */
export const RedirectUrlSchema = z.object({ url: z.url() });
export type RedirectUrl = z.infer<typeof RedirectUrlSchema>;

/** GET /api/stripe/config: whether payments are set up, so the buttons can say so before a click. */
export const PaymentsConfigSchema = z.object({ enabled: z.boolean() });
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

