import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../src/contract/access';
import { dayMs, TRIAL_MAX_PLAYERS, trialPlayerLimitMessage } from '../src/contract/access';
import { PAYMENT_GRACE_DAYS, paymentMessages } from '../src/contract/payments';
import { SubscriptionInfoSchema } from '../src/contract/profile';
import { notifications, stripeEvents } from '../src/server/db/schema';
import type { BusMessage } from '../src/server/realtime/bus';
import { usersRepository, type NewUser, type UserRow } from '../src/server/users/repository';
import { describeEachDatabase, type TestContext } from './support/app';
import { addById, addManual, call, createGame, expectRefusal, expectStatus, golfer, joinGame, playersOf, registered, seedCourse, type Golfer } from './support/games';
import { busInbox, type Inbox } from './support/realtime';
import { checkoutCompleted, invoiceEvent, newStripeIds, signedDelivery, stripeEvent, stripeTestKeys, subscriptionEvent } from './support/stripe-events';
import { StripeStandIn } from './support/stripe-stand-in';

// Issue 15 (product §R10; product §A1, §A2, §A4, §A9): checkout and the billing portal through the real Stripe SDK, whose
// calls go to a local stand-in; webhooks signed with the SDK's own test helper, applied once each, in any order;
// the subscription's next billing date; payments switched off without keys; and the trial's 4 players per game.

const standIn = new StripeStandIn(stripeTestKeys.secretKey);
beforeAll(async () => {
  await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
});
beforeEach(() => {
  standIn.calls.splice(0);
  standIn.failing.clear();
  standIn.subscriptions.clear();
});

/** The environment of a server with payments set up against the stand-in (read when the suite starts). */
const stripeEnv =
  (extra: NodeJS.ProcessEnv = {}) =>
  (): NodeJS.ProcessEnv => ({
    STRIPE_SECRET_KEY: stripeTestKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeTestKeys.webhookSecret,
    STRIPE_API_URL: standIn.url,
    ...extra,
  });

const PAYMENT_LINK = 'https://buy.stripe.com/test_abc';
const PORTAL_LINK = 'https://billing.stripe.com/p/login/test_xyz';
const CHECKOUT = '/v1/checkout/sessions';
const PORTAL = '/v1/billing_portal/sessions';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const yesterday = () => new Date(Date.now() - dayMs);

type Ids = ReturnType<typeof newStripeIds>;
type Subscriber = Golfer & { ids: Ids };

// --- accounts -----------------------------------------------------------------------------------------------------

const userRow = async (ctx: TestContext, id: string): Promise<UserRow> => {
  const row = await usersRepository(ctx.database.db).byId(id);
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

/** The columns a payment event may change (what 'changed nothing' compares; a rewrite of the same ids may touch updatedAt). */
async function accountOf(ctx: TestContext, id: string) {
  const { subscriptionStatus, trialEndsAt, paymentGracePeriodEndsAt, subscriptionCancelAt, stripeCustomerId, stripeSubscriptionId } = await userRow(ctx, id);
  return { subscriptionStatus, trialEndsAt, paymentGracePeriodEndsAt, subscriptionCancelAt, stripeCustomerId, stripeSubscriptionId };
}

const setUser = (ctx: TestContext, id: string, fields: Partial<NewUser>) => usersRepository(ctx.database.db).update(id, fields);

/** A signed-in golfer past their trial, on a paid plan (or lifetime), linked to a Stripe customer and subscription. */
async function subscriber(ctx: TestContext, fields: Partial<NewUser> = {}): Promise<Subscriber> {
  const ids = newStripeIds();
  const paying = { subscriptionStatus: 'active', trialEndsAt: yesterday(), stripeCustomerId: ids.customer, stripeSubscriptionId: ids.subscription } as const;
  const who = await golfer(ctx, 'Payer', { ...paying, ...fields });
  return { ...who, ids };
}

const noticeTitles = async (ctx: TestContext, userId: string): Promise<string[]> =>
  (await ctx.database.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id))).map(
    (row) => row.title,
  );

const recordedEvents = (ctx: TestContext) => ctx.database.db.select().from(stripeEvents);

/** Access to a guarded call: GET /api/games answers 200 with access, 402 without. */
const guardedStatus = async (ctx: TestContext, cookie: string) => (await call(ctx, cookie, 'GET', '/api/games')).statusCode;

// --- webhooks -----------------------------------------------------------------------------------------------------

type Delivery = { payload: string; headers: Record<string, string> };

const postWebhook = (ctx: TestContext, { payload, headers }: Delivery) => ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });

/** Posts a webhook delivery of `event`, signed as Stripe signs it. */
const deliver = (ctx: TestContext, event: object) => postWebhook(ctx, signedDelivery(event));

function expectAnswer(response: LightMyRequestResponse, body: object): void {
  expectStatus(response, 200);
  expect(response.json()).toEqual(body);
}

/** Delivers an event and expects it taken (applied, or read and found to change nothing). */
async function applied(ctx: TestContext, event: object): Promise<void> {
  expectAnswer(await deliver(ctx, event), { received: true });
}

const toUser = (userId: string, type?: string) => (m: BusMessage) => m.kind === 'user' && m.userId === userId && (type === undefined || m.event.type === type);

/**
 * The user messages the bus carried for anyone but a marker golfer, once a marker checkout's notice has arrived: the
 * bus keeps order, so anything published before the marker is in by then. Adds the marker's notice and event row.
 */
async function publishedBeforeMarker(ctx: TestContext, bus: Inbox<BusMessage>): Promise<BusMessage[]> {
  const marker = await registered(ctx, 'Marker');
  await applied(ctx, checkoutCompleted(marker.id, newStripeIds()));
  await bus.next(toUser(marker.id, 'NOTIFICATION_CREATED'));
  return bus.received.filter((m) => m.kind === 'user' && m.userId !== marker.id);
}

const subscriptionUpdated = (userId: string, subscriptionStatus: SubscriptionStatus): BusMessage => ({
  kind: 'user',
  userId,
  event: { type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus },
});
const notificationCreated = (userId: string): BusMessage => ({ kind: 'user', userId, event: { type: 'NOTIFICATION_CREATED' } });

/** A grace period that started between `before` and `after` (epoch ms) and lasts PAYMENT_GRACE_DAYS. */
function expectGraceStartedBetween(grace: Date | null, before: number, after: number): void {
  const graceMs = PAYMENT_GRACE_DAYS * dayMs;
  expect(grace?.getTime()).toBeGreaterThanOrEqual(before + graceMs);
  expect(grace?.getTime()).toBeLessThanOrEqual(after + graceMs);
}

// --- the calls ----------------------------------------------------------------------------------------------------

const checkout = (ctx: TestContext, cookie?: string) => call(ctx, cookie, 'POST', '/api/stripe/create-checkout-session');
const portal = (ctx: TestContext, cookie?: string) => call(ctx, cookie, 'POST', '/api/stripe/create-portal-session');

/** A refusal as status and message, so several can be compared at once. */
const refusalOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, message: response.json<{ message?: string }>().message });

function redirectUrl(response: LightMyRequestResponse): URL {
  expectStatus(response, 200);
  return new URL(response.json<{ url: string }>().url);
}

async function subscriptionInfo(ctx: TestContext, cookie: string) {
  const response = await call(ctx, cookie, 'GET', '/api/user/subscription');
  expectStatus(response, 200);
  return SubscriptionInfoSchema.parse(response.json());
}

describeEachDatabase(
  'payments with Stripe',
  (ctx) => {
    describe('checkout', () => {
      it('opens a $9.99 monthly subscription checkout for a trial golfer, e-mail prefilled and referenced by user id', async () => {
        const pat = await golfer(ctx, 'Pat');
        const url = redirectUrl(await checkout(ctx, pat.cookie));
        expect(url.origin).toBe(standIn.url);

        const [sent, ...more] = standIn.callsTo(CHECKOUT);
        expect(more).toEqual([]);
        expect(sent?.method).toBe('POST');
        expect(sent?.authorization).toBe(`Bearer ${stripeTestKeys.secretKey}`);
        expect(sent?.params).toMatchObject({
          mode: 'subscription',
          client_reference_id: pat.user.id,
          customer_email: pat.user.email,
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][unit_amount]': '999',
          'line_items[0][price_data][currency]': 'usd',
          'line_items[0][price_data][recurring][interval]': 'month',
          'metadata[userId]': pat.user.id,
          'subscription_data[metadata][userId]': pat.user.id,
        });
        expect(sent?.params.customer).toBeUndefined();
        expect(sent?.params.success_url).toBe(`${ctx.config.publicUrl}/subscribe?checkout=complete`);
      });

      it('sends a returning customer as that customer instead of the e-mail', async () => {
        const back = await golfer(ctx, 'Back', { subscriptionStatus: 'expired', trialEndsAt: yesterday(), stripeCustomerId: 'cus_returning' });
        redirectUrl(await checkout(ctx, back.cookie));
        const params = standIn.callsTo(CHECKOUT)[0]?.params;
        expect(params?.customer).toBe('cus_returning');
        expect(params?.customer_email).toBeUndefined();
      });

      it('lets a golfer whose trial ended check out (no 402): expired, or still on trial past its end', async () => {
        for (const subscriptionStatus of ['expired', 'trial'] as const) {
          const lapsed = await golfer(ctx, 'Lapsed', { subscriptionStatus, trialEndsAt: yesterday() });
          expect(await guardedStatus(ctx, lapsed.cookie)).toBe(402);
          expect(redirectUrl(await checkout(ctx, lapsed.cookie)).origin).toBe(standIn.url);
        }
        expect(standIn.callsTo(CHECKOUT)).toHaveLength(2);
      });

      it('refuses the signed out (401) and those who already pay or hold lifetime access (409), calling no provider', async () => {
        expectStatus(await checkout(ctx), 401);
        for (const subscriptionStatus of ['active', 'lifetime'] as const) {
          const paid = await golfer(ctx, 'Paid', { subscriptionStatus });
          expectRefusal(await checkout(ctx, paid.cookie), 409, paymentMessages.alreadySubscribed);
        }
        expect(standIn.calls).toEqual([]);
      });

      it('sends a golfer in the grace period of a failed renewal to update their card, not to a second subscription (409)', async () => {
        const failed = await subscriber(ctx, { subscriptionStatus: 'expired', paymentGracePeriodEndsAt: new Date(Date.now() + dayMs) });
        expectRefusal(await checkout(ctx, failed.cookie), 409, paymentMessages.updateCard);
        // Once the subscription has ended (Stripe gave up), a new checkout is the way back.
        await setUser(ctx, failed.user.id, { stripeSubscriptionId: null, paymentGracePeriodEndsAt: null });
        expect(redirectUrl(await checkout(ctx, failed.cookie)).origin).toBe(standIn.url);
        expect(standIn.callsTo(CHECKOUT)).toHaveLength(1);
      });

      it('answers 502 with a plain message when Stripe fails', async () => {
        standIn.failing.add(CHECKOUT);
        const pat = await golfer(ctx, 'Pat');
        expectRefusal(await checkout(ctx, pat.cookie), 502, paymentMessages.providerFailed);
        expect(standIn.callsTo(CHECKOUT).length).toBeGreaterThan(0);
      });
    });

    describe('webhook signature', () => {
      it('refuses a missing signature, another secret, a tampered body and an old signature (400), changing nothing', async () => {
        const pat = await golfer(ctx, 'Pat');
        const before = await userRow(ctx, pat.user.id);
        const bus = busInbox(ctx.bus);
        // Unpaid, so a body tampered to 'paid' would activate the account if it were believed.
        const event = checkoutCompleted(pat.user.id, newStripeIds(), { paymentStatus: 'unpaid' });
        const genuine = signedDelivery(event);
        const signer = new Stripe(stripeTestKeys.secretKey);
        const tenMinutesAgo = nowSeconds() - 600;
        const deliveries = {
          'no signature': { payload: genuine.payload, headers: { 'content-type': 'application/json' } },
          'another secret': signedDelivery(event, 'whsec_someone_else'),
          'a tampered body': { payload: genuine.payload.replace('"unpaid"', '"paid"'), headers: genuine.headers },
          'a signature ten minutes old': {
            payload: genuine.payload,
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: genuine.payload, secret: stripeTestKeys.webhookSecret, timestamp: tenMinutesAgo }),
            },
          },
        };
        for (const [name, delivery] of Object.entries(deliveries)) {
          const response = await postWebhook(ctx, delivery);
          expect(response.statusCode, name).toBe(400);
          expect(response.json(), name).toMatchObject({ message: paymentMessages.badSignature });
        }
        expect(await userRow(ctx, pat.user.id)).toEqual(before);
        expect(await noticeTitles(ctx, pat.user.id)).toEqual([]);
        expect(await recordedEvents(ctx)).toEqual([]);
        expect(await publishedBeforeMarker(ctx, bus)).toEqual([]);
      });

      it("verifies a delivery sent with Stripe's own content type (application/json; charset=utf-8)", async () => {
        const pat = await golfer(ctx, 'Pat');
        const { payload, headers } = signedDelivery(checkoutCompleted(pat.user.id, newStripeIds()));
        expectAnswer(await postWebhook(ctx, { payload, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } }), { received: true });
        expect((await userRow(ctx, pat.user.id)).subscriptionStatus).toBe('active');
      });
    });

    describe('checkout.session.completed', () => {
      it('activates the account, links the customer and subscription, clears the grace, and tells the golfer', async () => {
        const pat = await golfer(ctx, 'Pat', { subscriptionStatus: 'expired', trialEndsAt: yesterday(), paymentGracePeriodEndsAt: new Date(Date.now() + dayMs) });
        const bus = busInbox(ctx.bus);
        const ids = newStripeIds();
        const event = checkoutCompleted(pat.user.id, ids);
        await applied(ctx, event);

        expect(await userRow(ctx, pat.user.id)).toMatchObject({
          subscriptionStatus: 'active',
          stripeCustomerId: ids.customer,
          stripeSubscriptionId: ids.subscription,
          paymentGracePeriodEndsAt: null,
          subscriptionCancelAt: null,
        });
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Welcome to Premium']);
        expect(await recordedEvents(ctx)).toMatchObject([{ id: event.id, type: 'checkout.session.completed', userId: pat.user.id }]);
        await bus.next(toUser(pat.user.id, 'NOTIFICATION_CREATED'));
        expect(bus.received.filter(toUser(pat.user.id))).toEqual([subscriptionUpdated(pat.user.id, 'active'), notificationCreated(pat.user.id)]);
        expect(await guardedStatus(ctx, pat.cookie)).toBe(200);
      });

      it('an unpaid checkout (a delayed payment method) only links the account; its invoice.paid activates it', async () => {
        const pat = await golfer(ctx, 'Pat');
        const bus = busInbox(ctx.bus);
        const ids = newStripeIds();
        await applied(ctx, checkoutCompleted(pat.user.id, ids, { paymentStatus: 'unpaid' }));
        expect(await userRow(ctx, pat.user.id)).toMatchObject({ subscriptionStatus: 'trial', stripeCustomerId: ids.customer, stripeSubscriptionId: ids.subscription });
        expect(await noticeTitles(ctx, pat.user.id)).toEqual([]);
        expect(await publishedBeforeMarker(ctx, bus)).toEqual([]);

        await applied(ctx, invoiceEvent('invoice.paid', ids));
        expect((await userRow(ctx, pat.user.id)).subscriptionStatus).toBe('active');
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Welcome to Premium']);
      });

      it('leaves a customer already linked to another account with it, still activating the paying golfer', async () => {
        const owner = await subscriber(ctx);
        const pat = await golfer(ctx, 'Pat');
        await applied(ctx, checkoutCompleted(pat.user.id, { customer: owner.ids.customer, subscription: 'sub_for_pat' }));
        expect(await accountOf(ctx, pat.user.id)).toMatchObject({ subscriptionStatus: 'active', stripeCustomerId: null, stripeSubscriptionId: 'sub_for_pat' });
        expect(await accountOf(ctx, owner.user.id)).toMatchObject({ subscriptionStatus: 'active', stripeCustomerId: owner.ids.customer, stripeSubscriptionId: owner.ids.subscription });
      });
    });

    describe('replays and races', () => {
      it('applies an event delivered twice once: the replay answers duplicate, with no second notice or message', async () => {
        const pat = await golfer(ctx, 'Pat');
        const bus = busInbox(ctx.bus);
        const event = checkoutCompleted(pat.user.id, newStripeIds());
        await applied(ctx, event);
        const afterFirst = await userRow(ctx, pat.user.id);
        expectAnswer(await deliver(ctx, event), { received: true, duplicate: true });

        expect(await userRow(ctx, pat.user.id)).toEqual(afterFirst);
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Welcome to Premium']);
        expect(await publishedBeforeMarker(ctx, bus)).toEqual([subscriptionUpdated(pat.user.id, 'active'), notificationCreated(pat.user.id)]);
      });

      it('applies one of two racing deliveries of the same event', async () => {
        const pat = await golfer(ctx, 'Pat');
        const event = checkoutCompleted(pat.user.id, newStripeIds());
        const responses = await Promise.all([deliver(ctx, event), deliver(ctx, event)]);
        for (const response of responses) expectStatus(response, 200);
        const bodies = responses.map((response) => response.json<object>());
        expect(bodies).toContainEqual({ received: true });
        expect(bodies).toContainEqual({ received: true, duplicate: true });
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Welcome to Premium']);
        expect(await recordedEvents(ctx)).toHaveLength(1);
      });

      it('two different events racing for one account are applied one after the other: one welcome', async () => {
        const pat = await golfer(ctx, 'Pat');
        const ids = newStripeIds();
        await Promise.all([applied(ctx, checkoutCompleted(pat.user.id, ids)), applied(ctx, invoiceEvent('invoice.paid', ids, { userId: pat.user.id }))]);
        expect(await userRow(ctx, pat.user.id)).toMatchObject({ subscriptionStatus: 'active', stripeCustomerId: ids.customer, stripeSubscriptionId: ids.subscription });
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Welcome to Premium']);
      });
    });

    describe('renewals', () => {
      it('a failed payment starts a 3-day grace that keeps access and is not extended by a retry; invoice.paid ends it', async () => {
        const pat = await subscriber(ctx);
        const bus = busInbox(ctx.bus);
        const before = Date.now();
        await applied(ctx, invoiceEvent('invoice.payment_failed', pat.ids));
        const after = Date.now();
        const failed = await userRow(ctx, pat.user.id);
        expect(failed.subscriptionStatus).toBe('expired');
        expectGraceStartedBetween(failed.paymentGracePeriodEndsAt, before, after);
        expect(await guardedStatus(ctx, pat.cookie)).toBe(200);
        await bus.next(toUser(pat.user.id, 'USER_SUBSCRIPTION_UPDATED'));
        expect(bus.received.find(toUser(pat.user.id, 'USER_SUBSCRIPTION_UPDATED'))).toEqual(subscriptionUpdated(pat.user.id, 'expired'));

        await applied(ctx, invoiceEvent('invoice.payment_failed', pat.ids));
        expect(await userRow(ctx, pat.user.id)).toEqual(failed);
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Payment failed']);

        await applied(ctx, invoiceEvent('invoice.paid', pat.ids));
        expect(await userRow(ctx, pat.user.id)).toMatchObject({ subscriptionStatus: 'active', paymentGracePeriodEndsAt: null });
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Payment failed', 'Payment received']);
      });
    });

    describe('cancellation (customer.subscription.updated)', () => {
      it('sets the cancel date from cancel_at, clears it when undone, and uses the period end for cancel_at_period_end', async () => {
        const pat = await subscriber(ctx);
        const cancelAt = nowSeconds() + 20 * 24 * 3600;
        const periodEnd = nowSeconds() + 25 * 24 * 3600;
        const steps = [
          { options: { cancelAt }, expected: new Date(cancelAt * 1000), notice: 'Subscription cancelled' },
          { options: { cancelAt: null, cancelAtPeriodEnd: false }, expected: null, notice: 'Subscription resumed' },
          { options: { cancelAtPeriodEnd: true, periodEnd }, expected: new Date(periodEnd * 1000), notice: 'Subscription cancelled' },
        ];
        for (const [i, { options, expected, notice }] of steps.entries()) {
          await applied(ctx, subscriptionEvent('customer.subscription.updated', pat.ids, options));
          expect(await userRow(ctx, pat.user.id)).toMatchObject({ subscriptionStatus: 'active', subscriptionCancelAt: expected });
          expect((await noticeTitles(ctx, pat.user.id))[i]).toBe(notice);
        }
        expect(await noticeTitles(ctx, pat.user.id)).toHaveLength(steps.length);
      });
    });

    describe('subscription ended (customer.subscription.deleted)', () => {
      it('expires the account with no grace; guarded calls then answer 402', async () => {
        const pat = await subscriber(ctx, { subscriptionCancelAt: new Date(Date.now() + dayMs) });
        await applied(ctx, subscriptionEvent('customer.subscription.deleted', pat.ids));
        expect(await userRow(ctx, pat.user.id)).toMatchObject({
          subscriptionStatus: 'expired',
          paymentGracePeriodEndsAt: null,
          subscriptionCancelAt: null,
          stripeCustomerId: pat.ids.customer,
          stripeSubscriptionId: null,
        });
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Subscription ended']);
        expect(await guardedStatus(ctx, pat.cookie)).toBe(402);
      });

      it('the deletion of an old subscription the account has replaced changes nothing', async () => {
        const pat = await subscriber(ctx);
        const before = await accountOf(ctx, pat.user.id);
        await applied(ctx, subscriptionEvent('customer.subscription.deleted', { customer: pat.ids.customer, subscription: 'sub_replaced_long_ago' }));
        expect(await accountOf(ctx, pat.user.id)).toEqual(before);
        expect(await noticeTitles(ctx, pat.user.id)).toEqual([]);
      });
    });

    describe('out of order', () => {
      it('a late invoice.paid older than the deletion already applied leaves the account expired', async () => {
        const pat = await subscriber(ctx);
        const paidAt = nowSeconds();
        await applied(ctx, subscriptionEvent('customer.subscription.deleted', pat.ids, { created: paidAt + 100 }));
        await applied(ctx, invoiceEvent('invoice.paid', pat.ids, { created: paidAt }));
        expect(await userRow(ctx, pat.user.id)).toMatchObject({ subscriptionStatus: 'expired', paymentGracePeriodEndsAt: null });
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Subscription ended']);
        expect(await guardedStatus(ctx, pat.cookie)).toBe(402);
      });

      it('an invoice.paid naming the user before its checkout.session.completed activates and links; the checkout adds nothing', async () => {
        const pat = await golfer(ctx, 'Pat');
        const ids = newStripeIds();
        const created = nowSeconds();
        await applied(ctx, invoiceEvent('invoice.paid', ids, { userId: pat.user.id, created }));
        const active = await accountOf(ctx, pat.user.id);
        expect(active).toMatchObject({ subscriptionStatus: 'active', stripeCustomerId: ids.customer, stripeSubscriptionId: ids.subscription });

        await applied(ctx, checkoutCompleted(pat.user.id, ids, { created: created - 1 }));
        expect(await accountOf(ctx, pat.user.id)).toEqual(active);
        expect(await noticeTitles(ctx, pat.user.id)).toEqual(['Welcome to Premium']);
      });
    });

    describe('events that change nothing', () => {
      it('answers an unknown type 200 ignored', async () => {
        expectAnswer(await deliver(ctx, stripeEvent('customer.created', { id: 'cus_new', object: 'customer' })), { received: true, ignored: true });
      });

      it('answers an event for an unknown customer 200 ignored, changing no account', async () => {
        const pat = await subscriber(ctx);
        const before = await accountOf(ctx, pat.user.id);
        const bus = busInbox(ctx.bus);
        for (const event of [invoiceEvent('invoice.payment_failed', newStripeIds()), subscriptionEvent('customer.subscription.deleted', newStripeIds())]) {
          expectAnswer(await deliver(ctx, event), { received: true, ignored: true });
        }
        expect(await accountOf(ctx, pat.user.id)).toEqual(before);
        expect(await ctx.database.db.select().from(notifications)).toEqual([]);
        expect(await publishedBeforeMarker(ctx, bus)).toEqual([]);
      });

      it('never moves a lifetime account', async () => {
        const pat = await subscriber(ctx, { subscriptionStatus: 'lifetime' });
        const before = await accountOf(ctx, pat.user.id);
        const events = [
          invoiceEvent('invoice.payment_failed', pat.ids),
          subscriptionEvent('customer.subscription.updated', pat.ids, { cancelAt: nowSeconds() + 3600 }),
          subscriptionEvent('customer.subscription.deleted', pat.ids),
          invoiceEvent('invoice.paid', pat.ids),
          checkoutCompleted(pat.user.id, pat.ids),
        ];
        for (const event of events) await applied(ctx, event);
        expect(await accountOf(ctx, pat.user.id)).toEqual(before);
        expect(await noticeTitles(ctx, pat.user.id)).toEqual([]);
      });
    });

    describe('billing portal', () => {
      it('opens a portal session for the customer, returning to the app', async () => {
        const pat = await subscriber(ctx);
        expect(redirectUrl(await portal(ctx, pat.cookie)).origin).toBe(standIn.url);
        const [sent, ...more] = standIn.callsTo(PORTAL);
        expect(more).toEqual([]);
        expect(sent?.params.customer).toBe(pat.ids.customer);
        expect(sent?.params.return_url?.startsWith(`${ctx.config.publicUrl}/`)).toBe(true);
        expect(sent?.authorization).toBe(`Bearer ${stripeTestKeys.secretKey}`);
      });

      it('refuses the signed out (401) and a golfer with no customer (409)', async () => {
        expectStatus(await portal(ctx), 401);
        const pat = await golfer(ctx, 'Pat');
        expectRefusal(await portal(ctx, pat.cookie), 409, paymentMessages.noCustomer);
        expect(standIn.calls).toEqual([]);
      });

      it('answers 502 when Stripe fails and no portal link is configured', async () => {
        standIn.failing.add(PORTAL);
        const pat = await subscriber(ctx);
        expectRefusal(await portal(ctx, pat.cookie), 502, paymentMessages.providerFailed);
      });
    });

    describe('GET /api/user/subscription', () => {
      it('gives the next billing date of a renewing subscription, and null on trial or once cancelled', async () => {
        const pat = await subscriber(ctx);
        const periodEnd = nowSeconds() + 30 * 24 * 3600;
        standIn.subscriptions.set(pat.ids.subscription, { status: 'active', currentPeriodEnd: periodEnd });
        expect(await subscriptionInfo(ctx, pat.cookie)).toEqual({ subscriptionStatus: 'active', nextBillingDate: new Date(periodEnd * 1000).toISOString() });

        await setUser(ctx, pat.user.id, { subscriptionCancelAt: new Date(periodEnd * 1000) });
        expect(await subscriptionInfo(ctx, pat.cookie)).toEqual({ subscriptionStatus: 'active', nextBillingDate: null });

        const trial = await golfer(ctx, 'Trial');
        expect(await subscriptionInfo(ctx, trial.cookie)).toEqual({ subscriptionStatus: 'trial', nextBillingDate: null });
      });

      it('answers null (still 200) when Stripe fails, and 401 signed out', async () => {
        const pat = await subscriber(ctx);
        standIn.subscriptions.set(pat.ids.subscription, { status: 'active', currentPeriodEnd: nowSeconds() + 3600 });
        standIn.failing.add(`/v1/subscriptions/${pat.ids.subscription}`);
        expect(await subscriptionInfo(ctx, pat.cookie)).toEqual({ subscriptionStatus: 'active', nextBillingDate: null });
        expectStatus(await call(ctx, undefined, 'GET', '/api/user/subscription'), 401);
      });
    });

    it('GET /api/stripe/config says payments are enabled', async () => {
      expectAnswer(await call(ctx, undefined, 'GET', '/api/stripe/config'), { enabled: true });
    });
  },
  { env: stripeEnv() },
);

describeEachDatabase(
  'payments with a Payment Link and a portal link',
  (ctx) => {
    it('checkout answers the Payment Link with the e-mail and user id, calling no Stripe API', async () => {
      const pat = await golfer(ctx, 'Pat');
      const url = redirectUrl(await checkout(ctx, pat.cookie));
      expect(`${url.origin}${url.pathname}`).toBe(PAYMENT_LINK);
      expect(Object.fromEntries(url.searchParams)).toEqual({ prefilled_email: pat.user.email, client_reference_id: pat.user.id });
      expect(standIn.calls).toEqual([]);
    });

    it('the portal falls back to the portal link, e-mail prefilled, when Stripe fails', async () => {
      const pat = await subscriber(ctx);
      expect(redirectUrl(await portal(ctx, pat.cookie)).origin).toBe(standIn.url);
      standIn.failing.add(PORTAL);
      const url = redirectUrl(await portal(ctx, pat.cookie));
      expect(`${url.origin}${url.pathname}`).toBe(PORTAL_LINK);
      expect(url.searchParams.get('prefilled_email')).toBe(pat.user.email);
    });
  },
  { env: stripeEnv({ STRIPE_PAYMENT_LINK: PAYMENT_LINK, STRIPE_PORTAL_LINK: PORTAL_LINK }) },
);

describeEachDatabase('payments not set up (no STRIPE_SECRET_KEY)', (ctx) => {
  it('GET /api/stripe/config says disabled; checkout, portal and webhook answer 503 with the not-set-up message', async () => {
    expectAnswer(await call(ctx, undefined, 'GET', '/api/stripe/config'), { enabled: false });
    const pat = await subscriber(ctx);
    const refusals = {
      checkout: refusalOf(await checkout(ctx, pat.cookie)),
      portal: refusalOf(await portal(ctx, pat.cookie)),
      webhook: refusalOf(await deliver(ctx, checkoutCompleted(pat.user.id, pat.ids))),
    };
    const notSetUp = { status: 503, message: paymentMessages.notSetUp };
    expect(refusals).toEqual({ checkout: notSetUp, portal: notSetUp, webhook: notSetUp });
    expect(await recordedEvents(ctx)).toEqual([]);
  });

  it('GET /api/user/subscription still answers, with no billing date', async () => {
    const pat = await subscriber(ctx);
    expect(await subscriptionInfo(ctx, pat.cookie)).toEqual({ subscriptionStatus: 'active', nextBillingDate: null });
  });
});

describeEachDatabase('trial games hold four players (product §A1)', (ctx) => {
  beforeEach(async () => {
    await seedCourse(ctx);
  });

  /** A stroke game for five created by `creator`, with three more players: one joined, one by name, one by id. */
  async function gameOfFour(creator: Golfer): Promise<number> {
    const game = await createGame(ctx, creator, { maxPlayers: 5 });
    await joinGame(ctx, await golfer(ctx, 'Joiner'), game.id);
    await addManual(ctx, creator, game.id, 'Named');
    await addById(ctx, creator, game.id, await registered(ctx, 'Listed'));
    expect(await playersOf(ctx, creator.cookie, game.id)).toHaveLength(TRIAL_MAX_PLAYERS);
    return game.id;
  }

  it("refuses a fifth player to a trial creator's game on join, by name and by id (409), adding nobody", async () => {
    const creator = await golfer(ctx, 'Creator');
    const gameId = await gameOfFour(creator);
    const fifth = await golfer(ctx, 'Fifth');
    const attempts = {
      join: () => call(ctx, fifth.cookie, 'POST', `/api/games/${String(gameId)}/join`, { handicap: 0 }),
      'add by name': () => call(ctx, creator.cookie, 'POST', `/api/games/${String(gameId)}/players`, { playerName: 'Extra', handicap: 0 }),
      'add by id': () => call(ctx, creator.cookie, 'POST', `/api/games/${String(gameId)}/players/by-id`, { userNumber: fifth.user.userNumber, handicap: 0 }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      expect(refusalOf(await attempt()), name).toEqual({ status: 409, message: trialPlayerLimitMessage });
    }
    expect(await playersOf(ctx, creator.cookie, gameId)).toHaveLength(TRIAL_MAX_PLAYERS);

    // Once the creator pays, the same game takes its fifth.
    await setUser(ctx, creator.user.id, { subscriptionStatus: 'active' });
    await addById(ctx, creator, gameId, fifth.user);
    expect(await playersOf(ctx, creator.cookie, gameId)).toHaveLength(5);
  });

  it("a game's answer carries its creator's player limit, and a change of plan bumps the game's version to say so", async () => {
    const creator = await golfer(ctx, 'Creator');
    const gameId = await gameOfFour(creator);
    const answer = async () => (await call(ctx, creator.cookie, 'GET', `/api/games/${String(gameId)}`)).json<{ version: number; playerLimit: number; maxPlayers: number }>();
    const onTrial = await answer();
    expect({ playerLimit: onTrial.playerLimit, maxPlayers: onTrial.maxPlayers }).toEqual({ playerLimit: TRIAL_MAX_PLAYERS, maxPlayers: 5 });

    await setUser(ctx, creator.user.id, { subscriptionStatus: 'active' });
    const paid = await answer();
    expect(paid.playerLimit).toBe(5);
    expect(paid.version).toBeGreaterThan(onTrial.version);

    // A change that leaves the plan alone leaves the game's version alone.
    await setUser(ctx, creator.user.id, { displayName: 'Renamed' });
    expect((await answer()).version).toBe(paid.version);
  });

  it.each(['active', 'lifetime'] as const)('a game created by a %s golfer takes a fifth player', async (subscriptionStatus) => {
    const creator = await golfer(ctx, 'Creator', { subscriptionStatus });
    const gameId = await gameOfFour(creator);
    await joinGame(ctx, await golfer(ctx, 'Fifth'), gameId);
    expect(await playersOf(ctx, creator.cookie, gameId)).toHaveLength(5);
  });
});
