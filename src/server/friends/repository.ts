import { aliasedTable, and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { friendRequests, friendships, gamePlayers, users } from '../db/schema';

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

/**
 * A SQL condition, true when the two users know each other: friends, or golfers who have played in a game together.
 * Who sees a golfer's handicap and username (the profile, issue 14; the player search, issue 27) is decided by it.
 */
export function acquaintanceExists(userA: SQL | string, userB: SQL | string): SQL {
  const mine = sql.identifier('mine');
  const theirs = sql.identifier('theirs');
  return sql`(${friendshipExists(userA, userB)} or exists (select 1 from ${gamePlayers} as ${mine} join ${gamePlayers} as ${theirs} on ${theirs}.game_id = ${mine}.game_id where ${mine}.user_id = ${userA} and ${theirs}.user_id = ${userB}))`;
}

/** What the panel shows of a golfer (product §A3). */
const golferColumns = {
  id: users.id,
  displayName: users.displayName,
  username: users.username,
  firstName: users.firstName,
  userNumber: users.userNumber,
  avatarUrl: users.avatarUrl,
};
export type FriendGolfer = { id: string; displayName: string | null; username: string; firstName: string | null; userNumber: number; avatarUrl: string | null };

export type FriendRequestRow = typeof friendRequests.$inferSelect;
export type FriendRequestWithGolfers = FriendRequestRow & { requester: FriendGolfer; addressee: FriendGolfer };

const requesters = aliasedTable(users, 'requester');
const addressees = aliasedTable(users, 'addressee');
const golferOf = (table: typeof requesters) => ({
  id: table.id,
  displayName: table.displayName,
  username: table.username,
  firstName: table.firstName,
  userNumber: table.userNumber,
  avatarUrl: table.avatarUrl,
});

/** The friendships and friend requests tables, bound to the database or a transaction. */
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

    /**
     * Holds the pair until the transaction ends, whichever of the two asks: requests and answers between two golfers
     * are decided one at a time, so two racing requests (either way) cannot both find "nothing pending" (issue 13).
     */
    async lockPair(a: string, b: string): Promise<void> {
      const [first, second] = orderedPair(a, b);
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`friends:${first}:${second}`}, 0))`);
    },

    /** The user's friends, by name. */
    async friendsOf(userId: string): Promise<FriendGolfer[]> {
      return db
        .select(golferColumns)
        .from(friendships)
        .innerJoin(users, or(and(eq(friendships.userAId, userId), eq(users.id, friendships.userBId)), and(eq(friendships.userBId, userId), eq(users.id, friendships.userAId))))
        .orderBy(asc(sql`lower(coalesce(nullif(${users.displayName}, ''), ${users.username}))`), asc(users.id));
    },

    /** The user's friends' ids. */
    async friendIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ a: friendships.userAId, b: friendships.userBId })
        .from(friendships)
        .where(or(eq(friendships.userAId, userId), eq(friendships.userBId, userId)));
      return rows.map((row) => (row.a === userId ? row.b : row.a));
    },

    /** Pending requests the user sent or received, newest first, with both golfers. */
    async pendingOf(userId: string): Promise<FriendRequestWithGolfers[]> {
      const rows = await db
        .select({ request: friendRequests, requester: golferOf(requesters), addressee: golferOf(addressees) })
        .from(friendRequests)
        .innerJoin(requesters, eq(requesters.id, friendRequests.requesterId))
        .innerJoin(addressees, eq(addressees.id, friendRequests.addresseeId))
        .where(and(eq(friendRequests.status, 'pending'), or(eq(friendRequests.requesterId, userId), eq(friendRequests.addresseeId, userId))))
        .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
      return rows.map(({ request, requester, addressee }) => ({ ...request, requester, addressee }));
    },

    /** The pending request from `requesterId` to `addresseeId`, or null. */
    async pendingFrom(requesterId: string, addresseeId: string): Promise<FriendRequestRow | null> {
      const [row] = await db
        .select()
        .from(friendRequests)
        .where(and(eq(friendRequests.requesterId, requesterId), eq(friendRequests.addresseeId, addresseeId), eq(friendRequests.status, 'pending')))
        .limit(1);
      return row ?? null;
    },

    /** How many of the user's sent requests wait for an answer. */
    async pendingSentCount(requesterId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(friendRequests)
        .where(and(eq(friendRequests.requesterId, requesterId), eq(friendRequests.status, 'pending')));
      return row?.n ?? 0;
    },

    async requestById(id: number): Promise<FriendRequestRow | null> {
      const [row] = await db.select().from(friendRequests).where(eq(friendRequests.id, id)).limit(1);
      return row ?? null;
    },

    async insertRequest(requesterId: string, addresseeId: string): Promise<FriendRequestRow> {
      const [row] = await db.insert(friendRequests).values({ requesterId, addresseeId }).returning();
      if (!row) throw new Error('insert of a friend request returned no row');
      return row;
    },

    /** Answers a pending request; returns it, or null when it was no longer pending. */
    async answerRequest(id: number, status: 'accepted' | 'declined'): Promise<FriendRequestRow | null> {
      const [row] = await db
        .update(friendRequests)
        .set({ status })
        .where(and(eq(friendRequests.id, id), eq(friendRequests.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Records the friendship (once per pair; a second call changes nothing). */
    async befriend(a: string, b: string): Promise<void> {
      const [userAId, userBId] = orderedPair(a, b);
      await db.insert(friendships).values({ userAId, userBId }).onConflictDoNothing();
    },

    /** Ends the friendship; true when there was one. */
    async unfriend(a: string, b: string): Promise<boolean> {
      const [first, second] = orderedPair(a, b);
      const rows = await db
        .delete(friendships)
        .where(and(eq(friendships.userAId, first), eq(friendships.userBId, second)))
        .returning({ id: friendships.id });
      return rows.length > 0;
    },
  };
}

export type FriendsRepository = ReturnType<typeof friendsRepository>;
