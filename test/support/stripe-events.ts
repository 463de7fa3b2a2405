import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { subscriptionObject } from './stripe-stand-in';

/** The signing secret and key the payment tests configure (test values: Stripe's own prefixes, nothing real). */
export const stripeTestKeys = { secretKey: 'sk_test_dormie_stand_in', webhookSecret: 'whsec_dormie_test_secret' } as const;

// Only its webhook helpers are used: they sign and check offline.
const signer = new Stripe(stripeTestKeys.secretKey);
const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type EventOptions = { id?: string; created?: number };

/** An event as Stripe delivers it: the envelope around one object. */
export function stripeEvent(type: string, object: object, options: EventOptions = {}) {
  return {
    id: options.id ?? randomId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a webhook delivery, signed with the SDK's own test helper as Stripe signs it. */
export function signedDelivery(event: object, secret: string = stripeTestKeys.webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

type Ids = { customer: string; subscription: string };

export const newStripeIds = (): Ids => ({ customer: randomId('cus'), subscription: randomId('sub') });

export function checkoutCompleted(userId: string | null, ids: Ids, options: EventOptions & { paymentStatus?: 'paid' | 'unpaid' } = {}) {
  const session = {
    id: randomId('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer: ids.customer,
    subscription: ids.subscription,
    payment_status: options.paymentStatus ?? 'paid',
    status: 'complete',
    metadata: userId ? { userId } : {},
  };
  return stripeEvent('checkout.session.completed', session, options);
}

export function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', ids: Ids, options: EventOptions & { userId?: string } = {}) {
  const invoice = {
    id: randomId('in'),
    object: 'invoice',
    customer: ids.customer,
    status: type === 'invoice.paid' ? 'paid' : 'open',
    parent: { type: 'subscription_details', subscription_details: { subscription: ids.subscription, metadata: options.userId ? { userId: options.userId } : {} } },
  };
  return stripeEvent(type, invoice, options);
}

export function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  ids: Ids,
  options: EventOptions & { cancelAt?: number | null; cancelAtPeriodEnd?: boolean; periodEnd?: number; userId?: string } = {},
) {
  const subscription = subscriptionObject(
    ids.subscription,
    {
      status: type === 'customer.subscription.deleted' ? 'canceled' : 'active',
      currentPeriodEnd: options.periodEnd ?? nowSeconds() + 30 * 24 * 3600,
      cancelAt: options.cancelAt ?? null,
      cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
    },
    { customer: ids.customer, metadata: options.userId ? { userId: options.userId } : {} },
  );
  return stripeEvent(type, subscription, options);
}
