import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GroupMemberParamsSchema, GroupParamsSchema, GroupPaymentParamsSchema, groupMessages } from '../../contract/groups';
import { requireAccess, requireUser } from '../auth/current-user';
import { notFound } from '../http/errors';
import type { GroupsService } from './service';

type Options = { groups: GroupsService };

/** The path's group id; anything but a UUID names no group (404, as a group the caller is not in). */
function groupId(request: FastifyRequest): string {
  const params = GroupParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(groupMessages.notFound);
  return params.data.id;
}

function memberParams(request: FastifyRequest): { id: string; memberId: string } {
  const params = GroupMemberParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(params.error.issues[0]?.message ?? groupMessages.notFound);
  return params.data;
}

function paymentParams(request: FastifyRequest): { id: string; paymentId: string } {
  const params = GroupPaymentParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound(params.error.issues[0]?.message ?? groupMessages.notFound);
  return params.data;
}

/** Groups, members, the ledger and payments (product §R18), for signed-in golfers with access (product §R10). */
export const groupRoutes: FastifyPluginAsync<Options> = async (app, { groups }) => {
  app.addHook('preHandler', requireAccess);

  app.get('/groups', async (request) => groups.list(requireUser(request)));
  app.post('/groups', async (request, reply) => reply.code(201).send(await groups.create(requireUser(request), request.body)));
  app.get('/groups/:id', async (request) => groups.detail(requireUser(request), groupId(request)));
  app.patch('/groups/:id', async (request) => groups.update(requireUser(request), groupId(request), request.body));
  app.delete('/groups/:id', async (request, reply) => {
    await groups.remove(requireUser(request), groupId(request));
    return reply.code(204).send();
  });

  app.post('/groups/:id/members', async (request, reply) => reply.code(201).send(await groups.addMember(requireUser(request), groupId(request), request.body)));
  app.delete('/groups/:id/members/:memberId', async (request, reply) => {
    const { id, memberId } = memberParams(request);
    const detail = await groups.removeMember(requireUser(request), id, memberId);
    // A member who left no longer reads the group: nothing to answer.
    return detail ? detail : reply.code(204).send();
  });

  app.get('/groups/:id/ledger', async (request) => groups.ledger(requireUser(request), groupId(request), request.query));
  app.post('/groups/:id/payments', async (request, reply) => reply.code(201).send(await groups.recordPayment(requireUser(request), groupId(request), request.body)));
  app.delete('/groups/:id/payments/:paymentId', async (request, reply) => {
    const { id, paymentId } = paymentParams(request);
    await groups.deletePayment(requireUser(request), id, paymentId);
    return reply.code(204).send();
  });
};
