import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { qualified as q } from '../db/qualified';
import { gamePlayers, games, scores, userAchievements, userAvatars, users } from '../db/schema';
import { acquaintanceExists } from '../friends/repository';
import { storedCardColumns } from '../games/repository';

export type AvatarRow = typeof userAvatars.$inferSelect;
export type AchievementRow = typeof userAchievements.$inferSelect;

/** A completed game the user played, with their result in it and the game's player count. */
export type CompletedRoundRow = {
  gameId: number;
  name: string;
  gameType: (typeof games.$inferSelect)['gameType'];
  formatOptions: (typeof games.$inferSelect)['formatOptions'];
  holesPlayed: (typeof games.$inferSelect)['holesPlayed'];
  courseName: string;
  teeColor: string;
  completedAt: Date;
  playerCount: number;
  gamePlayerId: number;
  handicap: number;
  totalStrokes: number | null;
  netScore: number | null;
  position: number | null;
  winningsCents: number | null;
};

/** A stored score of one of those rounds. */
export type RoundScoreRow = { gamePlayerId: number; holeNumber: number; par: number; strokes: number; handicapStrokes: number; netStrokes: number };

/** What the profile reads across areas (issue 14): a golfer's completed rounds, achievements, avatar, who knows whom. */
export function profileRepository(db: DbOrTx) {
  return {
    /** True when the two golfers are friends or have played in a game together (they see each other's stats). */
    async knowEachOther(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ known: sql<boolean>`${acquaintanceExists(a, b)}` })
        .from(users)
        .where(eq(users.id, a));
      return row?.known === true;
    },

    /** The user's completed games with their result, newest first. */
    async completedRoundsOf(userId: string): Promise<CompletedRoundRow[]> {
      const rows = await db
        .select({
          gameId: games.id,
          name: games.name,
          gameType: games.gameType,
          formatOptions: games.formatOptions,
          courseName: games.courseName,
          teeColor: games.teeColor,
          holesPlayed: games.holesPlayed,
          completedAt: games.completedAt,
          playerCount: sql<number>`(select count(*)::int from ${gamePlayers} as mates where mates.game_id = ${q(games.id)})`,
          gamePlayerId: gamePlayers.id,
          handicap: gamePlayers.handicap,
          totalStrokes: gamePlayers.totalStrokes,
          netScore: gamePlayers.netScore,
          position: gamePlayers.position,
          winningsCents: gamePlayers.winningsCents,
        })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .where(and(eq(gamePlayers.userId, userId), eq(games.status, 'completed')))
        .orderBy(desc(games.completedAt), desc(games.id));
      // A completed game always has its completion time (product §R6); the filter keeps the type honest.
      return rows.filter((row): row is CompletedRoundRow => row.completedAt !== null);
    },

    /** The stored scores of those players' rounds, by player and hole. */
    async scoresOf(gamePlayerIds: readonly number[]): Promise<RoundScoreRow[]> {
      if (gamePlayerIds.length === 0) return [];
      return db
        .select({ gamePlayerId: scores.gamePlayerId, ...storedCardColumns })
        .from(scores)
        .where(inArray(scores.gamePlayerId, [...gamePlayerIds]))
        .orderBy(asc(scores.gamePlayerId), asc(scores.holeNumber));
    },

    /** The user's achievements, in the order earned. */
    async achievementsOf(userId: string): Promise<AchievementRow[]> {
      return db.select().from(userAchievements).where(eq(userAchievements.userId, userId)).orderBy(asc(userAchievements.earnedAt), asc(userAchievements.id));
    },

    /** Grants an achievement by hand; null when the user already holds that type (once per user and type, product §R8). */
    async grantAchievement(values: { userId: string; achievementType: string; grantedBy: string }): Promise<AchievementRow | null> {
      const [row] = await db
        .insert(userAchievements)
        .values({ userId: values.userId, achievementType: values.achievementType, metadata: { grantedBy: values.grantedBy } })
        .onConflictDoNothing({ target: [userAchievements.userId, userAchievements.achievementType] })
        .returning();
      return row ?? null;
    },

    /** The user's stored picture, or null. */
    async avatarOf(userId: string): Promise<AvatarRow | null> {
      const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Stores the user's picture, replacing the one before. */
    async saveAvatar(values: Omit<AvatarRow, 'updatedAt'>): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(userAvatars)
        .values({ ...values, updatedAt })
        .onConflictDoUpdate({ target: userAvatars.userId, set: { image: values.image, contentType: values.contentType, hash: values.hash, updatedAt } });
    },

    async deleteAvatar(userId: string): Promise<void> {
      await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
