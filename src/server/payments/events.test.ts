import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutCompleted, invoiceEvent, subscriptionEvent } from '../../../test/support/stripe-events';
import { readPaymentEvent, subscriptionChange, type EventIntent, type PaymentEvent, type SubscriptionFields } from './events';

const now = new Date('2026-11-25T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const ids = { customer: 'cus_1', subscription: 'sub_1' };
const asEvent = (event: object) => event as unknown as Stripe.Event;

const account = (fields: Partial<SubscriptionFields> = {}): SubscriptionFields => ({
  subscriptionStatus: 'active',
  paymentGracePeriodEndsAt: null,
  subscriptionCancelAt: null,
  stripeCustomerId: ids.customer,
  stripeSubscriptionId: ids.subscription,
  ...fields,
});
const event = (intent: EventIntent, subject: Partial<PaymentEvent['subject']> = {}): PaymentEvent => ({
  subject: { userId: null, customerId: ids.customer, subscriptionId: ids.subscription, ...subject },
  intent,
});

describe('readPaymentEvent', () => {
  it('reads whom a checkout concerns from its client reference, customer and subscription', () => {
    expect(readPaymentEvent(asEvent(checkoutCompleted('user-1', ids)))).toEqual({
      subject: { userId: 'user-1', customerId: 'cus_1', subscriptionId: 'sub_1' },
      intent: { kind: 'checkout-completed', paid: true },
    });
    expect(readPaymentEvent(asEvent(checkoutCompleted('user-1', ids, { paymentStatus: 'unpaid' })))?.intent).toEqual({ kind: 'checkout-completed', paid: false });
  });

  it("reads an invoice's subscription and our user id from its parent's subscription details", () => {
    expect(readPaymentEvent(asEvent(invoiceEvent('invoice.paid', ids, { userId: 'user-2' })))).toEqual({
      subject: { userId: 'user-2', customerId: 'cus_1', subscriptionId: 'sub_1' },
      intent: { kind: 'invoice-paid' },
    });
    expect(readPaymentEvent(asEvent(invoiceEvent('invoice.payment_failed', ids)))?.intent).toEqual({ kind: 'payment-failed' });
  });

  it.each([
    { name: 'cancel_at', options: { cancelAt: 1_800_000_000 }, cancelAt: new Date(1_800_000_000_000) },
    { name: 'cancel at the period end', options: { cancelAtPeriodEnd: true, periodEnd: 1_790_000_000 }, cancelAt: new Date(1_790_000_000_000) },
    { name: 'no cancellation', options: {}, cancelAt: null },
  ])('reads a subscription update with $name', ({ options, cancelAt }) => {
    expect(readPaymentEvent(asEvent(subscriptionEvent('customer.subscription.updated', ids, options)))?.intent).toEqual({ kind: 'cancel-changed', cancelAt });
  });

  it('reads a deletion, and ignores every other type', () => {
    expect(readPaymentEvent(asEvent(subscriptionEvent('customer.subscription.deleted', ids)))?.intent).toEqual({ kind: 'subscription-ended' });
    expect(readPaymentEvent(asEvent({ type: 'customer.created', data: { object: {} } }))).toBeNull();
  });
});

describe('subscriptionChange', () => {
  const grace = new Date(now.getTime() + 3 * day);
  const cancelAt = new Date(now.getTime() + 20 * day);

  it.each([
    {
      name: 'a paid checkout makes a trial golfer active and links the customer',
      user: account({ subscriptionStatus: 'trial', stripeCustomerId: null, stripeSubscriptionId: null }),
      event: event({ kind: 'checkout-completed', paid: true }),
      // Only what differs is written: the grace and cancellation were already clear.
      patch: { subscriptionStatus: 'active', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1' },
      notice: 'activated',
    },
    {
      name: 'an unpaid checkout only links',
      user: account({ subscriptionStatus: 'trial', stripeCustomerId: null, stripeSubscriptionId: null }),
      event: event({ kind: 'checkout-completed', paid: false }),
      patch: { stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1' },
      notice: null,
    },
    {
      name: 'a renewal of an active golfer changes nothing they see',
      user: account(),
      event: event({ kind: 'invoice-paid' }),
      patch: {},
      notice: null,
    },
    {
      name: 'a failed renewal starts the 3-day grace period',
      user: account(),
      event: event({ kind: 'payment-failed' }),
      patch: { subscriptionStatus: 'expired', paymentGracePeriodEndsAt: grace },
      notice: 'payment-failed',
    },
    {
      name: 'a second failure inside the grace period does not lengthen it',
      user: account({ subscriptionStatus: 'expired', paymentGracePeriodEndsAt: new Date(now.getTime() + day) }),
      event: event({ kind: 'payment-failed' }),
      patch: {},
      notice: null,
    },
    {
      name: 'a payment inside the grace period recovers the subscription',
      user: account({ subscriptionStatus: 'expired', paymentGracePeriodEndsAt: new Date(now.getTime() + day) }),
      event: event({ kind: 'invoice-paid' }),
      patch: { subscriptionStatus: 'active', paymentGracePeriodEndsAt: null },
      notice: 'recovered',
    },
    {
      name: 'a cancellation sets the end date',
      user: account(),
      event: event({ kind: 'cancel-changed', cancelAt }),
      patch: { subscriptionCancelAt: cancelAt },
      notice: 'cancel-set',
    },
    {
      name: 'undoing the cancellation clears it',
      user: account({ subscriptionCancelAt: cancelAt }),
      event: event({ kind: 'cancel-changed', cancelAt: null }),
      patch: { subscriptionCancelAt: null },
      notice: 'cancel-cleared',
    },
    {
      name: 'an update that keeps the same date changes nothing',
      user: account({ subscriptionCancelAt: cancelAt }),
      event: event({ kind: 'cancel-changed', cancelAt: new Date(cancelAt.getTime()) }),
      patch: {},
      notice: null,
    },
    {
      name: 'the end of the subscription expires the account',
      user: account({ subscriptionCancelAt: cancelAt }),
      event: event({ kind: 'subscription-ended' }),
      patch: { subscriptionStatus: 'expired', subscriptionCancelAt: null, stripeSubscriptionId: null },
      notice: 'ended',
    },
    {
      name: "a replaced subscription's end changes nothing",
      user: account({ stripeSubscriptionId: 'sub_2' }),
      event: event({ kind: 'subscription-ended' }),
      patch: {},
      notice: null,
    },
    {
      name: 'lifetime access is never moved by the provider, only linked',
      user: account({ subscriptionStatus: 'lifetime', stripeCustomerId: null }),
      event: event({ kind: 'subscription-ended' }),
      patch: { stripeCustomerId: 'cus_1' },
      notice: null,
    },
  ])('$name', ({ user, event: paymentEvent, patch, notice }) => {
    const change = subscriptionChange(user, paymentEvent, { now, stale: false });
    expect(change.patch).toEqual(patch);
    expect(change.notice).toBe(notice);
    expect(change.changed).toBe(notice !== null);
  });

  it('a stale event links the customer but leaves the newer state alone, and never brings back an ended subscription', () => {
    const user = account({ subscriptionStatus: 'expired', stripeCustomerId: null, stripeSubscriptionId: null });
    const change = subscriptionChange(user, event({ kind: 'invoice-paid' }), { now, stale: true });
    expect(change).toEqual({ patch: { stripeCustomerId: 'cus_1' }, changed: false, notice: null });
  });

  it('an event that matches the account writes nothing', () => {
    const change = subscriptionChange(account(), event({ kind: 'checkout-completed', paid: true }), { now, stale: false });
    expect(change).toEqual({ patch: {}, changed: false, notice: null });
  });

  it('a new checkout replaces the subscription the account had', () => {
    const user = account({ subscriptionStatus: 'expired', stripeSubscriptionId: null, stripeCustomerId: 'cus_1' });
    const change = subscriptionChange(user, event({ kind: 'checkout-completed', paid: true }, { subscriptionId: 'sub_9' }), { now, stale: false });
    expect(change.patch).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: 'sub_9' });
  });
});
