import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookieName = 'dormie_sid';

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure when the request came over https (product §R10). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(sessionCookieName, { path: '/' });
}
