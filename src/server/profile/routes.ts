import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AVATAR_DATA_URL_MAX, GrantAchievementSchema, profileMessages, UpdateProfileSchema, UpdateSettingsSchema, UserParamsSchema } from '../../contract/profile';
import { requireAccess, requireAdmin, requireUser } from '../auth/current-user';
import { notFound, parseOr400 } from '../http/errors';
import { ifNoneMatchHits } from '../http/etag';
import type { ProfileService } from './service';

type Options = { profile: ProfileService };

/** The user a path names, or the 404 with `message`. */
function pathUserId(request: FastifyRequest, message: string): string {
  const params = UserParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(message);
  return params.data.userId;
}

/**
 * A settings change is small, but one with a new picture carries the image inline (product §G5): up to 5 MB as
 * base64. Each is decoded and resized, so a client may send a few a minute, not hundreds.
 */
const settingsRoute = { bodyLimit: AVATAR_DATA_URL_MAX + 64 * 1024, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/** The profile and settings calls (product §G7), for golfers with access (product §R10). */
export const profileRoutes: FastifyPluginAsync<Options> = async (app, { profile }) => {
  app.get('/profile', { preHandler: requireAccess }, async (request) => {
    const user = requireUser(request);
    return profile.profileOf(user, user.id);
  });
  app.get('/profile/:userId', { preHandler: requireAccess }, async (request) => profile.profileOf(requireUser(request), pathUserId(request, profileMessages.notFound)));
  app.patch('/profile', { preHandler: requireAccess }, async (request) => profile.updateHandicap(requireUser(request), parseOr400(UpdateProfileSchema, request.body)));
  app.patch('/user/settings', { ...settingsRoute, preHandler: requireAccess }, async (request) =>
    profile.updateSettings(requireUser(request), parseOr400(UpdateSettingsSchema, request.body)),
  );

  // Any signed-in golfer may see a picture (friends lists, requests, players). The URL names the version, so a
  // browser keeps it for a year and a new picture is a new URL; an old URL is answered with the current picture.
  app.get<{ Querystring: { v?: string } }>('/users/:userId/avatar', async (request, reply) => {
    requireUser(request);
    const avatar = await profile.avatar(pathUserId(request, profileMessages.noPicture));
    const etag = `"${avatar.hash}"`;
    const current = request.query.v === avatar.hash;
    void reply
      .header('etag', etag)
      .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(avatar.contentType).send(avatar.image);
  });
};

/** POST /api/admin/users/{id}/achievements (product §G6-§G7): admins only. */
export const adminAchievementRoutes: FastifyPluginAsync<Options> = async (app, { profile }) => {
  app.addHook('preHandler', requireAdmin);
  app.post<{ Params: { id: string } }>('/users/:id/achievements', async (request, reply) => {
    const input = parseOr400(GrantAchievementSchema, request.body);
    return reply.code(201).send(await profile.grantAchievement(requireUser(request), request.params.id, input));
  });
};
