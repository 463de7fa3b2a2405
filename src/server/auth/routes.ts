import type { FastifyPluginAsync } from 'fastify';
import { ChangePasswordSchema, ForgotPasswordSchema, LoginSchema } from '../../contract/auth';
import type { AppContext } from '../context';
import { parseOr400, unauthorized } from '../http/errors';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { requireUser, toCurrentUser } from './current-user';
import { LoginThrottle } from './login-throttle';
import { authenticate, changePassword, requestPasswordReset } from './service';
import { sessionCreate, sessionDelete, sessionDeleteExpired, sessionRenew } from './sessions';

export const passwordResetMessage = "If an account exists, you'll receive an email with password reset instructions shortly.";

/** Sign-in, sign-out, the current user, the idle ping and password changes (spec 000 §7, rules.md §10-11). */
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const throttle = new LoginThrottle();

  app.post('/login/local', async (request, reply) => {
    const input = parseOr400(LoginSchema, request.body);
    const throttleKey = `${request.ip}|${input.username.toLowerCase()}`;
    throttle.check(throttleKey);
    const user = await authenticate(db, input).catch((error: unknown) => {
      throttle.recordFailure(throttleKey);
      throw error;
    });
    throttle.recordSuccess(throttleKey);
    // A new session id at every sign-in: a token planted before sign-in is never promoted (no fixation).
    if (request.sessionToken) await sessionDelete(db, request.sessionToken);
    setSessionCookie(request, reply, await sessionCreate(db, user.id));
    return toCurrentUser(user);
  });

  app.get('/logout', async (request, reply) => {
    if (request.sessionToken) await sessionDelete(db, request.sessionToken);
    clearSessionCookie(reply);
    return reply.redirect('/');
  });

  app.get('/auth/user', async (request) => toCurrentUser(requireUser(request)));

  app.post('/session/ping', async (request) => {
    requireUser(request);
    if (!request.sessionToken || !(await sessionRenew(db, request.sessionToken))) throw unauthorized('Session expired');
    // Piggy-back the clean-up of long-dead sessions on activity, rather than a timer per process.
    if (Math.random() < 0.05) await sessionDeleteExpired(db);
    return { ok: true };
  });

  app.post(
    '/auth/request-password-reset',
    { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    async (request) => {
      const { usernameOrEmail } = parseOr400(ForgotPasswordSchema, request.body);
      await requestPasswordReset(db, ctx.mailer, ctx.config, usernameOrEmail);
      return { message: passwordResetMessage };
    },
  );

  app.patch('/user/password', async (request) => {
    const user = requireUser(request);
    const input = parseOr400(ChangePasswordSchema, request.body);
    await changePassword(db, user, input, request.sessionToken);
    return { message: 'Password changed. Your other sessions have been signed out.' };
  });
};
