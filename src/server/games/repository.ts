import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { GameRef } from '../../contract/games';
import type { Team } from '../../golf';
import { queryRows, type DbOrTx } from '../db/client';
import { containsPattern, qualified as q } from '../db/qualified';
import { friendships, gamePlayers, games, notifications, scoreHistory, scores, userAchievements, users } from '../db/schema';
import { acquaintanceExists, friendshipExists } from '../friends/repository';
import type { GameWatchers } from './access';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;
export type NewGamePlayer = typeof gamePlayers.$inferInsert;
export type ScoreRow = typeof scores.$inferSelect;
/** What a score says: the game, player and hole, and the strokes with what the rules derive from them. */
export type ScoreValues = Pick<ScoreRow, 'gameId' | 'gamePlayerId' | 'holeNumber' | 'strokes' | 'par' | 'handicapStrokes' | 'netStrokes'>;
export type NewNotification = typeof notifications.$inferInsert;

/** A player with the account columns the players answer shows (rules.md §11); null ones for manual players. */
export type PlayerWithUser = GamePlayerRow & {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  displayName: string | null;
};

/** A score with the key of the player it belongs to. */
export type ScoreWithKey = ScoreRow & { playerKey: string };

/** What decides who may see and change a game, read in one small query (the ETag path). */
export type GameViewing = {
  id: number;
  version: number;
  status: GameRow['status'];
  isPrivate: boolean;
  createdBy: string;
  isPlayer: boolean;
  isCreatorFriend: boolean;
};

/** A game of a list with its creator's name, player and team counts, and whether the viewer plays in it. */
export type GameListRow = GameRow & {
  creatorName: string;
  playerCount: number;
  teamA: number;
  teamB: number;
  isPlayer: boolean;
  /** The viewer's own winnings once the game is complete; null otherwise or when the viewer does not play. */
  viewerWinningsCents: number | null;
};


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

/** A user's name as lists show it: the display name, or the username when there is none. */
const shownName = sql<string>`coalesce(nullif(${q(users.displayName)}, ''), ${q(users.username)})`;

const refCondition = (ref: GameRef): SQL => (ref.kind === 'id' ? eq(games.id, ref.id) : eq(games.gameCode, ref.code));

/** The games tables (games, game_players, scores, score_history) and what completion writes, bound to a handle. */
export function gamesRepository(db: DbOrTx) {
  const isPlayerOf = (viewerId: string | null) =>
    viewerId
      ? sql<boolean>`exists (select 1 from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)} and ${q(gamePlayers.userId)} = ${viewerId})`
      : sql<boolean>`false`;
  const isCreatorFriendOf = (viewerId: string | null) =>
    viewerId ? sql<boolean>`${friendshipExists(q(games.createdBy), viewerId)}` : sql<boolean>`false`;
  const winningsOf = (viewerId: string | null) =>
    viewerId
      ? sql<number | null>`(select ${q(gamePlayers.winningsCents)} from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)} and ${q(gamePlayers.userId)} = ${viewerId} limit 1)`
      : sql<number | null>`null`;
  /** The game's players, or those of one team. */
  const playerCount = (team?: Team) =>
    sql<number>`(select count(*)::int from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)}${team ? sql` and ${q(gamePlayers.teamAssignment)} = ${team}` : sql``})`;
  const listColumns = (viewerId: string | null) => ({
    game: games,
    creatorName: shownName,
    playerCount: playerCount(),
    teamA: playerCount('A'),
    teamB: playerCount('B'),
    isPlayer: isPlayerOf(viewerId),
    viewerWinningsCents: winningsOf(viewerId),
  });
  type ListSelection = Omit<GameListRow, keyof GameRow> & { game: GameRow };
  const listRow = ({ game, ...rest }: ListSelection): GameListRow => ({ ...game, ...rest });

  return {
    /** Who may see the game and its version, in one query; null when there is no such game. */
    async viewing(ref: GameRef, viewerId: string | null): Promise<GameViewing | null> {
      const [row] = await db
        .select({
          id: games.id,
          version: games.version,
          status: games.status,
          isPrivate: games.isPrivate,
          createdBy: games.createdBy,
          isPlayer: isPlayerOf(viewerId),
          isCreatorFriend: isCreatorFriendOf(viewerId),
        })
        .from(games)
        .where(refCondition(ref))
        .limit(1);
      return row ?? null;
    },

    /**
     * Who may watch the game (games/access.ts), in one query: for a private game its players' accounts and its
     * creator's friends too, as JSON arrays (both drivers read json alike); null when there is no such game.
     */
    async watchers(gameId: number): Promise<GameWatchers | null> {
      const creatorFriend = sql`case when ${q(friendships.userAId)} = ${q(games.createdBy)} then ${q(friendships.userBId)} else ${q(friendships.userAId)} end`;
      const [row] = await db
        .select({
          isPrivate: games.isPrivate,
          createdBy: games.createdBy,
          playerUserIds: sql<string[]>`case when ${q(games.isPrivate)} then (select coalesce(json_agg(${q(gamePlayers.userId)}), '[]'::json) from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)} and ${q(gamePlayers.userId)} is not null) else '[]'::json end`,
          creatorFriendIds: sql<string[]>`case when ${q(games.isPrivate)} then (select coalesce(json_agg(${creatorFriend}), '[]'::json) from ${friendships} where ${q(friendships.userAId)} = ${q(games.createdBy)} or ${q(friendships.userBId)} = ${q(games.createdBy)}) else '[]'::json end`,
        })
        .from(games)
        .where(eq(games.id, gameId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The game, locked until the transaction ends, with who may see it: every change of one game is applied one at
     * a time, and the visibility it is checked against is read with the lock, in the same query.
     */
    async lockWithViewing(ref: GameRef, viewerId: string | null): Promise<{ game: GameRow; viewing: GameViewing } | null> {
      const [row] = await db
        .select({ game: games, isPlayer: isPlayerOf(viewerId), isCreatorFriend: isCreatorFriendOf(viewerId) })
        .from(games)
        .where(refCondition(ref))
        .for('update', { of: games });
      if (!row) return null;
      const { game, isPlayer, isCreatorFriend } = row;
      const { id, version, status, isPrivate, createdBy } = game;
      return { game, viewing: { id, version, status, isPrivate, createdBy, isPlayer, isCreatorFriend } };
    },

    /** The game with its creator's name and counts, as lists and the detail show it. */
    async withCounts(gameId: number, viewerId: string | null): Promise<GameListRow | null> {
      const [row] = await db.select(listColumns(viewerId)).from(games).innerJoin(users, eq(users.id, games.createdBy)).where(eq(games.id, gameId));
      return row ? listRow(row) : null;
    },

    async byId(gameId: number): Promise<GameRow | null> {
      const [row] = await db.select().from(games).where(eq(games.id, gameId)).limit(1);
      return row ?? null;
    },

    /** Games the user created or plays in, newest first. */
    async ofUser(userId: string): Promise<GameListRow[]> {
      const rows = await db
        .select(listColumns(userId))
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .where(or(eq(games.createdBy, userId), isPlayerOf(userId)))
        .orderBy(desc(games.createdAt), desc(games.id));
      return rows.map(listRow);
    },

    /**
     * The games a user created or plays in that are waiting or being played, newest first, each with what the
     * viewer's visibility is decided on (rules.md §7): a friend's games in the friends panel (issue 13).
     */
    async openOfUser(userId: string, viewerId: string): Promise<(GameListRow & { isCreatorFriend: boolean })[]> {
      const rows = await db
        .select({ ...listColumns(viewerId), isCreatorFriend: isCreatorFriendOf(viewerId) })
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .where(and(or(eq(games.createdBy, userId), isPlayerOf(userId)), inArray(games.status, ['waiting', 'active'])))
        .orderBy(desc(games.createdAt), desc(games.id));
      return rows.map(({ isCreatorFriend, ...row }) => ({ ...listRow(row), isCreatorFriend }));
    },

    /** Public games waiting or being played (rules.md §7), newest first, at most `limit`. */
    async publicOpen(viewerId: string, limit: number): Promise<GameListRow[]> {
      const rows = await db
        .select(listColumns(viewerId))
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .where(and(eq(games.isPrivate, false), inArray(games.status, ['waiting', 'active'])))
        .orderBy(desc(games.createdAt), desc(games.id))
        .limit(limit);
      return rows.map(listRow);
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

    /**
     * A page of every game for the admin's list (spec 001 §7), newest first, with how many match in all. `text`
     * matches the name, code or creator's name or username (any case), or the id when it is a number.
     */
    async adminPage(query: { text?: string; limit?: number; offset?: number }): Promise<{ rows: GameListRow[]; total: number }> {
      const text = query.text?.trim();
      const pattern = text ? containsPattern(text) : null;
      const id = text && /^\d{1,9}$/.test(text) ? Number(text) : null;
      const matches = pattern
        ? or(
            sql`${games.name} ilike ${pattern}`,
            sql`${games.gameCode} ilike ${pattern}`,
            sql`${shownName} ilike ${pattern}`,
            sql`${users.username} ilike ${pattern}`,
            id === null ? undefined : eq(games.id, id),
          )
        : undefined;
      const page = db
        .select(listColumns(null))
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .where(matches)
        .orderBy(desc(games.createdAt), desc(games.id))
        .offset(query.offset ?? 0);
      const [rows, [counted]] = await Promise.all([
        query.limit === undefined ? page : page.limit(query.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(games).innerJoin(users, eq(users.id, games.createdBy)).where(matches),
      ]);
      return { rows: rows.map(listRow), total: counted?.total ?? 0 };
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
     * Writes a score that changed (rules.md §2) in one statement, the hottest write there is (issue 17): the score,
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

    /** The game's score writes, newest first, with the player's key and name. */
    async history(gameId: number) {
      return db
        .select({
          id: scoreHistory.id,
          playerKey: gamePlayers.playerKey,
          playerName: gamePlayers.playerName,
          holeNumber: scoreHistory.holeNumber,
          strokes: scoreHistory.strokes,
          previousStrokes: scoreHistory.previousStrokes,
          enteredBy: scoreHistory.enteredBy,
          enteredByName: scoreHistory.enteredByName,
          enteredAt: scoreHistory.enteredAt,
        })
        .from(scoreHistory)
        .innerJoin(gamePlayers, eq(gamePlayers.id, scoreHistory.gamePlayerId))
        .where(eq(scoreHistory.gameId, gameId))
        .orderBy(desc(scoreHistory.id));
    },

    /**
     * The stored cards of the users' other completed games (par, gross, strokes received, net per hole), for the
     * nine heroes (rules.md §8), ordered by game and hole.
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

    /** Achievements earned in the game, with who earned them. */
    async achievementsOf(gameId: number) {
      return db
        .select({
          id: userAchievements.id,
          achievementType: userAchievements.achievementType,
          earnedAt: userAchievements.earnedAt,
          userId: users.id,
          displayName: users.displayName,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(userAchievements)
        .innerJoin(users, eq(users.id, userAchievements.userId))
        .where(eq(userAchievements.gameId, gameId))
        .orderBy(asc(userAchievements.id));
    },

    async insertNotifications(rows: NewNotification[]): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    /**
     * Golfers to add by name or Player ID (spec 001 §7): a prefix of the Player ID, or a case-insensitive part of
     * the name shown (display name, else username) or, for a golfer the searcher knows, of the username; never the
     * searcher; with the handicap of their latest game or profile, and whether the searcher knows them (a friend or
     * a playing partner, friends/repository.ts; an admin knows everyone), which decides what of them the searcher
     * is shown (issue 27).
     */
    async searchGolfers(query: { text: string; byId: boolean; viewer: { id: string; isAdmin: boolean }; limit: number }) {
      const pattern = containsPattern(query.text);
      const known = query.viewer.isAdmin ? sql`true` : acquaintanceExists(query.viewer.id, q(users.id));
      const matches = query.byId
        ? sql`${users.userNumber}::text like ${`${query.text}%`}`
        : sql`(${shownName} ilike ${pattern} or (${users.username} ilike ${pattern} and ${known}))`;
      return db
        .select({
          id: users.id,
          userNumber: users.userNumber,
          displayName: shownName,
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

export type GamesRepository = ReturnType<typeof gamesRepository>;
