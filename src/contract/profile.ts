import { z } from 'zod';
import { paymentHandleRules, paymentHandleSchema } from './groups';
import { ACHIEVEMENT_TYPES, GIVEN_HANDICAP_ERRORS, givenHandicapCheck, type IndexTenths } from '../golf';
import { subscriptionStatuses } from './access';
import { HandicapSchema } from './handicap';
import { GameIdSchema, FormatOptionsSchema, GameTypeSchema, NassauModeSchema } from './games';
import { CardScoreSchema } from './games-responses';
import { boundedText, multiLine, controlCharacterMessage, textMax } from './text';

// The profile, settings and achievements calls (issue 14; product §G2 Profile, §G3, §G5, §G7, §G8; product §R8-§R9).
// The server answers with these shapes and the screens parse them; every figure comes from the golf engine.

const IsoTimeSchema = z.string();

/** The profile's tabs, kept in ?tab= (product §G2); notifications and settings only on one's own profile. */
export const PROFILE_TABS = ['my-stats', 'past-games', 'achievements', 'notifications', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
/** The tabs only the profile's owner sees. */
export const OWN_PROFILE_TABS: readonly ProfileTab[] = ['notifications', 'settings'];

export const profileMessages = {
  notFound: 'Profile not found',
  noPicture: 'No picture',
  avatarType: 'Invalid file type: Please select an image file',
  avatarSize: 'File too large: Please select an image smaller than 5MB',
  achievementHeld: 'This golfer already has that achievement',
  achievementType: 'Unknown achievement type',
} as const;

/** The most recent rounds the My Stats chart draws (issue 14). */
export const PROFILE_TREND_ROUNDS = 20;

/** Avatars: an image of at most 5 MB as picked (product §G5, §G9), stored as a square WebP this many pixels wide. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/**
 * The picture formats a phone sends, the only ones the server reads (issue 27, decision 024): HEIC only where the
 * server's sharp can decode it. Anything else (SVG, GIF, TIFF, AVIF...) is refused with `avatarType`.
 */
export const AVATAR_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type AvatarMediaType = (typeof AVATAR_MEDIA_TYPES)[number];
/** The longest data: URL a 5 MB image makes (base64 is 4 characters per 3 bytes), with room for its header. */
export const AVATAR_DATA_URL_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 100;

/**
 * What a viewer may see of a profile: `own`, everything; `full` (a friend or someone who played a game with them),
 * handicap, stats, past games and achievements; `limited` (anyone else), only the name and Player ID. Never the e-mail
 * but one's own.
 */
export const PROFILE_VIEWS = ['own', 'full', 'limited'] as const;
export type ProfileView = (typeof PROFILE_VIEWS)[number];

/** The golfer a profile is about. Fields a viewer may not see are null. */
export const ProfileUserSchema = z.object({
  id: z.string(),
  userNumber: z.number().int(),
  /** The one name shown (userShownName): the display name, else the username. */
  name: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  handicap: z.number().int().nullable(),
  /** The Handicap Index (product §R12): one decimal, a plus index negative; null when not set or not visible. */
  handicapIndex: z.number().nullable(),
  bio: z.string().nullable(),
  /** Only on one's own profile. */
  email: z.string().nullable(),
});
export type ProfileUser = z.infer<typeof ProfileUserSchema>;

/** My Stats (product §G3 profile response; product §R9), from the engine's statisticsFor. */
export const ProfileStatsSchema = z.object({
  totalRounds: z.number().int(),
  averageScore: z.number().nullable(),
  totalBirdies: z.number().int(),
  birdiePercentage: z.number(),
  bestRound: z.number().int().nullable(),
  handicapStrokeEffectiveness: z.number().nullable(),
  avgFront9: z.number().nullable(),
  avgBack9: z.number().nullable(),
});
export type ProfileStats = z.infer<typeof ProfileStatsSchema>;

/** A point of the My Stats chart: one completed round against par (the engine's roundToParFor), oldest first. */
export const RoundTrendPointSchema = z.object({
  gameId: GameIdSchema,
  completedAt: IsoTimeSchema,
  courseName: z.string(),
  holesPlayed: z.number().int(),
  grossToPar: z.number().int(),
  netToPar: z.number().int(),
});
export type RoundTrendPoint = z.infer<typeof RoundTrendPointSchema>;

/** A completed game on Past Games, newest first, with the golfer's result and card (the View Scorecard dialog). */
export const ProfileGameSchema = z.object({
  id: GameIdSchema,
  name: z.string(),
  gameType: GameTypeSchema,
  formatOptions: FormatOptionsSchema,
  /** A nassau's mode, as the spec's client reads it; null for other formats (formatOptions has it too). */
  nassauMode: NassauModeSchema.nullable(),
  completedAt: IsoTimeSchema,
  courseName: z.string(),
  teeColor: z.string(),
  playerCount: z.number().int(),
  handicap: z.number().int(),
  totalStrokes: z.number().int(),
  netScore: z.number().int(),
  position: z.number().int().nullable(),
  /** Dollars with two decimals (product §R0). */
  winnings: z.number(),
  /** The golfer's scores in that game, hole by hole. */
  scores: z.array(CardScoreSchema),
});
export type ProfileGame = z.infer<typeof ProfileGameSchema>;

/** An earned achievement (product §G3): the type and when; gameId is null for one an admin granted. */
export const ProfileAchievementSchema = z.object({
  id: z.number().int(),
  achievementType: z.string(),
  earnedAt: IsoTimeSchema,
  gameId: GameIdSchema.nullable(),
});
export type ProfileAchievement = z.infer<typeof ProfileAchievementSchema>;

/**
 * GET /api/profile (one's own) and GET /api/profile/{userId}. A `limited` view carries null stats and empty lists.
 */
export const ProfileSchema = z.object({
  view: z.enum(PROFILE_VIEWS),
  user: ProfileUserSchema,
  stats: ProfileStatsSchema.nullable(),
  recentRounds: z.array(RoundTrendPointSchema),
  completedGames: z.array(ProfileGameSchema),
  achievements: z.array(ProfileAchievementSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The golfer a profile or avatar path names; anything but a user id is simply not one (404). */
export const UserParamsSchema = z.object({ userId: z.uuid().max(36) });

/**
 * The profile's Handicap Index as sent (product §R12): a number with at most one decimal, -10.0..54.0, a plus index
 * negative; kept in tenths. Refused in the engine's words (givenHandicapCheck of a "whs" game).
 */
export const HandicapIndexSchema = z.number({ error: GIVEN_HANDICAP_ERRORS.indexRange }).transform((value, context) => {
  const checked = givenHandicapCheck('whs', value);
  if (checked.ok) return checked.value as IndexTenths;
  context.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

export const PROFILE_UPDATE_EMPTY = 'Send a handicap, a handicapIndex or both';

/**
 * PATCH /api/profile (product §G7, §R12): the handicap, the Handicap Index, or both; null clears one, a field not sent
 * stays as it is. Answers the current user.
 */
export const UpdateProfileSchema = z
  .object({ handicap: HandicapSchema.nullable().optional(), handicapIndex: HandicapIndexSchema.nullable().optional() })
  .strict()
  .refine((body) => body.handicap !== undefined || body.handicapIndex !== undefined, PROFILE_UPDATE_EMPTY);

/** PATCH /api/user/settings (product §G7). Each field is optional; what is sent is saved. Answers the current user. */
export const UpdateSettingsSchema = z
  .object({
    displayName: boundedText(textMax.personName, `Display name must be at most ${textMax.personName} characters`, {
      error: 'Display name is required',
    })
      .min(1, 'Display name is required')
      .optional(),
    bio: z
      .string({ error: 'Bio must be text' })
      .trim()
      .max(textMax.bio, `Bio must be at most ${textMax.bio} characters`)
      .refine(multiLine, controlCharacterMessage)
      .nullable()
      .optional(),
    /**
     * A new picture as a data: URL of an image (read inline, product §G5), the avatar's current URL (unchanged),
     * or null to remove it. The server decodes, checks and resizes a new one.
     */
    avatarUrl: z.string({ error: profileMessages.avatarType }).max(AVATAR_DATA_URL_MAX, profileMessages.avatarSize).nullable().optional(),
    friendsOnlyGameAdd: z.boolean({ error: 'friendsOnlyGameAdd must be true or false' }).optional(),
    // Where group members may pay this golfer (product §R18).
    paypalMe: paymentHandleSchema(paymentHandleRules.paypalMe).optional(),
    venmo: paymentHandleSchema(paymentHandleRules.venmo).optional(),
    cashtag: paymentHandleSchema(paymentHandleRules.cashtag).optional(),
  })
  .strict();
export type UpdateSettingsInput = z.input<typeof UpdateSettingsSchema>;

/** GET /api/user/subscription (product §A7): nextBillingDate is null until a paid plan has one. */
export const SubscriptionInfoSchema = z.object({
  subscriptionStatus: z.enum(subscriptionStatuses),
  nextBillingDate: IsoTimeSchema.nullable(),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>;

/** POST /api/admin/users/{id}/achievements (product §G7): any of the 17 types. */
export const GrantAchievementSchema = z
  .object({ achievementType: z.enum(ACHIEVEMENT_TYPES, { error: profileMessages.achievementType }) })
  .strict();
