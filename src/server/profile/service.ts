import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type GrantAchievementSchema,
  PROFILE_TREND_ROUNDS,
  type Profile,
  type ProfileAchievement,
  type ProfileGame,
  type ProfileUser,
  type ProfileView,
  profileMessages,
  type UpdateProfileSchema,
  type UpdateSettingsSchema,
} from '../../contract/profile';
import { type CurrentUser, userShownName } from '../../contract/user';
import { formatOnTheWire } from '../../contract/games';
import { type AchievementType, type HolesPlayed, requireFormat, roundToParFor, statisticsFor, type PlayerHole } from '../../golf';
import type { Transaction } from '../db/transaction';
import { achievementNotice, cardHoleOf } from '../games/completion';
import { dollarsFrom } from '../games/responses';
import { badRequest, conflict, notFound } from '../http/errors';
import type { NotificationsRepository } from '../notifications/repository';
import { announceNotifications } from '../notifications/service';
import type { BusMessage } from '../realtime/bus';
import type { UserRow, UsersRepository } from '../users/repository';
import { indexDecimalOf, toCurrentUser } from '../users/responses';
import { avatarBytesFrom, avatarPath, avatarProcess } from './avatar';
import type { AchievementRow, CompletedRoundRow, ProfileRepository, RoundScoreRow } from './repository';

export type ProfileServiceDeps = {
  users: UsersRepository;
  profiles: ProfileRepository;
  /** A new avatar and the user's avatarUrl change together; a grant writes its notice with it. */
  transaction: Transaction<{ users: UsersRepository; profiles: ProfileRepository; notifications: Pick<NotificationsRepository, 'insert'> }>;
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
};

/**
 * Who sees what of a profile (issue 14): the owner everything; friends, playing partners and admins the golf
 * (handicap, stats, games, achievements); anyone else only the name and Player ID. The e-mail only to the owner.
 */
function viewOf(viewer: UserRow, target: UserRow, knowEachOther: boolean): ProfileView {
  if (viewer.id === target.id) return 'own';
  return knowEachOther || viewer.isAdmin ? 'full' : 'limited';
}

function profileUserOf(target: UserRow, view: ProfileView): ProfileUser {
  const seesGolf = view !== 'limited';
  return {
    id: target.id,
    userNumber: target.userNumber,
    name: userShownName(target),
    displayName: target.displayName,
    firstName: seesGolf ? target.firstName : null,
    lastName: seesGolf ? target.lastName : null,
    username: seesGolf ? target.username : null,
    avatarUrl: target.avatarUrl,
    isAdmin: seesGolf && target.isAdmin,
    handicap: seesGolf ? target.handicap : null,
    handicapIndex: seesGolf ? indexDecimalOf(target.handicapIndex) : null,
    bio: seesGolf ? target.bio : null,
    email: view === 'own' ? target.email : null,
  };
}

/** The stored scores by the game player they belong to. */
function scoresByPlayer(scores: readonly RoundScoreRow[]): Map<number, RoundScoreRow[]> {
  const byPlayer = new Map<number, RoundScoreRow[]>();
  for (const score of scores) {
    const list = byPlayer.get(score.gamePlayerId);
    if (list) list.push(score);
    else byPlayer.set(score.gamePlayerId, [score]);
  }
  return byPlayer;
}

function profileGameOf(round: CompletedRoundRow, scores: readonly RoundScoreRow[]): ProfileGame {
  return {
    id: round.gameId,
    name: round.name,
    ...formatOnTheWire(requireFormat(round)),
    completedAt: round.completedAt.toISOString(),
    courseName: round.courseName,
    teeColor: round.teeColor,
    playerCount: round.playerCount,
    handicap: round.handicap,
    totalStrokes: round.totalStrokes ?? 0,
    netScore: round.netScore ?? 0,
    position: round.position,
    winnings: dollarsFrom(round.winningsCents ?? 0),
    scores: scores.map(({ holeNumber, strokes, par, handicapStrokes, netStrokes }) => ({ holeNumber, strokes, par, handicapStrokes, netStrokes })),
  };
}

function toProfileAchievement(row: AchievementRow): ProfileAchievement {
  return { id: row.id, achievementType: row.achievementType, earnedAt: row.earnedAt.toISOString(), gameId: row.gameId };
}

/** The profile's calls (product §G7; product §R8-§R9): read a profile, change one's handicap and settings, grant achievements. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { users, profiles, transaction } = deps;

  /** The golf part of a profile: every figure from the engine over the user's completed rounds (product §R9). */
  async function golfOf(userId: string): Promise<Pick<Profile, 'stats' | 'recentRounds' | 'completedGames' | 'achievements'>> {
    const rounds = await profiles.completedRoundsOf(userId);
    const byPlayer = scoresByPlayer(await profiles.scoresOf(rounds.map((round) => round.gamePlayerId)));
    const scoresOf = (round: CompletedRoundRow) => byPlayer.get(round.gamePlayerId) ?? [];
    const cards: PlayerHole[][] = rounds.map((round) => scoresOf(round).map(cardHoleOf));
    const recent = rounds.slice(0, PROFILE_TREND_ROUNDS).map((round, index) => ({ round, card: cards[index] ?? [] }));
    // My Stats count 18-hole rounds, and a nine-hole round in its nine's average only (product §R14).
    const cardsOf = (holesPlayed: HolesPlayed) => cards.filter((_card, index) => rounds[index]?.holesPlayed === holesPlayed);
    return {
      stats: statisticsFor(cardsOf('18'), { front: cardsOf('front'), back: cardsOf('back') }),
      recentRounds: recent.reverse().map(({ round, card }) => {
        const { holesPlayed, grossToPar, netToPar } = roundToParFor(card);
        return { gameId: round.gameId, completedAt: round.completedAt.toISOString(), courseName: round.courseName, holesPlayed, grossToPar, netToPar };
      }),
      completedGames: rounds.map((round) => profileGameOf(round, scoresOf(round))),
      achievements: (await profiles.achievementsOf(userId)).map(toProfileAchievement),
    };
  }

  /** A new picture (a data: URL) is checked and resized before the write; the current URL keeps it; null removes it. */
  async function avatarChange(user: UserRow, avatarUrl: string | null | undefined) {
    if (avatarUrl === undefined || avatarUrl === user.avatarUrl) return { kind: 'keep' as const };
    if (avatarUrl === null) return { kind: 'remove' as const };
    // Only a picture of the golfer's own: a URL elsewhere would make every viewer's phone fetch it.
    if (!avatarUrl.startsWith('data:')) throw badRequest(profileMessages.avatarType);
    return { kind: 'replace' as const, avatar: await avatarProcess(avatarBytesFrom(avatarUrl)) };
  }

  return {
    async profileOf(viewer: UserRow, userId: string): Promise<Profile> {
      const target = viewer.id === userId ? viewer : await users.byId(userId);
      if (!target) throw notFound(profileMessages.notFound);
      const knows = target.id !== viewer.id && !viewer.isAdmin ? await profiles.knowEachOther(viewer.id, target.id) : false;
      const view = viewOf(viewer, target, knows);
      const user = profileUserOf(target, view);
      if (view === 'limited') return { view, user, stats: null, recentRounds: [], completedGames: [], achievements: [] };
      return { view, user, ...(await golfOf(target.id)) };
    },

    async updateHandicap(user: UserRow, input: z.output<typeof UpdateProfileSchema>): Promise<CurrentUser> {
      const updated = await users.update(user.id, { handicap: input.handicap, handicapIndex: input.handicapIndex });
      if (!updated) throw notFound(profileMessages.notFound);
      return toCurrentUser(updated);
    },

    async updateSettings(user: UserRow, input: z.output<typeof UpdateSettingsSchema>): Promise<CurrentUser> {
      const avatar = await avatarChange(user, input.avatarUrl);
      // Payment handles (product §R18): the contract has trimmed them, dropped a leading @ or $ and made '' null.
      const { displayName, friendsOnlyGameAdd, paypalMe, venmo, cashtag } = input;
      const bio = input.bio === '' ? null : input.bio;
      const updated = await transaction(async (tx) => {
        let avatarUrl: string | null | undefined;
        if (avatar.kind === 'replace') {
          await tx.profiles.saveAvatar({ userId: user.id, ...avatar.avatar });
          avatarUrl = avatarPath(user.id, avatar.avatar.hash);
        } else if (avatar.kind === 'remove') {
          await tx.profiles.deleteAvatar(user.id);
          avatarUrl = null;
        }
        return tx.users.update(user.id, { displayName, bio, friendsOnlyGameAdd, avatarUrl, paypalMe, venmo, cashtag });
      });
      if (!updated) throw notFound(profileMessages.notFound);
      return toCurrentUser(updated);
    },

    /** The stored avatar of a user, or a 404. */
    async avatar(userId: string) {
      const avatar = await profiles.avatarOf(userId);
      if (!avatar) throw notFound(profileMessages.noPicture);
      return avatar;
    },

    /** An admin grants one of the 17 achievements (product §G6); the golfer is notified. Held already: 409. */
    async grantAchievement(admin: UserRow, userId: string, input: z.output<typeof GrantAchievementSchema>): Promise<ProfileAchievement> {
      const type: AchievementType = input.achievementType;
      const granted = await transaction(async (tx) => {
        const target = await tx.users.byId(userId);
        if (!target) throw notFound('User not found');
        const row = await tx.profiles.grantAchievement({ userId: target.id, achievementType: type, grantedBy: admin.id });
        if (!row) throw conflict(profileMessages.achievementHeld);
        await tx.notifications.insert([achievementNotice(target.id, type, null)]);
        return row;
      });
      announceNotifications(deps, [granted.userId]);
      return toProfileAchievement(granted);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
