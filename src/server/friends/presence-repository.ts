import { and, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { userPresence } from '../db/schema';

type FriendsToTell = { userId: string; friendIds: string[] };

/** The users as the rows of one uuid column, user_id, each once; sent as one JSON text, the same on both drivers. */
const usersIn = (userIds: readonly string[]): SQL => sql`select distinct value::uuid as user_id from json_array_elements_text(${JSON.stringify(userIds)}::json)`;

/**
 * The friends' ids of the user in `before.user_id` as a JSON array, or an empty one when `skip` holds. Every part of a
 * data-modifying statement reads one snapshot, so its presence read is the state before its own insert or delete.
 */
const friendsUnless = (skip: SQL): SQL =>
  sql`coalesce((select json_agg(case when f.user_a_id = before.user_id then f.user_b_id else f.user_a_id end) from friendships f
        where not ${skip} and (f.user_a_id = before.user_id or f.user_b_id = before.user_id)), '[]'::json)`;

/** Who has a socket open on which instance (schema.ts user_presence), bound to a handle. */
export function presenceRepository(db: DbOrTx) {
  return {
    /**
     * Records that each user has a socket open on this instance, seen now, and answers, per user, the friends who must
     * hear that they came online: none when they were online already (here, or on another instance seen since
     * `since`). One statement for them all: a socket's first open is the storm's commonest write (issue 35), and it
     * was three statements a user.
     */
    async markOnline(instanceId: string, userIds: readonly string[], since: Date): Promise<Map<string, string[]>> {
      const rows = await queryRows<FriendsToTell>(
        db,
        sql`with asked as (${usersIn(userIds)}), before as (
              select asked.user_id, exists (select 1 from user_presence p where p.user_id = asked.user_id and (p.instance_id = ${instanceId} or p.seen_at > ${since.toISOString()}::timestamptz)) as online
              from asked
            ), marked as (
              insert into user_presence (instance_id, user_id) select ${instanceId}, user_id from asked
              on conflict (instance_id, user_id) do update set seen_at = now()
            )
            select before.user_id as "userId", ${friendsUnless(sql`before.online`)} as "friendIds" from before`,
      );
      return new Map(rows.map((row) => [row.userId, row.friendIds]));
    },

    /**
     * Forgets each user's socket on this instance and answers, per user, the friends who must hear that they went
     * offline: none while another instance seen since `since` holds one of theirs. One statement, as markOnline.
     */
    async markOffline(instanceId: string, userIds: readonly string[], since: Date): Promise<Map<string, string[]>> {
      const rows = await queryRows<FriendsToTell>(
        db,
        sql`with asked as (${usersIn(userIds)}), removed as (
              delete from user_presence where instance_id = ${instanceId} and user_id = any(array(select user_id from asked))
            ), before as (
              select asked.user_id, exists (select 1 from user_presence p where p.user_id = asked.user_id and p.instance_id <> ${instanceId} and p.seen_at > ${since.toISOString()}::timestamptz) as online
              from asked
            )
            select before.user_id as "userId", ${friendsUnless(sql`before.online`)} as "friendIds" from before`,
      );
      return new Map(rows.map((row) => [row.userId, row.friendIds]));
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
