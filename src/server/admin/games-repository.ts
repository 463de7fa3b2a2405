import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adminSearch, countedRows, pageWithTotal } from '../db/qualified';
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
      const search = adminSearch(query.text, [games.name, games.gameCode, userShownNameSql, users.username], games.id);
      const page = db
        .select({ ...gameListColumns(null), groupName: groups.name })
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .leftJoin(groups, eq(groups.id, games.groupId))
        .where(search.where)
        .orderBy(...search.first, desc(games.createdAt), desc(games.id))
        .offset(query.offset ?? 0);
      const counted = db.select({ total: countedRows }).from(games).innerJoin(users, eq(users.id, games.createdBy)).where(search.where);
      const { rows, total } = await pageWithTotal(page, query.limit, counted);
      return { rows: rows.map(({ groupName, ...row }) => ({ ...gameListRow(row), groupName })), total };
    },
  };
}

export type AdminGamesRepository = ReturnType<typeof adminGamesRepository>;
