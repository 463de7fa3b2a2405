import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { qualified as q, rowReader, wholeRow } from '../db/qualified';
import { sessions, users } from '../db/schema';
import { userRowsChanged } from '../db/read-generations';
import type { UserRow } from '../users/repository';

/** A session idle this long is expired by the server too (product §R10, §A4). */
export const sessionIdleMs = 30 * 60 * 1000;

// Only a hash of the token is stored, so a copy of the sessions table cannot be replayed as cookies.
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const userRow = rowReader(users);

/** The sessions table, bound to the database or to a transaction. Callers hold tokens; rows hold their hashes. */
export function sessionsRepository(db: DbOrTx) {
  return {
    /** Starts a session for the user and returns the token for the cookie. */
    async create(userId: string, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({ sid: tokenHash(token), userId, expire: new Date(now.getTime() + sessionIdleMs) });
      return token;
    },

    /** The user behind a live session token and when the session expires, or null when it is unknown or idle too long. */
    async user(token: string, now = new Date()): Promise<{ user: UserRow; expire: Date } | null> {
      // Every socket and every request the session cache has not seen starts here: a raw query read by rowReader, since
      // the ORM's select of the user's columns cost the server more than the query did (issue 35, docs/decisions/042).
      const [row] = await queryRows<{ user: Record<string, unknown>; expireMs: number | string }>(
        db,
        sql`select ${wholeRow(users)} as "user", extract(epoch from ${q(sessions.expire)}) * 1000 as "expireMs"
            from ${sessions} join ${users} on ${q(users.id)} = ${q(sessions.userId)}
            where ${q(sessions.sid)} = ${tokenHash(token)} and ${q(sessions.expire)} > ${now.toISOString()}::timestamptz
            limit 1`,
      );
      return row ? { user: userRow(row.user), expire: new Date(Number(row.expireMs)) } : null;
    },

    /** Pushes a live session's expiry 30 minutes ahead; false when it had already expired. */
    async renew(token: string, now = new Date()): Promise<boolean> {
      const renewed = await db
        .update(sessions)
        .set({ expire: new Date(now.getTime() + sessionIdleMs) })
        .where(and(eq(sessions.sid, tokenHash(token)), gt(sessions.expire, now)))
        .returning({ sid: sessions.sid });
      return renewed.length > 0;
    },

    /** Ends one session; returns whose it was, or null when there was none. */
    async delete(token: string): Promise<string | null> {
      const [ended] = await db.delete(sessions).where(eq(sessions.sid, tokenHash(token))).returning({ userId: sessions.userId });
      userRowsChanged();
      return ended?.userId ?? null;
    },

    /** Ends every session of the user except the one holding `keepToken` (after a password change). */
    async deleteOthers(userId: string, keepToken: string | undefined): Promise<void> {
      const others = keepToken ? and(eq(sessions.userId, userId), ne(sessions.sid, tokenHash(keepToken))) : eq(sessions.userId, userId);
      await db.delete(sessions).where(others);
      userRowsChanged();
    },

    /** Removes expired sessions, so the table does not grow without bound. */
    async deleteExpired(now = new Date()): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expire, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
