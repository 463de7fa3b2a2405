import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { invalidInviteMessage, InviteCodeSchema } from '../../contract/auth';
import { setSessionCookie } from './cookie';
import { oidcFlowCookieName, oidcFlowLifetimeMs, oidcMessages, OidcRefusal } from './oidc';
import type { OidcAccounts } from './oidc-account';

// The flow cookie is only needed by /api/callback. Lax, not Strict: the provider sends the browser back with a
// cross-site top-level GET, which Lax cookies accompany and Strict ones do not.
const flowCookieOptions = { path: '/api', httpOnly: true, sameSite: 'lax' } as const;

/** Where a refused or failed sign-in lands: the sign-in page, with a message it shows. */
const loginWithError = (message: string) => `/login?${new URLSearchParams({ error: message }).toString()}`;

/**
 * Social sign-in with OpenID Connect (issue 3): GET /api/login starts it, GET /api/callback finishes it.
 * Every outcome is a redirect, because both are browser navigations: a failure lands on /login?error=...
 * with a message for the person, never a 500 page or a stack.
 */
export const oidcRoutes: FastifyPluginAsync<{ oidc: OidcAccounts | null }> = async (app, { oidc }) => {
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (error instanceof OidcRefusal) {
      request.log.info({ reason: error.message }, 'oidc: sign-in refused');
      return reply.redirect(loginWithError(error.message));
    }
    request.log.error({ err: error }, 'oidc: sign-in failed');
    return reply.redirect(loginWithError(oidcMessages.failed));
  };

  app.get('/login', { config: { rateLimit: { max: 60, timeWindow: '15 minutes' } } }, async (request, reply) => {
    if (!oidc) return reply.redirect('/login');
    const invite = inviteParam(request.query);
    if (invite === null) return reply.redirect(loginWithError(invalidInviteMessage));
    try {
      const { redirectUrl, flowKey } = await oidc.start(invite);
      const secure = request.protocol === 'https';
      void reply.setCookie(oidcFlowCookieName, flowKey, { ...flowCookieOptions, secure, maxAge: oidcFlowLifetimeMs / 1000 });
      return reply.redirect(redirectUrl);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  // Its query carries the authorization code and state; the request log keeps only the path (http/logging.ts).
  app.get('/callback', async (request, reply) => {
    // The flow is single-use whatever happens next, so its cookie goes now.
    void reply.clearCookie(oidcFlowCookieName, flowCookieOptions);
    if (!oidc) return reply.redirect('/login');
    try {
      const { user, outcome, token } = await oidc.finish(request.cookies[oidcFlowCookieName], queryString(request.url), request.sessionToken);
      setSessionCookie(request, reply, token);
      request.log.info({ userId: user.id, outcome }, 'oidc: signed in');
      return reply.redirect('/app');
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
};

/** The optional ?invite= code, normalised; undefined when absent, null when it cannot be a code. */
function inviteParam(query: unknown): string | undefined | null {
  const invite = (query as { invite?: unknown } | undefined)?.invite;
  if (invite === undefined || invite === '') return undefined;
  const parsed = InviteCodeSchema.shape.code.safeParse(invite);
  return parsed.success ? parsed.data : null;
}

function queryString(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}
