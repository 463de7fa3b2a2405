import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userHasAccess } from '../../contract/access';
import { passwordChangeRequiredMessage } from '../../contract/auth';
import { forbidden, paymentRequired, unauthorized } from '../http/errors';
import type { UserRow } from '../users/repository';
import { sessionCookieName } from './cookie';
import type { SessionService } from './session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session cookie before any /api handler runs. */
    user: UserRow | null;
    sessionToken: string | undefined;
  }
}

/**
 * The calls a user with a temporary password may make until it is changed (issue 8): change it, read who is
 * signed in, keep the session alive while choosing, and sign out. Keyed by method and route, so an encoded
 * path cannot pass for another.
 */
const forcedChangeRoutes = new Set(['PATCH /api/user/password', 'GET /api/auth/user', 'POST /api/session/ping', 'GET /api/logout']);

/**
 * Loads the session's user for every /api route, once, so handlers and guards read `request.user`; then holds
 * a user who must change their password to the calls that do it. Decided on the matched route, not the raw
 * URL, so /%61pi/... is treated as the /api route it reaches.
 */
export function installCurrentUser(app: FastifyInstance, sessions: Pick<SessionService, 'userOf'>): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    request.sessionToken = token;
    request.user = await sessions.userOf(token);
    if (request.user?.mustChangePassword && !forcedChangeRoutes.has(`${request.method} ${route}`)) throw forbidden(passwordChangeRequiredMessage);
  });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Please sign in to continue');
  return request.user;
}

/** Guard: a signed-in user whose access has not lapsed (rules.md §10): 401 signed out, 402 lapsed. */
export async function requireAccess(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const user = requireUser(request);
  if (userHasAccess(user, new Date())) return;
  // The client names the two cases differently too: 'Trial Expired' and 'Subscription Expired' (spec 000 §4).
  throw paymentRequired(
    user.subscriptionStatus === 'trial' ? 'Your trial has ended. Subscribe to keep playing.' : 'Your subscription has expired. Subscribe to keep playing.',
  );
}

/** Guard for /api/admin/*: 401 signed out, 403 for a signed-in golfer who is not an admin. */
export async function requireAdmin(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Administrator access required');
}
