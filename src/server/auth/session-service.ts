import { sessionExpiredMessage } from '../../contract/auth';
import { unauthorized } from '../http/errors';
import { userRowsGeneration } from '../db/read-generations';
import type { UserRow } from '../users/repository';
import type { SessionsRepository } from './sessions-repository';

export type SessionServiceDeps = {
  sessions: SessionsRepository;
  /** Told, after the change, that a session of the user ended: every instance checks that user's sockets (realtime/socket.ts). */
  sessionsEnded?: (userId: string) => void;
  /** How long a looked-up user is kept (SESSION_CACHE_MS, or EMBEDDED_SESSION_CACHE_MS for the one-instance database). */
  cacheMs?: number;
  now?: () => number;
};

/**
 * How long a session's user, once looked up, answers the same token without asking the database (docs/decisions/020).
 * This instance's own writes to users and sessions drop it at once (db/read-generations.ts); another instance's, on
 * the same PostgreSQL, are seen within this time.
 */
export const SESSION_CACHE_MS = 2_000;
/**
 * On the embedded database there is one instance by construction (one process has the data directory), so every
 * write is seen at once and the time only bounds how long an idle token's user stays in memory. Long enough to span
 * a golfer's scores, which come minutes apart.
 */
export const EMBEDDED_SESSION_CACHE_MS = 5 * 60_000;
/** Tokens kept at most; the oldest goes first. */
const SESSION_CACHE_MAX = 20_000;

type CachedSession = { user: UserRow; expire: number; until: number; generation: number };

/** Sessions (product §R10, docs/decisions/006): start, look up, renew and end them, and clear the expired. */
export function createSessionService({ sessions, sessionsEnded = () => undefined, cacheMs = SESSION_CACHE_MS, now = Date.now }: SessionServiceDeps) {
  const cache = new Map<string, CachedSession>();
  /**
   * The reads of tokens not cached, while on their way: a phone back from a dead spot opens its socket and sends its
   * queue in the same moment, and both wait on one read (issue 35's storm read sessions 3,603 times for 2,000 phones).
   * A read is shared only by callers who came before any write to users or sessions here (the generation it began in).
   */
  const reading = new Map<string, { generation: number; user: Promise<UserRow | null> }>();

  /** The cached user of the token while the cache, the session and the users' generation all still hold. */
  function cachedUser(token: string): UserRow | undefined {
    const hit = cache.get(token);
    if (!hit) return undefined;
    const at = now();
    if (hit.until > at && hit.expire > at && hit.generation === userRowsGeneration()) return hit.user;
    cache.delete(token);
    return undefined;
  }

  function remember(token: string, user: UserRow, expire: Date, generation: number): void {
    // A write that landed while the row was being read may have changed it: keep only what no write has touched.
    if (generation !== userRowsGeneration()) return;
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    // Frozen: every request of the token shares this object, so none may change it for the others.
    cache.set(token, { user: Object.freeze(user), expire: expire.getTime(), until: now() + cacheMs, generation });
  }

  /** The token's user read from the database, kept when no write came meanwhile; frozen, as callers may share it. */
  async function readUser(token: string, generation: number): Promise<UserRow | null> {
    const found = await sessions.user(token, new Date(now()));
    if (!found) return null;
    remember(token, found.user, found.expire, generation);
    return Object.freeze(found.user);
  }

  return {
    /**
     * Signs the user in and returns the token for the cookie: a new session at every sign-in, so a token planted
     * before sign-in is never promoted (no fixation). The request's old session, if any, ends.
     */
    async start(userId: string, previousToken: string | undefined): Promise<string> {
      const ended = previousToken ? await sessions.delete(previousToken) : null;
      const token = await sessions.create(userId);
      if (ended) sessionsEnded(ended);
      return token;
    },

    /** The user behind the token while the cache holds it, without waiting; undefined sends the caller to userOf. */
    cachedUserOf: cachedUser,

    /** The user behind a live session token, or null; from the cache while it holds. */
    async userOf(token: string): Promise<UserRow | null> {
      const cached = cachedUser(token);
      if (cached) return cached;
      const generation = userRowsGeneration();
      const underway = reading.get(token);
      if (underway?.generation === generation) return underway.user;
      const user = readUser(token, generation);
      reading.set(token, { generation, user });
      try {
        return await user;
      } finally {
        if (reading.get(token)?.user === user) reading.delete(token);
      }
    },

    /**
     * The user behind a live session token asked of the database, past the cache: a socket checking that its session
     * still holds must not be told so by a copy another instance's sign-out has not reached.
     */
    async liveUserOf(token: string): Promise<UserRow | null> {
      const found = await sessions.user(token, new Date(now()));
      if (!found) cache.delete(token);
      return found?.user ?? null;
    },

    /** Ends the session, when there is one; its sockets close (realtime/socket.ts). */
    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      cache.delete(token);
      const ended = await sessions.delete(token);
      if (ended) sessionsEnded(ended);
    },

    /** Says that sessions of the user ended in a change made elsewhere (a password change, an account deleted). */
    ended: (userId: string): void => sessionsEnded(userId),

    /**
     * The idle ping: pushes a live session's expiry 30 minutes ahead. Without one, 401 'Session expired', on which
     * the client signs out with that reason (product §A8).
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
