import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { inPaymentGrace } from '../../contract/access';
import { paymentMessages, PREMIUM_PLAN, type RedirectUrl } from '../../contract/payments';
import type { SubscriptionInfo } from '../../contract/profile';
import type { Transaction } from '../db/transaction';
import { badRequest, conflict, HttpError } from '../http/errors';
import type { NotificationsRepository } from '../notifications/repository';
import { announceSubscription } from '../notifications/service';
import type { BusMessage } from '../realtime/bus';
import type { UserRow, UsersRepository } from '../users/repository';
import { periodEndOf, readPaymentEvent, subscriptionChange, type EventSubject, type PaymentEvent } from './events';
import { paymentNotice } from './notices';
import type { PaymentEventsRepository } from './repository';
import type { StripeSetup } from './stripe-client';

type WebhookRepos = { users: UsersRepository; paymentEvents: PaymentEventsRepository; notifications: Pick<NotificationsRepository, 'insert'> };

export type PaymentsServiceDeps = {
  /** Null when payments are not set up: every call but the subscription info answers 503. */
  setup: StripeSetup | null;
  /** Each event is recorded in the transaction that applies it, with the account's row locked (issue 15). */
  transaction: Transaction<WebhookRepos>;
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
  publicUrl: string;
  /** A Payment Link to send golfers to instead of a Checkout Session (STRIPE_PAYMENT_LINK). */
  paymentLink?: string;
  /** A no-code billing portal link, used when a portal session cannot be made (STRIPE_PORTAL_LINK). */
  portalLink?: string;
  now?: () => Date;
};

export type WebhookOutcome = { received: true; duplicate?: true; ignored?: true };

const notSetUp = () => new HttpError(503, paymentMessages.notSetUp);
const providerFailed = () => new HttpError(502, paymentMessages.providerFailed);
const hasPaidAccess = (user: UserRow) => user.subscriptionStatus === 'active' || user.subscriptionStatus === 'lifetime';

/** A link with the e-mail prefilled and, for checkout, our user id as the client reference (product §A2). */
function linkFor(base: string, params: Record<string, string | null>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

/** Subscription and payments through Stripe's SDK (product §A2, §A4, §A9; product §R10; docs/decisions/017). */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { setup, transaction, log, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  function requireSetup(): StripeSetup {
    if (!setup) throw notSetUp();
    return setup;
  }

  /** Runs an SDK call; a provider failure is logged and answered 502, never shown raw. */
  async function provider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      log.error({ err: error }, `Stripe ${what} failed`);
      throw providerFailed();
    }
  }

  /** The account an event concerns: our id in its metadata first (a checkout's client reference), else its customer. */
  async function lockedAccount(repos: WebhookRepos, subject: EventSubject): Promise<UserRow | null> {
    const byReference = subject.userId ? await repos.users.lockById(subject.userId) : null;
    if (byReference) return byReference;
    const byCustomer = subject.customerId ? await repos.users.byStripeCustomerId(subject.customerId) : null;
    return byCustomer ? repos.users.lockById(byCustomer.id) : null;
  }

  /** Applies one verified event, once: recorded with the change it makes, in one transaction. */
  async function apply(event: Stripe.Event, read: PaymentEvent | null): Promise<{ outcome: WebhookOutcome; announce: UserRow | null }> {
    return transaction(async (repos) => {
      const user = read ? await lockedAccount(repos, read.subject) : null;
      const latest = user ? await repos.paymentEvents.latestFor(user.id) : null;
      const createdAt = new Date(event.created * 1000);
      const fresh = await repos.paymentEvents.record({ id: event.id, type: event.type, userId: user?.id ?? null, eventCreatedAt: createdAt });
      if (!fresh) return { outcome: { received: true, duplicate: true }, announce: null };
      if (!read || !user) return { outcome: { received: true, ignored: true }, announce: null };
      const change = subscriptionChange(user, read, { now: now(), stale: latest !== null && createdAt < latest });
      const patch = { ...change.patch };
      if (patch.stripeCustomerId) {
        // One account per customer (a unique index): a customer already linked elsewhere is logged, not moved.
        const owner = await repos.users.byStripeCustomerId(patch.stripeCustomerId);
        if (owner && owner.id !== user.id) {
          log.warn({ eventId: event.id, userId: user.id }, 'Stripe customer already belongs to another account');
          delete patch.stripeCustomerId;
        }
      }
      if (Object.keys(patch).length === 0) return { outcome: { received: true }, announce: null };
      const updated = (await repos.users.update(user.id, patch)) ?? user;
      if (change.notice) await repos.notifications.insert([paymentNotice(change.notice, updated)]);
      return { outcome: { received: true }, announce: change.changed ? updated : null };
    });
  }

  return {
    enabled: setup !== null,

    /**
     * POST /api/stripe/create-checkout-session: the hosted checkout for $9.99 a month, with the e-mail prefilled and
     * the user's id as the client reference; a Payment Link when one is configured.
     */
    async checkout(user: UserRow): Promise<RedirectUrl> {
      const { stripe } = requireSetup();
      if (hasPaidAccess(user)) throw conflict(paymentMessages.alreadySubscribed);
      // Stripe is still retrying the subscription: a second checkout would bill the golfer twice.
      if (user.stripeSubscriptionId && inPaymentGrace(user, now())) throw conflict(paymentMessages.updateCard);
      if (deps.paymentLink) return { url: linkFor(deps.paymentLink, { prefilled_email: user.email, client_reference_id: user.id }) };
      const session = await provider('checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PREMIUM_PLAN.currency,
                unit_amount: PREMIUM_PLAN.priceCents,
                recurring: { interval: PREMIUM_PLAN.interval },
                product_data: { name: PREMIUM_PLAN.name },
              },
            },
          ],
          client_reference_id: user.id,
          // A returning subscriber pays as the customer they were; a new one has the e-mail prefilled.
          ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : user.email ? { customer_email: user.email } : {}),
          metadata: { userId: user.id },
          subscription_data: { metadata: { userId: user.id } },
          success_url: `${publicUrl}/subscribe?checkout=complete`,
          cancel_url: `${publicUrl}/subscribe`,
        }),
      );
      if (!session.url) throw providerFailed();
      return { url: session.url };
    },

    /** POST /api/stripe/create-portal-session: the billing portal for a golfer who has paid before. */
    async portal(user: UserRow): Promise<RedirectUrl> {
      const { stripe } = requireSetup();
      const customer = user.stripeCustomerId;
      if (!customer) throw conflict(paymentMessages.noCustomer);
      try {
        const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/app/profile/${user.id}?tab=settings` });
        return { url: session.url };
      } catch (error) {
        log.error({ err: error }, 'Stripe billing portal session failed');
        if (deps.portalLink) return { url: linkFor(deps.portalLink, { prefilled_email: user.email }) };
        throw providerFailed();
      }
    },

    /** GET /api/user/subscription: the status, and the next billing date of a renewing subscription (else null). */
    async subscriptionOf(user: UserRow): Promise<SubscriptionInfo> {
      const info = { subscriptionStatus: user.subscriptionStatus, nextBillingDate: null };
      if (!setup || !user.stripeSubscriptionId || user.subscriptionStatus !== 'active' || user.subscriptionCancelAt) return info;
      try {
        const subscription = await setup.stripe.subscriptions.retrieve(user.stripeSubscriptionId);
        const end = subscription.cancel_at_period_end ? null : periodEndOf(subscription);
        return { ...info, nextBillingDate: end ? new Date(end * 1000).toISOString() : null };
      } catch (error) {
        // The card shows no date rather than an error (product §G7).
        log.warn({ err: error }, 'Stripe subscription read failed');
        return info;
      }
    },

    /**
     * POST /api/stripe/webhook: verifies the raw body against the signing secret (400 otherwise, nothing changed),
     * then applies the event once; the user hears about a change after it committed.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const { stripe, webhookSecret } = requireSetup();
      if (!signature) throw badRequest(paymentMessages.badSignature);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw badRequest(paymentMessages.badSignature);
      }
      const { outcome, announce } = await apply(event, readPaymentEvent(event));
      if (announce) announceSubscription(deps, announce);
      return outcome;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
