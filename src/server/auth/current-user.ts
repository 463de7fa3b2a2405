import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userHasAccess } from '../../contract/access';
import { passwordChangeRequiredMessage } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import type { Db } from '../db/client';
import { forbidden, paymentRequired, unauthorized } from '../http/errors';
import { sessionCookieName, sessionUser, type UserRow } from './sessions';

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
export function installCurrentUser(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    request.sessionToken = token;
    request.user = await sessionUser(db, token);
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

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The user as the client sees it (spec 000 §3): no password, temporary password or provider subject. */
export function toCurrentUser(user: UserRow, now = new Date()): CurrentUser {
  return {
    id: user.id,
    userNumber: user.userNumber,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    username: user.username,
    avatarUrl: user.avatarUrl,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    handicap: user.handicap,
    isAdmin: user.isAdmin,
    friendsOnlyGameAdd: user.friendsOnlyGameAdd,
    subscriptionStatus: user.subscriptionStatus,
    trialEndsAt: iso(user.trialEndsAt),
    subscriptionCancelAt: iso(user.subscriptionCancelAt),
    paymentGracePeriodEndsAt: iso(user.paymentGracePeriodEndsAt),
    stripeCustomerId: user.stripeCustomerId,
    mustChangePassword: user.mustChangePassword,
    hasAccess: userHasAccess(user, now),
    createdAt: user.createdAt.toISOString(),
  };
}
