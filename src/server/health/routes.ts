import type { FastifyPluginAsync } from 'fastify';
import type { ApiError } from '../../contract/errors';
import type { Database } from '../db/client';
import type { RedisFallback, RedisHealth } from '../redis';

/**
 * GET /api/health answers 200 only when the database answers a query, so a load balancer can trust it. It names
 * Redis's state too (`redis`: 'ok', 'down', or 'off' without REDIS_URL) without failing on it: while Redis is down
 * the app serves everything and counts its limits in each process (decision 026), so taking every instance out of
 * rotation for it would turn a weaker limit into an outage. Watch `redis` to alert on it.
 */
export const healthRoutes: FastifyPluginAsync<{ database: Pick<Database, 'kind' | 'ping'>; redis: Pick<RedisFallback, 'health'> | null }> = async (
  app,
  { database, redis },
) => {
  app.get('/health', async (_request, reply) => {
    const redisHealth: Promise<RedisHealth> = redis ? redis.health() : Promise.resolve('off');
    try {
      await database.ping();
      return { status: 'ok', database: database.kind, redis: await redisHealth };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ message: 'Database unavailable', status: 'error', database: database.kind, redis: await redisHealth } satisfies ApiError);
    }
  });
};
