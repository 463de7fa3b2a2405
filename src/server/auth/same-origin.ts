import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing /api requests sent by another site's page. Browsers send Origin on such requests
 * (and Sec-Fetch-Site); clients without a browser send neither and are judged by their session alone.
 * Together with SameSite=Lax cookies this closes cross-site request forgery.
 */
export function installSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    const origin = request.headers.origin;
    if (origin && safeHost(origin) !== request.host) {
      throw forbidden('Cross-site requests are not allowed');
    }
  });
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
