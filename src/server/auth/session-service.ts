import { sessionExpiredMessage } from '../../contract/auth';
import { unauthorized } from '../http/errors';
import type { UserRow } from '../users/repository';
import type { SessionsRepository } from './sessions-repository';

export type SessionServiceDeps = { sessions: SessionsRepository };

/** Sessions (rules.md §10, docs/decisions/006): start, look up, renew and end them, and clear the expired. */
export function createSessionService({ sessions }: SessionServiceDeps) {
  return {
    /**
     * Signs the user in and returns the token for the cookie: a new session at every sign-in, so a token planted
     * before sign-in is never promoted (no fixation). The request's old session, if any, ends.
     */
    async start(userId: string, previousToken: string | undefined): Promise<string> {
      if (previousToken) await sessions.delete(previousToken);
      return sessions.create(userId);
    },

    /** The user behind a live session token, or null. */
    userOf(token: string): Promise<UserRow | null> {
      return sessions.user(token);
    },

    /** Ends the session, when there is one. */
    async end(token: string | undefined): Promise<void> {
      if (token) await sessions.delete(token);
    },

    /**
     * The idle ping: pushes a live session's expiry 30 minutes ahead. Without one, 401 'Session expired', on which
     * the client signs out with that reason (spec 000 §8).
     */
    async renew(user: UserRow | null, token: string | undefined): Promise<void> {
      if (!user || !token || !(await sessions.renew(token))) throw unauthorized(sessionExpiredMessage);
    },

    /** Removes the sessions that have expired; the app runs it on a timer (app.ts), so the table stays small. */
    deleteExpired(): Promise<void> {
      return sessions.deleteExpired();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
