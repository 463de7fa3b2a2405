import { StripeStandIn } from './stripe-stand-in';
import { stripeTestKeys } from './stripe-events';

// The stand-in as a process of its own, for the browser tests' server (playwright.config.ts): STAND_IN_PORT.
const port = Number(process.env.STAND_IN_PORT ?? 0);
// Every subscription the browser tests make renews in 30 days.
const renewing = () => ({ status: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 24 * 3600 });
const standIn = await new StripeStandIn(stripeTestKeys.secretKey, renewing).start(port);
process.stdout.write(`Stripe stand-in listening on ${standIn.url}\n`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
