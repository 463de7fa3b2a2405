import type { FastifyPluginAsync } from 'fastify';
import { AdminListQuerySchema, TOTAL_COUNT_HEADER } from '../../contract/admin';
import { AdminCreateUserSchema, AdminUpdateUserSchema, ExtendTrialSchema } from '../../contract/auth';
import { requireAdmin, requireUser } from '../auth/current-user';
import { parseOr400 } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { toAdminUser } from './responses';
import type { AdminUsersService } from './users-service';

type UserIdRoute = { Params: { id: string } };

/** /api/admin/users and the dev outbox: admins only (product §G6). */
export const adminUserRoutes: FastifyPluginAsync<{ adminUsers: AdminUsersService; mailer: Mailer }> = async (app, { adminUsers, mailer }) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/users', async (request, reply) => {
    const page = await adminUsers.list(parseOr400(AdminListQuerySchema, request.query));
    void reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.users;
  });

  // 200, not 201: product §R11 names 201 only for a new game and a redeemed invitation.
  app.post('/users/create', async (request) => toAdminUser(await adminUsers.create(parseOr400(AdminCreateUserSchema, request.body))));

  app.patch<UserIdRoute>('/users/:id', async (request) => {
    const input = parseOr400(AdminUpdateUserSchema, request.body);
    return toAdminUser(await adminUsers.update(request.params.id, input));
  });

  app.delete<UserIdRoute>('/users/:id', async (request) => {
    await adminUsers.remove(request.params.id, requireUser(request).id);
    return { message: 'User deleted' };
  });

  app.post<UserIdRoute>('/users/:id/extend-trial', async (request) => {
    const { days } = parseOr400(ExtendTrialSchema, request.body);
    return toAdminUser(await adminUsers.extendTrial(request.params.id, days));
  });

  app.post<UserIdRoute>('/users/:id/grant-lifetime', async (request) => toAdminUser(await adminUsers.grantLifetime(request.params.id)));

  app.get('/outbox', async () => ({ mode: mailer.mode, messages: await mailer.outbox() }));
};
