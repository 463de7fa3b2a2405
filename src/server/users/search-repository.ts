import { and, asc, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { containsPattern, qualified as q } from '../db/qualified';
import { gamePlayers, users } from '../db/schema';
import { userShownNameSql } from './repository';

/**
 * Golfers found by name or Player ID, bound to a handle. `knows` is the condition that two users know each other
 * (friends/repository.ts acquaintanceExists), handed in by the composition root: users is the base the other areas
 * build on and imports none of them (docs/decisions/010).
 */
export function golferSearchRepository(db: DbOrTx, knows: (userA: SQL | string, userB: SQL | string) => SQL) {
  return {
    /**
     * Golfers to add by name or Player ID (product §G7): a prefix of the Player ID, or a case-insensitive part of
     * the name shown (display name, else username) or, for a golfer the searcher knows, of the username; never the
     * searcher; with the handicap of their latest game or profile, and whether the searcher knows them (a friend or
     * a playing partner, friends/repository.ts; an admin knows everyone), which decides what of them the searcher
     * is shown (issue 27).
     */
    async searchGolfers(query: { text: string; byId: boolean; viewer: { id: string; isAdmin: boolean }; limit: number }) {
      const pattern = containsPattern(query.text);
      const known = query.viewer.isAdmin ? sql`true` : knows(query.viewer.id, q(users.id));
      const matches = query.byId
        ? sql`${users.userNumber}::text like ${`${query.text}%`}`
        : sql`(${userShownNameSql} ilike ${pattern} or (${users.username} ilike ${pattern} and ${known}))`;
      return db
        .select({
          id: users.id,
          userNumber: users.userNumber,
          displayName: userShownNameSql,
          username: users.username,
          mostRecentHandicap: sql<number | null>`coalesce((select ${q(gamePlayers.handicap)} from ${gamePlayers} where ${q(gamePlayers.userId)} = ${q(users.id)} order by ${q(gamePlayers.joinedAt)} desc limit 1), ${q(users.handicap)})`,
          known: sql<boolean>`${known}`,
        })
        .from(users)
        .where(and(matches, ne(users.id, query.viewer.id)))
        .orderBy(asc(users.userNumber))
        .limit(query.limit);
    },
  };
}

export type GolferSearchRepository = ReturnType<typeof golferSearchRepository>;
