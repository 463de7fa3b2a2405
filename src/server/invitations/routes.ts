import type { FastifyPluginAsync } from 'fastify';
import { AdminListQuerySchema, TOTAL_COUNT_HEADER } from '../../contract/admin';
import { CreateInvitationSchema, InviteCodeSchema, RedeemInviteSchema, SignupSchema, type SignupStatus } from '../../contract/auth';
import { setSessionCookie } from '../auth/cookie';
import { requireAdmin, requireUser } from '../auth/current-user';
import { forbidden, parseOr400 } from '../http/errors';
import { invitationStatus, type InvitationsService } from './service';

const codeParam = (params: unknown) => parseOr400(InviteCodeSchema, params).code;

type PublicRoutesOptions = {
  invitations: InvitationsService;
  /** Whether an OpenID Connect provider is configured; the visitor screens offer social sign-in only then. */
  socialSignIn: boolean;
};

/** Public invitation calls: validate, redeem, and the (normally closed) self-signup. */
export const invitationPublicRoutes: FastifyPluginAsync<PublicRoutesOptions> = async (app, { invitations, socialSignIn }) => {
  app.post('/validate-invite', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const { code } = parseOr400(InviteCodeSchema, request.body);
    return invitations.validate(code);
  });

  app.post('/redeem-invite', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = parseOr400(RedeemInviteSchema, request.body);
    const { user, token } = await invitations.redeem(input, request.sessionToken);
    setSessionCookie(request, reply, token);
    return reply.status(201).send({ message: 'Account created', user: { id: user.id, username: user.username } });
  });

  // Whether self-signup is open, so the /signup page enables its form only when the POST below would succeed, and
  // whether social sign-in is, so no page offers a button that only comes back to /login.
  app.get('/signup', async (): Promise<SignupStatus> => ({ open: invitations.signupOpen, socialSignIn }));

  // Limited only when open: a closed signup sends no mail and creates nothing, so there is nothing to abuse.
  const signupLimit = invitations.signupOpen ? { max: 10, timeWindow: '1 hour' } : false;
  app.post('/signup', { config: { rateLimit: signupLimit } }, async (request) => {
    if (!invitations.signupOpen) throw forbidden('Signups are closed during the private beta');
    await invitations.signupRequest(parseOr400(SignupSchema, request.body));
    return { message: 'Check your email for your invitation code.' };
  });
};

/** /api/admin/invitation-codes: list (searched and paged as the other admin lists are), create, send, revoke (product §G6-§G7). */
export const invitationAdminRoutes: FastifyPluginAsync<{ invitations: InvitationsService }> = async (app, { invitations }) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/invitation-codes', async (request, reply) => {
    const page = await invitations.listForAdmin(parseOr400(AdminListQuerySchema, request.query));
    void reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.invitations;
  });

  // product §R11: "answers {code, ...}", a plain 200; only redemption (a new user) is named 201.
  app.post('/invitation-codes', async (request) => {
    const input = parseOr400(CreateInvitationSchema, request.body);
    const invitation = await invitations.create(input, requireUser(request).id);
    return { ...invitation, status: invitationStatus(invitation) };
  });

  app.post('/invitation-codes/:code/send', async (request) => {
    const invitation = await invitations.send(codeParam(request.params));
    return { message: `Invitation sent to ${invitation.email}`, invitation: { ...invitation, status: invitationStatus(invitation) } };
  });

  app.post('/invitation-codes/:code/revoke', async (request) => {
    const invitation = await invitations.revoke(codeParam(request.params));
    return { message: 'Invitation revoked', invitation: { ...invitation, status: invitationStatus(invitation) } };
  });
};
