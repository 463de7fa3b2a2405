import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';

/** GET /api/health answers 200 only when the database answers a query, so a load balancer can trust it. */
export const healthRoutes: FastifyPluginAsync<{ database: Pick<Database, 'kind' | 'ping'> }> = async (app, { database }) => {
  app.get('/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ message: 'Database unavailable', status: 'error', database: database.kind });
    }
  });
};
