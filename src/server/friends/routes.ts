import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { FriendParamsSchema, FriendRequestParamsSchema, friendMessages } from '../../contract/friends';
import { requireAccess, requireUser } from '../auth/current-user';
import { notFound } from '../http/errors';
import { perUserRateLimit } from '../http/user-rate-limit';
import type { FriendsService } from './service';

type Options = { friends: FriendsService };

/**
 * Friend requests per golfer (issue 27): each one notifies the golfer asked, and one account once sent 2,003 in
 * 13 s. Counted whatever the answer, so guessing Player IDs is bounded too; the pending cap is the service's.
 */
export const FRIEND_REQUEST_RATE = { max: 20, timeWindow: '15 minutes' };

/** The friend a path names (a user id); anything else is not a friend. */
function friendId(request: FastifyRequest): string {
  const params = FriendParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(friendMessages.friendNotFound);
  return params.data.id;
}

function requestId(request: FastifyRequest): number {
  const params = FriendRequestParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(friendMessages.requestNotFound);
  return params.data.id;
}

/** The friends panel's calls (product §A7), for signed-in golfers with access (product §R10). */
export const friendRoutes: FastifyPluginAsync<Options> = async (app, { friends }) => {
  app.addHook('preHandler', requireAccess);

  app.get('/friends', async (request) => friends.list(requireUser(request)));
  app.get('/friends/requests', async (request) => friends.requests(requireUser(request)));
  app.get('/friends/online', async (request) => friends.online(requireUser(request)));
  app.get('/friends/:id/games', async (request) => friends.games(requireUser(request), friendId(request)));

  app.post('/friends/requests', perUserRateLimit(FRIEND_REQUEST_RATE), async (request, reply) => {
    const { request: sent, accepted } = await friends.send(requireUser(request), request.body);
    // A request to someone who had already asked accepts theirs: the answer is that request, now accepted.
    return reply.code(accepted ? 200 : 201).send(sent);
  });
  app.patch('/friends/requests/:id/respond', async (request) => {
    const id = requestId(request);
    return friends.respond(requireUser(request), id, request.body);
  });
  app.delete('/friends/:id', async (request, reply) => {
    await friends.remove(requireUser(request), friendId(request));
    return reply.code(204).send();
  });
};
