import type { FastifyRequest } from 'fastify';
import { addressKey } from './address-key';

/**
 * The route options of a limit counted per signed-in golfer rather than per address (issue 27): a golfer's search
 * or friend requests, whichever address or how many addresses they come from. It runs as a preHandler, after the
 * routes' own access guard, so a call refused as signed out or lapsed is not counted and `request.user` is set;
 * a request without a user (none reaches the handler) would count by its address, as every other limit does.
 */
export function perUserRateLimit(limit: { max: number; timeWindow: string }) {
  return { config: { rateLimit: { ...limit, hook: 'preHandler' as const, keyGenerator: userKey } } };
}

function userKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : addressKey(request.ip);
}
