import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { sessionCookieName, sessionCreate, sessionDelete } from './sessions';

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure when the request came over https (rules.md §10). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * Signs the user in on this request: a new session id at every sign-in, so a token planted before sign-in is
 * never promoted (no fixation). The request's old session, if any, ends.
 */
export async function startSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  if (request.sessionToken) await sessionDelete(db, request.sessionToken);
  setSessionCookie(request, reply, await sessionCreate(db, userId));
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(sessionCookieName, { path: '/' });
}
