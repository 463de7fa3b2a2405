import { and, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { userPresence } from '../db/schema';

type FriendsToTell = { friendIds: string[] };

/**
 * The user's friends' ids as a JSON array, or an empty one when `skip` holds. Both sub-statements of a data-modifying
 * statement read one snapshot, so the presence read before its own insert or delete is the state before it.
 */
const friendsUnless = (skip: SQL, userId: string): SQL =>
  sql`coalesce((select json_agg(case when f.user_a_id = ${userId} then f.user_b_id else f.user_a_id end) from friendships f
        where not ${skip} and (f.user_a_id = ${userId} or f.user_b_id = ${userId})), '[]'::json)`;

/** Who has a socket open on which instance (schema.ts user_presence), bound to a handle. */
export function presenceRepository(db: DbOrTx) {
  return {
    /**
     * Records that the user has a socket open on this instance, seen now, and answers the friends who must hear that
     * they came online: none when they were online already (here, or on another instance seen since `since`). One
     * statement, as a socket's first open is the storm's commonest write (issue 35): it was three.
     */
    async markOnline(instanceId: string, userId: string, since: Date): Promise<string[]> {
      const [row] = await queryRows<FriendsToTell>(
        db,
        sql`with before as (
              select exists (select 1 from user_presence where user_id = ${userId} and (instance_id = ${instanceId} or seen_at > ${since.toISOString()}::timestamptz)) as online
            ), marked as (
              insert into user_presence (instance_id, user_id) values (${instanceId}, ${userId})
              on conflict (instance_id, user_id) do update set seen_at = now()
            )
            select ${friendsUnless(sql`before.online`, userId)} as "friendIds" from before`,
      );
      return row?.friendIds ?? [];
    },

    /**
     * Forgets the user's socket on this instance and answers the friends who must hear that they went offline: none
     * while another instance seen since `since` holds one of theirs. One statement, as markOnline.
     */
    async markOffline(instanceId: string, userId: string, since: Date): Promise<string[]> {
      const [row] = await queryRows<FriendsToTell>(
        db,
        sql`with removed as (
              delete from user_presence where instance_id = ${instanceId} and user_id = ${userId}
            ), elsewhere as (
              select exists (select 1 from user_presence where user_id = ${userId} and instance_id <> ${instanceId} and seen_at > ${since.toISOString()}::timestamptz) as online
            )
            select ${friendsUnless(sql`elsewhere.online`, userId)} as "friendIds" from elsewhere`,
      );
      return row?.friendIds ?? [];
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
