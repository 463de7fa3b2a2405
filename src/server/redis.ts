import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The connection to REDIS_URL, where every instance counts rate limits and sign-in attempts together. A command
 * waits for a reconnect at most once, then fails: a request meeting a Redis outage gets a 500 quickly rather than
 * hanging, and never slips past a limit. Connection errors are logged, not thrown.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5000 });
  redis.on('error', (error: unknown) => log.error({ err: error }, 'redis connection error'));
  return redis;
}
