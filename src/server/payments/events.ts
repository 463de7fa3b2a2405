import type Stripe from 'stripe';
import { dayMs, inPaymentGrace } from '../../contract/access';
import { PAYMENT_GRACE_DAYS } from '../../contract/payments';
import type { NewUser, UserRow } from '../users/repository';

/** Whom an event concerns, as its payload names them: our user id (metadata), the customer, the subscription. */
export type EventSubject = { userId: string | null; customerId: string | null; subscriptionId: string | null };

/** What an event asks of a golfer's subscription (product §R10; issue 15). */
export type EventIntent =
  | { kind: 'checkout-completed'; paid: boolean }
  | { kind: 'invoice-paid' }
  | { kind: 'payment-failed' }
  | { kind: 'cancel-changed'; cancelAt: Date | null }
  | { kind: 'subscription-ended' };

export type PaymentEvent = { subject: EventSubject; intent: EventIntent };

/** What a change tells the golfer in their notifications. */
export type PaymentNoticeKind = 'activated' | 'recovered' | 'payment-failed' | 'cancel-set' | 'cancel-cleared' | 'ended';

export type SubscriptionFields = Pick<
  UserRow,
  'subscriptionStatus' | 'paymentGracePeriodEndsAt' | 'subscriptionCancelAt' | 'stripeCustomerId' | 'stripeSubscriptionId'
>;

export type SubscriptionChange = {
  /** The columns to write; empty when the event changes nothing. */
  patch: Partial<NewUser>;
  /** True when what the golfer sees (status, grace, cancellation) changed, so they are told. */
  changed: boolean;
  notice: PaymentNoticeKind | null;
};

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
const userIdIn = (metadata: Stripe.Metadata | null | undefined): string | null => metadata?.userId ?? null;
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** When a subscription is set to end: its cancel_at, or the period's end when it cancels at the period's end. */
function cancelDateOf(subscription: Stripe.Subscription): Date | null {
  if (subscription.cancel_at) return fromUnix(subscription.cancel_at);
  if (!subscription.cancel_at_period_end) return null;
  const end = periodEndOf(subscription);
  return end ? fromUnix(end) : null;
}

/** The end of the subscription's current period (the next billing date), in Unix seconds; items carry it. */
export function periodEndOf(subscription: Stripe.Subscription): number | null {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length === 0 ? null : Math.max(...ends);
}

function subscriptionSubject(subscription: Stripe.Subscription): EventSubject {
  return { userId: userIdIn(subscription.metadata), customerId: idOf(subscription.customer), subscriptionId: subscription.id };
}

function invoiceSubject(invoice: Stripe.Invoice): EventSubject {
  const details = invoice.parent?.subscription_details ?? null;
  return { userId: userIdIn(details?.metadata), customerId: idOf(invoice.customer), subscriptionId: idOf(details?.subscription) };
}

/** Reads the five event types Dormie acts on; every other type is null (answered 200 and ignored). */
export function readPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        subject: {
          userId: session.client_reference_id ?? userIdIn(session.metadata),
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        },
        // A delayed payment method completes checkout unpaid; its invoice.paid activates the account later.
        intent: { kind: 'checkout-completed', paid: session.payment_status !== 'unpaid' },
      };
    }
    case 'invoice.paid':
      return { subject: invoiceSubject(event.data.object), intent: { kind: 'invoice-paid' } };
    case 'invoice.payment_failed':
      return { subject: invoiceSubject(event.data.object), intent: { kind: 'payment-failed' } };
    case 'customer.subscription.updated':
      return { subject: subscriptionSubject(event.data.object), intent: { kind: 'cancel-changed', cancelAt: cancelDateOf(event.data.object) } };
    case 'customer.subscription.deleted':
      return { subject: subscriptionSubject(event.data.object), intent: { kind: 'subscription-ended' } };
    default:
      return null;
  }
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The provider ids an event links to the account: the customer when it has none, the subscription a checkout made
 * (or any live one when the account has none). A stale event or an ended subscription never links a subscription:
 * a late event must not bring back one that has since ended.
 */
function linkFor(user: SubscriptionFields, { subject, intent }: PaymentEvent, stale: boolean): Partial<NewUser> {
  const link: Partial<NewUser> = {};
  const checkout = intent.kind === 'checkout-completed';
  if (subject.customerId && (user.stripeCustomerId === null || checkout)) link.stripeCustomerId = subject.customerId;
  const live = !stale && intent.kind !== 'subscription-ended';
  if (subject.subscriptionId && live && (user.stripeSubscriptionId === null || checkout)) link.stripeSubscriptionId = subject.subscriptionId;
  return link;
}

const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

/** The patch without the columns it would set to what they already hold, so an event that changes nothing writes nothing. */
function withoutUnchanged(user: SubscriptionFields, patch: Partial<NewUser>): Partial<NewUser> {
  const current: Partial<NewUser> = user;
  return Object.fromEntries(Object.entries(patch).filter(([key, value]) => !sameValue(current[key as keyof NewUser], value)));
}

/** The subscription columns an intent sets, given the account as it is, with the notice it earns. */
function stateFor(user: SubscriptionFields, intent: EventIntent, now: Date): { state: Partial<NewUser>; notice: PaymentNoticeKind | null } {
  const paid = user.subscriptionStatus === 'active';
  switch (intent.kind) {
    case 'checkout-completed':
      if (!intent.paid) return { state: {}, notice: null };
      return { state: { subscriptionStatus: 'active', paymentGracePeriodEndsAt: null, subscriptionCancelAt: null }, notice: paid ? null : 'activated' };
    case 'invoice-paid': {
      const notice = paid ? null : inPaymentGrace(user, now) ? 'recovered' : 'activated';
      return { state: { subscriptionStatus: 'active', paymentGracePeriodEndsAt: null }, notice };
    }
    case 'payment-failed':
      // Only a paying account falls into the grace period; Stripe's retries failing again do not lengthen it.
      if (!paid) return { state: {}, notice: null };
      return { state: { subscriptionStatus: 'expired', paymentGracePeriodEndsAt: new Date(now.getTime() + PAYMENT_GRACE_DAYS * dayMs) }, notice: 'payment-failed' };
    case 'cancel-changed':
      if (sameTime(user.subscriptionCancelAt, intent.cancelAt)) return { state: {}, notice: null };
      return { state: { subscriptionCancelAt: intent.cancelAt }, notice: intent.cancelAt ? 'cancel-set' : 'cancel-cleared' };
    case 'subscription-ended': {
      const hadAccess = paid || inPaymentGrace(user, now);
      return {
        state: { subscriptionStatus: 'expired', paymentGracePeriodEndsAt: null, subscriptionCancelAt: null, stripeSubscriptionId: null },
        notice: hadAccess ? 'ended' : null,
      };
    }
  }
}

/**
 * What one payment event does to an account (product §R10): it links the provider's ids, and, unless it is older
 * than the newest event already applied (`stale`), about a subscription the account has since replaced, or the
 * account holds lifetime access, it moves the subscription state. Pure, so every case is a table row in its tests.
 */
export function subscriptionChange(user: SubscriptionFields, event: PaymentEvent, { now, stale }: { now: Date; stale: boolean }): SubscriptionChange {
  const link = withoutUnchanged(user, linkFor(user, event, stale));
  const { subject, intent } = event;
  const replaced =
    intent.kind !== 'checkout-completed' && user.stripeSubscriptionId !== null && subject.subscriptionId !== null && subject.subscriptionId !== user.stripeSubscriptionId;
  if (stale || replaced || user.subscriptionStatus === 'lifetime') return { patch: link, changed: false, notice: null };
  const { state, notice } = stateFor(user, intent, now);
  const patch = withoutUnchanged(user, { ...link, ...state });
  // What the golfer sees: the status, the grace period, the cancellation (the provider ids are bookkeeping).
  const changed = ['subscriptionStatus', 'paymentGracePeriodEndsAt', 'subscriptionCancelAt'].some((key) => key in patch);
  return { patch, changed, notice: changed ? notice : null };
}
