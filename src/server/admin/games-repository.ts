import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adminSearchTerms } from '../db/qualified';
import { games, groups, users } from '../db/schema';
import { gameListColumns, gameListRow, type GameListRow } from '../games/reads-repository';
import { userShownNameSql } from '../users/repository';

/** A game of the admin's list: the lists' row and the name of its group (product §R18), or null. */
export type AdminGameRow = GameListRow & { groupName: string | null };

/** Every game, as the admin's Games tab lists them, bound to a handle. */
export function adminGamesRepository(db: DbOrTx) {
  return {
    /**
     * A page of every game for the admin's list (product §G7), newest first, with how many match in all. `text`
     * matches the name, code or creator's name or username (any case), or the id when it is a number.
     */
    async adminPage(query: { text?: string; limit?: number; offset?: number }): Promise<{ rows: AdminGameRow[]; total: number }> {
      const terms = adminSearchTerms(query.text);
      const matches = terms
        ? or(
            sql`${games.name} ilike ${terms.pattern}`,
            sql`${games.gameCode} ilike ${terms.pattern}`,
            sql`${userShownNameSql} ilike ${terms.pattern}`,
            sql`${users.username} ilike ${terms.pattern}`,
            terms.number === null ? undefined : eq(games.id, terms.number),
          )
        : undefined;
      const page = db
        .select({ ...gameListColumns(null), groupName: groups.name })
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .leftJoin(groups, eq(groups.id, games.groupId))
        .where(matches)
        .orderBy(desc(games.createdAt), desc(games.id))
        .offset(query.offset ?? 0);
      const [rows, [counted]] = await Promise.all([
        query.limit === undefined ? page : page.limit(query.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(games).innerJoin(users, eq(users.id, games.createdBy)).where(matches),
      ]);
      return { rows: rows.map(({ groupName, ...row }) => ({ ...gameListRow(row), groupName })), total: counted?.total ?? 0 };
    },
  };
}

export type AdminGamesRepository = ReturnType<typeof adminGamesRepository>;
