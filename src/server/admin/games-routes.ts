import type { FastifyPluginAsync } from 'fastify';
import { AdminListQuerySchema, TOTAL_COUNT_HEADER } from '../../contract/admin';
import { GameParamsSchema } from '../../contract/games-requests';
import { requireAdmin } from '../auth/current-user';
import { notFound, parseOr400 } from '../http/errors';
import { gameMessages } from '../games/messages';
import type { AdminGamesService } from './games-service';

/** /api/admin/games (product §G6-§G7): admins list every game and delete any of them. */
export const adminGameRoutes: FastifyPluginAsync<{ adminGames: AdminGamesService }> = async (app, { adminGames }) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/games', async (request, reply) => {
    const page = await adminGames.list(parseOr400(AdminListQuerySchema, request.query));
    void reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.games;
  });

  app.delete('/games/:id', async (request) => {
    // A path that names no game by its id is simply not a game, as on the golfers' game calls.
    const params = GameParamsSchema.safeParse(request.params);
    if (!params.success || params.data.id.kind !== 'id') throw notFound(gameMessages.notFound);
    await adminGames.remove(params.data.id.id);
    return { message: 'Game deleted' };
  });
};
