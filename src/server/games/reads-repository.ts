import { asc, desc, eq, inArray, and, or, sql } from 'drizzle-orm';
import type { GameRef } from '../../contract/games';
import type { Team } from '../../golf';
import type { DbOrTx } from '../db/client';
import { qualified as q } from '../db/qualified';
import { friendships, gamePlayers, games, scoreHistory, userAchievements, users } from '../db/schema';
import { userShownNameSql } from '../users/repository';
import type { GameWatchers } from './access';
import { gameRefCondition, isCreatorFriendOf, isPlayerOf, type GameRow } from './repository';

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
  /** What of the creator's account decides the game's player limit (playerLimitFor, contract/access.ts). */
  creatorPlan: { isAdmin: boolean; subscriptionStatus: string };
  playerCount: number;
  teamA: number;
  teamB: number;
  isPlayer: boolean;
  /** The viewer's own winnings once the game is complete; null otherwise or when the viewer does not play. */
  viewerWinningsCents: number | null;
};

const winningsOf = (viewerId: string | null) =>
  viewerId
    ? sql<number | null>`(select ${q(gamePlayers.winningsCents)} from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)} and ${q(gamePlayers.userId)} = ${viewerId} limit 1)`
    : sql<number | null>`null`;

/** The game's players, or those of one team. */
const playerCount = (team?: Team) =>
  sql<number>`(select count(*)::int from ${gamePlayers} where ${q(gamePlayers.gameId)} = ${q(games.id)}${team ? sql` and ${q(gamePlayers.teamAssignment)} = ${team}` : sql``})`;

/** The columns of a game as lists show it (select from games joined to its creator in users); gameListRow reads them. */
export const gameListColumns = (viewerId: string | null) => ({
  game: games,
  creatorName: userShownNameSql,
  creatorPlan: { isAdmin: users.isAdmin, subscriptionStatus: users.subscriptionStatus },
  playerCount: playerCount(),
  teamA: playerCount('A'),
  teamB: playerCount('B'),
  isPlayer: isPlayerOf(viewerId),
  viewerWinningsCents: winningsOf(viewerId),
});
type ListSelection = Omit<GameListRow, keyof GameRow> & { game: GameRow };
export const gameListRow = ({ game, ...rest }: ListSelection): GameListRow => ({ ...game, ...rest });

/** A row of a game's history with the key and name of the player it changed. */
export type HistoryRow = Pick<
  typeof scoreHistory.$inferSelect,
  'id' | 'kind' | 'holeNumber' | 'strokes' | 'previousStrokes' | 'choice' | 'previousChoice' | 'junkKind' | 'enteredBy' | 'enteredByName' | 'enteredAt' | 'opId' | 'conflict'
> & { playerKey: string; playerName: string };

/** What the screens list and show of games, bound to a handle: who may see one, lists, history and achievements. */
export function gameReadsRepository(db: DbOrTx) {
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
        .where(gameRefCondition(ref))
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

    /** The game with its creator's name and counts, as lists and the detail show it. */
    async withCounts(gameId: number, viewerId: string | null): Promise<GameListRow | null> {
      const [row] = await db.select(gameListColumns(viewerId)).from(games).innerJoin(users, eq(users.id, games.createdBy)).where(eq(games.id, gameId));
      return row ? gameListRow(row) : null;
    },

    /** Games the user created or plays in, newest first. */
    async ofUser(userId: string): Promise<GameListRow[]> {
      const rows = await db
        .select(gameListColumns(userId))
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .where(or(eq(games.createdBy, userId), isPlayerOf(userId)))
        .orderBy(desc(games.createdAt), desc(games.id));
      return rows.map(gameListRow);
    },

    /**
     * The games a user created or plays in that are waiting or being played, newest first, each with what the
     * viewer's visibility is decided on (product §R7): a friend's games in the friends panel (issue 13).
     */
    async openOfUser(userId: string, viewerId: string): Promise<(GameListRow & { isCreatorFriend: boolean })[]> {
      const rows = await db
        .select({ ...gameListColumns(viewerId), isCreatorFriend: isCreatorFriendOf(viewerId) })
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .where(and(or(eq(games.createdBy, userId), isPlayerOf(userId)), inArray(games.status, ['waiting', 'active'])))
        .orderBy(desc(games.createdAt), desc(games.id));
      return rows.map(({ isCreatorFriend, ...row }) => ({ ...gameListRow(row), isCreatorFriend }));
    },

    /** Public games waiting or being played (product §R7), newest first, at most `limit`. */
    async publicOpen(viewerId: string, limit: number): Promise<GameListRow[]> {
      const rows = await db
        .select(gameListColumns(viewerId))
        .from(games)
        .innerJoin(users, eq(users.id, games.createdBy))
        .where(and(eq(games.isPrivate, false), inArray(games.status, ['waiting', 'active'])))
        .orderBy(desc(games.createdAt), desc(games.id))
        .limit(limit);
      return rows.map(gameListRow);
    },

    /** The game's history (scores and drinks, product §R17), newest first, with the player's key and name. */
    async history(gameId: number): Promise<HistoryRow[]> {
      return db
        .select({
          id: scoreHistory.id,
          kind: scoreHistory.kind,
          playerKey: gamePlayers.playerKey,
          playerName: gamePlayers.playerName,
          holeNumber: scoreHistory.holeNumber,
          strokes: scoreHistory.strokes,
          previousStrokes: scoreHistory.previousStrokes,
          choice: scoreHistory.choice,
          previousChoice: scoreHistory.previousChoice,
          junkKind: scoreHistory.junkKind,
          enteredBy: scoreHistory.enteredBy,
          enteredByName: scoreHistory.enteredByName,
          enteredAt: scoreHistory.enteredAt,
          opId: scoreHistory.opId,
          conflict: scoreHistory.conflict,
        })
        .from(scoreHistory)
        .innerJoin(gamePlayers, eq(gamePlayers.id, scoreHistory.gamePlayerId))
        .where(eq(scoreHistory.gameId, gameId))
        .orderBy(desc(scoreHistory.id));
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
  };
}

export type GameReadsRepository = ReturnType<typeof gameReadsRepository>;
