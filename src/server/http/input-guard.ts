import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const nulCharacterMessage = 'Text cannot contain NUL characters';

/** True when any string inside the value (to a bounded depth) holds a NUL character. */
function holdsNul(value: unknown, depth = 8): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // A raw body (the payment webhook's, kept as bytes for its signature) is not text to be stored.
  if (Buffer.isBuffer(value)) return false;
  if (depth === 0 || typeof value !== 'object' || value === null) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key], depth - 1)) return true;
  }
  return false;
}

/**
 * Refuses, with a 400, any request whose path parameters, query or JSON body carry a NUL character. PostgreSQL
 * text cannot hold one, so it would otherwise end as a failed query (a 500, and its parameters in the log);
 * the contract schemas refuse control characters too, but this covers every route, present and future.
 */
export function installNulGuard(app: FastifyInstance): void {
  // A plain callback, not an async hook: it decides at once, on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    done(holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body) ? badRequest(nulCharacterMessage) : undefined);
  });
}
