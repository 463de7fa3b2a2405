import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the SDK made: method, path, and its form-encoded parameters flattened as Stripe spells them ('metadata[userId]'). */
export type StandInCall = { method: string; path: string; params: Record<string, string>; authorization: string | undefined };

export type StandInSubscription = { status: string; currentPeriodEnd: number; cancelAtPeriodEnd?: boolean; cancelAt?: number | null };

/**
 * A local HTTP server that answers the Stripe API calls Dormie makes the way api.stripe.com does (the same paths,
 * form-encoded bodies, JSON objects and error shape), so the real SDK is exercised without the network (issue 15).
 * It also serves a page at each checkout URL it hands out, which the browser tests open in the popup.
 */
export class StripeStandIn {
  readonly calls: StandInCall[] = [];
  readonly subscriptions = new Map<string, StandInSubscription>();
  /** Paths (e.g. '/v1/billing_portal/sessions') that answer Stripe's 500 api_error, to test the failure paths. */
  readonly failing = new Set<string>();
  private server: Server | null = null;

  /**
   * @param fallbackSubscription what an unknown subscription id answers instead of Stripe's 404: the browser tests'
   *   stand-in runs in a process of its own, so their subscriptions cannot be registered one by one.
   */
  constructor(
    private readonly secretKey: string,
    private readonly fallbackSubscription: (() => StandInSubscription) | null = null,
  ) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('stand-in not started');
    return `http://127.0.0.1:${String(address.port)}`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())));
  }

  callsTo(path: string): StandInCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    if (request.method === 'GET' && url.pathname.startsWith('/c/pay/')) return page(response, 'Stand-in checkout', 'Pay $9.99 a month for Dormie Premium');
    if (request.method === 'GET' && url.pathname.startsWith('/p/session/')) return page(response, 'Stand-in billing portal', 'Manage your Dormie subscription');
    const params = Object.fromEntries(new URLSearchParams(await bodyOf(request)));
    const authorization = request.headers.authorization;
    this.calls.push({ method: request.method ?? 'GET', path: url.pathname, params, authorization });
    if (authorization !== `Bearer ${this.secretKey}`) {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (this.failing.has(url.pathname)) return json(response, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
    const answer = this.answer(request.method ?? 'GET', url.pathname, params);
    if (!answer) return json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method ?? ''}: ${url.pathname})` } });
    return json(response, answer.status, answer.body);
  }

  private answer(method: string, path: string, params: Record<string, string>): { status: number; body: object } | null {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomId()}`;
      return ok({
        id,
        object: 'checkout.session',
        mode: params.mode,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: { userId: params['metadata[userId]'] },
        status: 'open',
        payment_status: 'unpaid',
        url: `${this.url}/c/pay/${id}`,
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      // Stripe's answer for a customer it does not know (the tests name such customers cus_missing_...).
      if (params.customer?.startsWith('cus_missing')) return { status: 400, body: noSuchCustomer(params.customer) };
      const id = `bps_${randomId()}`;
      return ok({ id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `${this.url}/p/session/${id}` });
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    const subscription = method === 'GET' && subscriptionId ? (this.subscriptions.get(subscriptionId) ?? this.fallbackSubscription?.()) : undefined;
    if (subscriptionId && subscription) return ok(subscriptionObject(subscriptionId, subscription));
    return null;
  }
}

/** A subscription as the API answers it (current_period_end lives on its items since 2025). */
export function subscriptionObject(id: string, subscription: StandInSubscription, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: 'subscription',
    status: subscription.status,
    cancel_at: subscription.cancelAt ?? null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: subscription.currentPeriodEnd }] },
    metadata: {},
    ...extra,
  };
}

const randomId = () => randomBytes(12).toString('hex');
const ok = (body: object) => ({ status: 200, body });
const noSuchCustomer = (id: string) => ({ error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${id}'` } });

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomId()}` });
  response.end(JSON.stringify(body));
}

function page(response: ServerResponse, title: string, text: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><title>${title}</title><h1>${title}</h1><p>${text}</p>`);
}
