import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotificationParamsSchema, notificationMessages, UpdateNotificationSchema } from '../../contract/notifications';
import { requireAccess, requireUser } from '../auth/current-user';
import { notFound, parseOr400 } from '../http/errors';
import type { NotificationsService } from './service';

type Options = { notifications: NotificationsService };

/** The notification a path names; anything else is simply not one of the caller's. */
function notificationId(request: FastifyRequest): number {
  const params = NotificationParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(notificationMessages.notFound);
  return params.data.id;
}

/** The bell's calls (product §A7), for signed-in golfers with access, each on the caller's own notifications. */
export const notificationRoutes: FastifyPluginAsync<Options> = async (app, { notifications }) => {
  app.addHook('preHandler', requireAccess);

  app.get('/notifications', async (request) => notifications.list(requireUser(request).id));
  app.get('/notifications/unread-count', async (request) => notifications.unreadCount(requireUser(request).id));
  app.patch('/notifications/mark-all-read', async (request) => notifications.markAllRead(requireUser(request).id));
  app.patch('/notifications/:id/read', async (request) => notifications.setRead(requireUser(request).id, notificationId(request), true));
  app.patch('/notifications/:id', async (request) => {
    const id = notificationId(request);
    return notifications.setRead(requireUser(request).id, id, parseOr400(UpdateNotificationSchema, request.body).isRead);
  });
  app.delete('/notifications/:id', async (request, reply) => {
    await notifications.remove(requireUser(request).id, notificationId(request));
    return reply.code(204).send();
  });
};
