import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { friendships } from '../db/schema';

/** A friendship is stored once per pair, lower id first (schema.ts), so a pair is looked up in that order. */
function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/**
 * A SQL condition, true when the two users (columns or values) are friends: for queries of other areas that ask
 * it inside a larger question (may this viewer see a private game?), in the one way it is stored.
 */
export function friendshipExists(userA: SQL | string, userB: SQL | string): SQL {
  return sql`exists (select 1 from ${friendships} where (${friendships.userAId} = ${userA} and ${friendships.userBId} = ${userB}) or (${friendships.userAId} = ${userB} and ${friendships.userBId} = ${userA}))`;
}

/** The friendships table, bound to the database or a transaction (the friends area grows here). */
export function friendsRepository(db: DbOrTx) {
  return {
    /** True when the two users are friends. */
    async areFriends(a: string, b: string): Promise<boolean> {
      const [first, second] = orderedPair(a, b);
      const rows = await db
        .select({ id: friendships.id })
        .from(friendships)
        .where(and(eq(friendships.userAId, first), eq(friendships.userBId, second)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type FriendsRepository = ReturnType<typeof friendsRepository>;
