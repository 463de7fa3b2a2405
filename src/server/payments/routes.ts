import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsConfig } from '../../contract/payments';
import { requireUser } from '../auth/current-user';
import type { PaymentsService } from './service';

type Options = { payments: PaymentsService };

// A golfer opens checkout or the portal a few times, never hundreds; each call reaches the provider.
const providerCallLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/**
 * The subscription calls (product §A7, §G7). None needs access: a golfer whose trial ended must still be
 * able to pay, and reads their status on the page that offers it.
 */
export const paymentRoutes: FastifyPluginAsync<Options> = async (app, { payments }) => {
  app.get('/stripe/config', async (): Promise<PaymentsConfig> => ({ enabled: payments.enabled }));
  app.post('/stripe/create-checkout-session', providerCallLimit, async (request) => payments.checkout(requireUser(request)));
  app.post('/stripe/create-portal-session', providerCallLimit, async (request) => payments.portal(requireUser(request)));
  app.get('/user/subscription', async (request) => payments.subscriptionOf(requireUser(request)));
  await app.register(webhookRoute, { payments });
};

/**
 * POST /api/stripe/webhook, in a scope of its own whose JSON parser keeps the raw bytes: the signature is over
 * the body exactly as Stripe sent it. Stripe signs it; no session, no same-origin browser check applies.
 */
const webhookRoute: FastifyPluginAsync<Options> = async (app, { payments }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return payments.webhook(body, typeof signature === 'string' ? signature : undefined);
  });
};
