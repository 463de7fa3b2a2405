import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { GameRef } from '../../contract/games';
import { queryRows, type DbOrTx } from '../db/client';
import { qualified as q } from '../db/qualified';
import { gamePlayers, games, notifications, scores, userAchievements, users } from '../db/schema';
import { friendshipExists } from '../friends/repository';
import type { GameViewing } from './reads-repository';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;
export type NewGamePlayer = typeof gamePlayers.$inferInsert;
export type ScoreRow = typeof scores.$inferSelect;
/** What a score says: the game, player and hole, and the strokes with what the rules derive from them. */
export type ScoreValues = Pick<ScoreRow, 'gameId' | 'gamePlayerId' | 'holeNumber' | 'strokes' | 'par' | 'handicapStrokes' | 'netStrokes'>;
export type NewNotification = typeof notifications.$inferInsert;

/** A player with the account columns the players answer shows (product §R11); null ones for manual players. */
export type PlayerWithUser = GamePlayerRow & {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  displayName: string | null;
};

/** A score with the key of the player it belongs to. */
export type ScoreWithKey = ScoreRow & { playerKey: string };

/** The one row a write returns; none means the row vanished inside its transaction, which is a bug. */
function theRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}

/** A stored score as the engine reads a card hole (completion's cardHoleOf): what earlier rounds and the profile weigh. */
export const storedCardColumns = {
  holeNumber: scores.holeNumber,
  par: scores.par,
  strokes: scores.strokes,
  handicapStrokes: scores.handicapStrokes,
  netStrokes: scores.netStrokes,
};

/** The game a path names, by its id or its code. */
export const gameRefCondition = (ref: GameRef): SQL => (ref.kind === 'id' ? eq(games.id, ref.id) : eq(games.gameCode, ref.code));

/** Whether the viewer plays in the game of the row (false for a guest). */
export const isPlayerOf = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)} and ${q(gamePlayers.userId)} = ${viewerId})`
    : sql<boolean>`false`;

/** Whether the viewer is a friend of the game's creator (false for a guest). */
export const isCreatorFriendOf = (viewerId: string | null) =>
  viewerId ? sql<boolean>`${friendshipExists(q(games.createdBy), viewerId)}` : sql<boolean>`false`;

/**
 * A game's rows as its changes read and write them (games, game_players, scores, score_history) and what completion
 * writes, bound to a handle. What the screens list and show is read by reads-repository.ts.
 */
export function gamesRepository(db: DbOrTx) {
  return {
    /**
     * The game, locked until the transaction ends, with who may see it: every change of one game is applied one at
     * a time, and the visibility it is checked against is read with the lock, in the same query.
     */
    async lockWithViewing(ref: GameRef, viewerId: string | null): Promise<{ game: GameRow; viewing: GameViewing } | null> {
      const [row] = await db
        .select({ game: games, isPlayer: isPlayerOf(viewerId), isCreatorFriend: isCreatorFriendOf(viewerId) })
        .from(games)
        .where(gameRefCondition(ref))
        .for('update', { of: games });
      if (!row) return null;
      const { game, isPlayer, isCreatorFriend } = row;
      const { id, version, status, isPrivate, createdBy } = game;
      return { game, viewing: { id, version, status, isPrivate, createdBy, isPlayer, isCreatorFriend } };
    },

    async byId(gameId: number): Promise<GameRow | null> {
      const [row] = await db.select().from(games).where(eq(games.id, gameId)).limit(1);
      return row ?? null;
    },

    /**
     * Inserts a game unless its code is taken, then returns null and writes nothing: the caller draws another code.
     * (No exception, so a transaction around it stays usable.)
     */
    async insertUnlessCodeTaken(values: NewGame): Promise<GameRow | null> {
      const [row] = await db.insert(games).values(values).onConflictDoNothing({ target: games.gameCode }).returning();
      return row ?? null;
    },

    /** Changes the game and bumps its version (every change does, docs/decisions/009); returns the stored row. */
    async update(gameId: number, values: Partial<NewGame> = {}): Promise<GameRow> {
      const rows = await db
        .update(games)
        .set({ ...values, version: sql`${games.version} + 1` })
        .where(eq(games.id, gameId))
        .returning();
      return theRow(rows, `update of game ${String(gameId)}`);
    },

    /** Deletes the game; its players, scores and history go with it (cascade). False when there was none. */
    async delete(gameId: number): Promise<boolean> {
      const rows = await db.delete(games).where(eq(games.id, gameId)).returning({ id: games.id });
      return rows.length > 0;
    },

    /** The game's players in join order, with their accounts' names. */
    async players(gameId: number): Promise<PlayerWithUser[]> {
      const rows = await db
        .select({ player: gamePlayers, firstName: users.firstName, lastName: users.lastName, username: users.username, displayName: users.displayName })
        .from(gamePlayers)
        .leftJoin(users, eq(users.id, gamePlayers.userId))
        .where(eq(gamePlayers.gameId, gameId))
        .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.id));
      return rows.map(({ player, ...names }) => ({ ...player, ...names }));
    },

    async insertPlayer(values: NewGamePlayer): Promise<GamePlayerRow> {
      return theRow(await db.insert(gamePlayers).values(values).returning(), 'player insert');
    },

    async updatePlayer(playerId: number, values: Partial<NewGamePlayer>): Promise<GamePlayerRow> {
      return theRow(await db.update(gamePlayers).set(values).where(eq(gamePlayers.id, playerId)).returning(), `update of player ${String(playerId)}`);
    },

    /** Removes a player; their scores and history go with them (cascade). */
    async deletePlayer(playerId: number): Promise<void> {
      await db.delete(gamePlayers).where(eq(gamePlayers.id, playerId));
    },

    /** Every score of the game with its player's key, by player and hole. */
    async scores(gameId: number): Promise<ScoreWithKey[]> {
      const rows = await db
        .select({ score: scores, playerKey: gamePlayers.playerKey })
        .from(scores)
        .innerJoin(gamePlayers, eq(gamePlayers.id, scores.gamePlayerId))
        .where(eq(scores.gameId, gameId))
        .orderBy(asc(scores.gamePlayerId), asc(scores.holeNumber));
      return rows.map(({ score, playerKey }) => ({ ...score, playerKey }));
    },

    /** One player's scores, in hole order. */
    async scoresOfPlayer(gamePlayerId: number): Promise<ScoreRow[]> {
      return db.select().from(scores).where(eq(scores.gamePlayerId, gamePlayerId)).orderBy(asc(scores.holeNumber));
    },

    /**
     * Writes a score that changed (product §R2) in one statement, the hottest write there is (issue 17): the score,
     * its history row with the strokes it replaced, and the game's next version. Null when the stored score already
     * has these strokes: nothing is written then. Call it with the game's row locked.
     */
    async writeScore(score: ScoreValues, entry: { enteredBy: string; enteredByName: string }): Promise<{ version: number } | null> {
      const { gameId, gamePlayerId, holeNumber, strokes, par, handicapStrokes, netStrokes } = score;
      // Every part of the statement sees the rows as they were before it, so the subquery reads the replaced strokes.
      const rows = await queryRows<{ version: number }>(
        db,
        sql`with upserted as (
              insert into scores (game_id, game_player_id, hole_number, strokes, par, handicap_strokes, net_strokes)
              values (${gameId}, ${gamePlayerId}, ${holeNumber}, ${strokes}, ${par}, ${handicapStrokes}, ${netStrokes})
              on conflict (game_id, game_player_id, hole_number) do update
                set strokes = excluded.strokes, par = excluded.par, handicap_strokes = excluded.handicap_strokes,
                    net_strokes = excluded.net_strokes, updated_at = now()
                where scores.strokes is distinct from excluded.strokes
              returning game_id, game_player_id, hole_number, strokes,
                (select previous.strokes from scores previous
                  where previous.game_player_id = ${gamePlayerId} and previous.hole_number = ${holeNumber}) as previous_strokes
            ), history as (
              insert into score_history (game_id, game_player_id, hole_number, strokes, previous_strokes, entered_by, entered_by_name)
              select game_id, game_player_id, hole_number, strokes, previous_strokes, ${entry.enteredBy}::uuid, ${entry.enteredByName}
              from upserted
            )
            update games set version = games.version + 1 from upserted where games.id = upserted.game_id
            returning games.version`,
      );
      const [row] = rows;
      return row ? { version: Number(row.version) } : null;
    },

    /** Sets the strokes a score received and its net (a player's handicap changed). */
    async updateScoreStrokes(scoreId: number, handicapStrokes: number, netStrokes: number): Promise<void> {
      await db.update(scores).set({ handicapStrokes, netStrokes, updatedAt: new Date() }).where(eq(scores.id, scoreId));
    },

    /**
     * The stored cards of the users' other completed games (par, gross, strokes received, net per hole), for the
     * nine heroes (product §R8), ordered by game and hole.
     */
    async completedScoresOf(userIds: readonly string[], exceptGameId: number) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: sql<string>`${q(gamePlayers.userId)}`,
          gameId: scores.gameId,
          ...storedCardColumns,
        })
        .from(scores)
        .innerJoin(gamePlayers, eq(gamePlayers.id, scores.gamePlayerId))
        .innerJoin(games, eq(games.id, scores.gameId))
        .where(and(inArray(gamePlayers.userId, [...userIds]), eq(games.status, 'completed'), ne(games.id, exceptGameId)))
        .orderBy(asc(scores.gameId), asc(scores.holeNumber));
    },

    /** Records achievements; those the user already holds are skipped (once per user and type). Returns the new ones. */
    async awardAchievements(rows: { userId: string; achievementType: string; gameId: number }[]) {
      if (rows.length === 0) return [];
      return db
        .insert(userAchievements)
        .values(rows)
        .onConflictDoNothing({ target: [userAchievements.userId, userAchievements.achievementType] })
        .returning({ userId: userAchievements.userId, achievementType: userAchievements.achievementType });
    },

    async insertNotifications(rows: NewNotification[]): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
