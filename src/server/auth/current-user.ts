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
export function installCurrentUser(app: FastifyInstance, sessions: Pick<SessionService, 'userOf' | 'cachedUserOf'>): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  // A plain callback, not an async hook: while the session cache holds the token, as it does for a golfer's
  // repeated reads, the user is known at once and the request goes on without a promise (issue 17).
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return done();
    const token = request.cookies[sessionCookieName];
    if (!token) return done();
    request.sessionToken = token;
    const cached = sessions.cachedUserOf(token);
    if (cached) return done(signedIn(request, route, cached));
    sessions.userOf(token).then((user) => done(signedIn(request, route, user)), done);
  });
}

/** Sets the request's user; the refusal, when a user who must change a temporary password calls anything else. */
function signedIn(request: FastifyRequest, route: string, user: UserRow | null): Error | undefined {
  request.user = user;
  return user?.mustChangePassword && !forcedChangeRoutes.has(`${request.method} ${route}`) ? forbidden(passwordChangeRequiredMessage) : undefined;
}

/** The 401 of a call that needs someone signed in. */
const signInFirst = () => unauthorized('Please sign in to continue');

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw signInFirst();
  return request.user;
}

type Done = (error?: Error) => void;

/**
 * Guard: a signed-in user whose access has not lapsed (product §R10): 401 signed out, 402 lapsed. A callback hook,
 * as the guards below: they decide at once, so they need no promise.
 */
export function requireAccess(request: FastifyRequest, _reply: FastifyReply, done: Done): void {
  done(accessRefusal(request));
}

function accessRefusal(request: FastifyRequest): Error | undefined {
  if (!request.user) return signInFirst();
  if (userHasAccess(request.user, new Date())) return undefined;
  // The client names the two cases differently too: 'Trial Expired' and 'Subscription Expired' (product §A4).
  return paymentRequired(
    request.user.subscriptionStatus === 'trial'
      ? 'Your trial has ended. Subscribe to keep playing.'
      : 'Your subscription has expired. Subscribe to keep playing.',
  );
}

/** Guard for /api/admin/*: 401 signed out, 403 for a signed-in golfer who is not an admin. */
export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: Done): void {
  if (!request.user) return done(signInFirst());
  done(request.user.isAdmin ? undefined : forbidden('Administrator access required'));
}
