import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const nulCharacterMessage = 'Text cannot contain NUL characters';

/** True when any string inside the value (to a bounded depth) holds a NUL character. */
function holdsNul(value: unknown, depth = 8): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // A raw body (the payment webhook's, kept as bytes for its signature) is not text to be stored.
  if (Buffer.isBuffer(value)) return false;
  if (depth === 0 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth - 1));
}

/**
 * Refuses, with a 400, any request whose path parameters, query or JSON body carry a NUL character. PostgreSQL
 * text cannot hold one, so it would otherwise end as a failed query (a 500, and its parameters in the log);
 * the contract schemas refuse control characters too, but this covers every route, present and future.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw badRequest(nulCharacterMessage);
  });
}
