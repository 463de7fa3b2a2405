import type { FastifyPluginAsync } from 'fastify';
import { AdminCreateUserSchema, AdminUpdateUserSchema, ExtendTrialSchema } from '../../contract/auth';
import { requireAdmin } from '../auth/current-user';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import {
  adminExtendTrial,
  adminGrantLifetime,
  adminUserCreate,
  adminUserDelete,
  adminUserList,
  adminUserUpdate,
  toAdminUser,
} from './users-service';

type UserIdRoute = { Params: { id: string } };

/** /api/admin/users and the dev outbox: admins only (spec 001 §6). */
export const adminUserRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.addHook('preHandler', requireAdmin);

  app.get('/users', async () => adminUserList(db));

  // 200, not 201: rules.md §11 names 201 only for a new game and a redeemed invitation.
  app.post('/users/create', async (request) => toAdminUser(await adminUserCreate(db, parseOr400(AdminCreateUserSchema, request.body))));

  app.patch<UserIdRoute>('/users/:id', async (request) => {
    const input = parseOr400(AdminUpdateUserSchema, request.body);
    return toAdminUser(await adminUserUpdate(db, request.params.id, input));
  });

  app.delete<UserIdRoute>('/users/:id', async (request) => {
    const { id } = request.params;
    await adminUserDelete(db, id);
    return { message: 'User deleted' };
  });

  app.post<UserIdRoute>('/users/:id/extend-trial', async (request) => {
    const { id } = request.params;
    const { days } = parseOr400(ExtendTrialSchema, request.body);
    return toAdminUser(await adminExtendTrial(db, id, days));
  });

  app.post<UserIdRoute>('/users/:id/grant-lifetime', async (request) => {
    const { id } = request.params;
    return toAdminUser(await adminGrantLifetime(db, id));
  });

  app.get('/outbox', async () => ({ mode: ctx.mailer.mode, messages: await ctx.mailer.outbox() }));
};
