import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page. Browsers send Origin on such requests
 * (and Sec-Fetch-Site); clients without a browser send neither and are judged by their session alone.
 * Together with SameSite=Lax cookies this closes cross-site request forgery. Every unsafe request is checked,
 * whatever its path: an encoded path (/%61pi/...) reaches the same route and must not skip the check (issue 8).
 */
export function installSameOriginCheck(app: FastifyInstance): void {
  // A plain callback, not an async hook: every request passes here, and most are safe reads with nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    done(!safeMethods.has(request.method) && isCrossSite(request) ? forbidden('Cross-site requests are not allowed') : undefined);
  });
}

/**
 * True when another site's page sent the request: the browser says so in Sec-Fetch-Site, or sends an Origin
 * that is not this host. Used for unsafe methods and for the socket's upgrade (realtime/socket.ts), which
 * carries the session cookie too.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && safeHost(origin) !== request.host;
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * True when a GET was started by the app itself or by the person (address bar, bookmark), not by a link or an
 * image on another site. Browsers say so in Sec-Fetch-Site; without it (plain http to a remote host), a
 * Referer from this host counts, and a request with neither is not trusted.
 */
export function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  return referer !== undefined && safeHost(referer) === request.host;
}
