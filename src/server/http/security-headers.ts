import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isServerPath } from './logging';

/**
 * helmet's security headers for these options, worked out once. They depend on nothing in the request (no CSP
 * nonces), and @fastify/helmet rebuilt helmet's middleware, parsing the policy again, on every request: a tenth of
 * a hot read's time (issue 17, docs/decisions/020).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let applied = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not apply its headers');
    applied = true;
  });
  // helmet calls back at once; a version that did not would leave every answer without its headers.
  if (!applied) throw new Error('helmet did not apply its headers synchronously');
  return headers;
}

/**
 * The headers of an API answer (JSON, never a page), after OWASP's REST Security Cheat Sheet: no page is drawn from
 * it, so what only a document obeys (the page's script, style and image sources, the opener, the referrer, DNS
 * prefetch, legacy IE and Flash switches) has nothing to act on. What is left still matters: the answer is not
 * sniffed as another type, is never framed, may not be loaded by another site's page (CORP), and keeps the browser
 * on https. `default-src 'none'` also stops anything in a JSON answer opened as a page. A quarter of the bytes, and
 * on a hot read each byte costs (issue 17, docs/decisions/021).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * What does not say how to cache it (API answers, redirects, errors) is about one user at one moment: `no-store`
 * until a route or the static files say otherwise.
 */
const uncached = { 'cache-control': 'no-store' } as const;

/**
 * Every answer carries security headers: pages, files and their errors helmet's full set for these options, the API
 * and the socket the API set. Set as the request comes in, so a route, the static files or an error answer only
 * adds to them or says how to cache.
 */
export function installSecurityHeaders(app: FastifyInstance, documentOptions: Readonly<HelmetOptions>): void {
  const document = Object.freeze({ ...securityHeaders(documentOptions), ...uncached });
  const api = Object.freeze({ ...apiSecurityHeaders, ...uncached });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isServerPath(request.url) ? api : document);
    done();
  });
}

const apiSecurityHeaderNames = Object.keys(apiSecurityHeaders);

/**
 * A 304 Not Modified of an API read: only what updates the copy the client holds (ETag, Cache-Control, Vary, Date),
 * as RFC 9110 §15.4.5 asks. The browser keeps the headers of the 200 it stored, security headers included, and
 * serves that copy with them; sending them again on every revalidation is a third of the 304's bytes.
 */
export function notModified(reply: FastifyReply): FastifyReply {
  for (const name of apiSecurityHeaderNames) reply.removeHeader(name);
  return reply.code(304).send();
}
