import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SIGNED_OUT_AS_NULL_HEADER } from '../../contract/account-responses';
import { ChangePasswordSchema, ForgotPasswordSchema, LoginSchema, passwordResetMessage } from '../../contract/auth';
import { addressKey } from '../http/address-key';
import { parseOr400, tooManyRequests } from '../http/errors';
import { toCurrentUser } from '../users/responses';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { requireUser } from './current-user';
import { isOwnNavigation } from './same-origin';
import type { AuthService } from './service';
import type { SessionService } from './session-service';

/**
 * 10 reset requests per 15 minutes per address and account asked about: one mailbox cannot be flooded, and
 * people sharing an address (a club's Wi-Fi) do not use up each other's tries. Counted after the body is read.
 */
const passwordResetLimit = {
  max: 10,
  timeWindow: '15 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const target = (request.body as { usernameOrEmail?: unknown } | undefined)?.usernameOrEmail;
    return `${addressKey(request.ip)}|${typeof target === 'string' ? target.trim().toLowerCase() : ''}`;
  },
};

/** Sign-in, sign-out, the current user, the idle ping and password changes (product §A7, §R10-§R11). */
export const authRoutes: FastifyPluginAsync<{ auth: AuthService; sessions: SessionService }> = async (app, { auth, sessions }) => {
  app.post('/login/local', async (request, reply) => {
    const { user, token } = await auth.signIn(parseOr400(LoginSchema, request.body), request.ip, request.sessionToken);
    setSessionCookie(request, reply, token);
    return toCurrentUser(user);
  });

  // A navigation (product §A7), so a GET; a link or an image on another site must not end the session (issue 8).
  app.get('/logout', async (request, reply) => {
    if (isOwnNavigation(request)) {
      await sessions.end(request.sessionToken);
      clearSessionCookie(reply);
    }
    return reply.redirect('/');
  });

  // Signed out, 401; or null when the app's own bootstrap read asks for it (the header's comment says why).
  app.get('/auth/user', async (request, reply) => {
    void reply.header('vary', SIGNED_OUT_AS_NULL_HEADER);
    if (!request.user && request.headers[SIGNED_OUT_AS_NULL_HEADER] === '1') return reply.type('application/json').send('null');
    return toCurrentUser(requireUser(request));
  });

  app.post('/session/ping', async (request) => {
    await sessions.renew(request.user, request.sessionToken);
    return { ok: true };
  });

  // Besides the per-account limit, a cap per address over all accounts, so one address cannot mail every golfer.
  // A second limiter on a route must be called by hand: the plugin runs one limit hook per request.
  const resetAddressCap = app.createRateLimit({ max: 50, timeWindow: '15 minutes' });
  const capResetsPerAddress = async (request: FastifyRequest) => {
    const limit = await resetAddressCap(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(minutesText(limit.ttl));
  };

  app.post('/auth/request-password-reset', { config: { rateLimit: passwordResetLimit }, onRequest: capResetsPerAddress }, async (request) => {
    const { usernameOrEmail } = parseOr400(ForgotPasswordSchema, request.body);
    // A mail that cannot be sent is the service's to report: only a real account gets one (product §R10).
    await auth.requestPasswordReset(usernameOrEmail);
    return { message: passwordResetMessage };
  });

  app.patch('/user/password', async (request) => {
    const user = requireUser(request);
    const input = parseOr400(ChangePasswordSchema, request.body);
    await auth.changePassword(user, input, request.sessionToken);
    return { message: 'Password changed. Your other sessions have been signed out.' };
  });
};

function minutesText(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
