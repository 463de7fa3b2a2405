import Stripe from 'stripe';
import type { Config } from '../config';

/** The settings payments need: the SDK client and the webhook's signing secret (config.ts requires both together). */
export type StripeSetup = { stripe: Stripe; webhookSecret: string };

/**
 * The Stripe SDK client for this configuration, or null when payments are not set up (no STRIPE_SECRET_KEY): the
 * app runs, and the payment calls answer 503. STRIPE_API_URL sends the SDK's calls to a stand-in (tests).
 */
export function createStripeSetup(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>): StripeSetup | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    // A call that fails on the network is retried (with the SDK's idempotency keys), then answered as a 502.
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Dormie' },
    ...apiAddress(config.STRIPE_API_URL),
  });
  return { stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET };
}

function apiAddress(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const address = new URL(url);
  const protocol = address.protocol === 'http:' ? 'http' : 'https';
  return { host: address.hostname, port: address.port || (protocol === 'http' ? 80 : 443), protocol };
}
