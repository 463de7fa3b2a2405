import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/** Every answer (API, pages, files, errors) carries the security headers. */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
