import type { FastifyPluginAsync } from 'fastify';
import { CreateInvitationSchema, InviteCodeSchema, RedeemInviteSchema, SignupSchema, type SignupStatus } from '../../contract/auth';
import { requireAdmin, requireUser } from '../auth/current-user';
import type { AppContext } from '../context';
import { forbidden, parseOr400 } from '../http/errors';
import {
  invitationCreate,
  invitationRedeem,
  invitationRevoke,
  invitationSend,
  invitationsForAdmin,
  invitationStatus,
  invitationValidate,
  signupRequest,
} from './service';

const codeParam = (params: unknown) => parseOr400(InviteCodeSchema, params).code;

/** Public invitation calls: validate, redeem, and the (normally closed) self-signup. */
export const invitationPublicRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/validate-invite', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const { code } = parseOr400(InviteCodeSchema, request.body);
    return invitationValidate(ctx, code);
  });

  app.post('/redeem-invite', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = parseOr400(RedeemInviteSchema, request.body);
    const user = await invitationRedeem(ctx, input);
    return reply.status(201).send({ message: 'Account created', user: { id: user.id, username: user.username } });
  });

  // Whether self-signup is open, so the /signup page enables its form only when the POST below would succeed.
  app.get('/signup', async (): Promise<SignupStatus> => ({ open: ctx.config.ALLOW_SIGNUP }));

  // Limited only when open: a closed signup sends no mail and creates nothing, so there is nothing to abuse.
  const signupLimit = ctx.config.ALLOW_SIGNUP ? { max: 10, timeWindow: '1 hour' } : false;
  app.post('/signup', { config: { rateLimit: signupLimit } }, async (request) => {
    if (!ctx.config.ALLOW_SIGNUP) throw forbidden('Signups are closed during the private beta');
    await signupRequest(ctx, parseOr400(SignupSchema, request.body));
    return { message: 'Check your email for your invitation code.' };
  });
};

/** /api/admin/invitation-codes: list, create, send, revoke (spec 001 §6-7). */
export const invitationAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/invitation-codes', async () => invitationsForAdmin(ctx));

  // rules.md §11: "answers {code, ...}", a plain 200; only redemption (a new user) is named 201.
  app.post('/invitation-codes', async (request) => {
    const input = parseOr400(CreateInvitationSchema, request.body);
    const invitation = await invitationCreate(ctx, input, requireUser(request).id);
    return { ...invitation, status: invitationStatus(invitation) };
  });

  app.post('/invitation-codes/:code/send', async (request) => {
    const invitation = await invitationSend(ctx, codeParam(request.params));
    return { message: `Invitation sent to ${invitation.email}`, invitation: { ...invitation, status: invitationStatus(invitation) } };
  });

  app.post('/invitation-codes/:code/revoke', async (request) => {
    const invitation = await invitationRevoke(ctx, codeParam(request.params));
    return { message: 'Invitation revoked', invitation: { ...invitation, status: invitationStatus(invitation) } };
  });
};
