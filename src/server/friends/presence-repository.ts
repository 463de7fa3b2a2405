import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userPresence } from '../db/schema';

/** Who has a socket open on which instance (schema.ts user_presence), bound to a handle. */
export function presenceRepository(db: DbOrTx) {
  return {
    /** Records that the user has a socket open on this instance, seen now. */
    async markOnline(instanceId: string, userId: string): Promise<void> {
      await db
        .insert(userPresence)
        .values({ instanceId, userId })
        .onConflictDoUpdate({ target: [userPresence.instanceId, userPresence.userId], set: { seenAt: sql`now()` } });
    },

    async markOffline(instanceId: string, userId: string): Promise<void> {
      await db.delete(userPresence).where(and(eq(userPresence.instanceId, instanceId), eq(userPresence.userId, userId)));
    },

    /** The instance's heartbeat: every user it holds a socket for is seen now. */
    async touch(instanceId: string): Promise<void> {
      await db.update(userPresence).set({ seenAt: sql`now()` }).where(eq(userPresence.instanceId, instanceId));
    },

    /** Of these users, those with a socket on this instance, or on another seen since `since`. */
    async onlineAmong(userIds: readonly string[], since: Date, instanceId: string): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: userPresence.userId })
        .from(userPresence)
        .where(and(inArray(userPresence.userId, [...userIds]), or(eq(userPresence.instanceId, instanceId), gt(userPresence.seenAt, since))));
      return new Set(rows.map((row) => row.userId));
    },

    /**
     * Forgets the rows of other instances not seen since `before` (an instance that died without closing its
     * sockets); answers the users whose rows this call deleted, each once. This instance's own rows are exact.
     */
    async sweep(before: Date, instanceId: string): Promise<string[]> {
      const rows = await db
        .delete(userPresence)
        .where(and(lt(userPresence.seenAt, before), ne(userPresence.instanceId, instanceId)))
        .returning({ userId: userPresence.userId });
      return [...new Set(rows.map((row) => row.userId))];
    },
  };
}

export type PresenceRepository = ReturnType<typeof presenceRepository>;
