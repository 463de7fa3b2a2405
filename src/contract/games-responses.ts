import { z } from 'zod';
import { BET_KINDS, GAME_STATUSES, JUNK_HISTORY_KIND, JUNK_MARK_KINDS, PRESS_HISTORY_KIND, TEAMS, WOLF_HISTORY_KIND } from '../golf';
import {
  GameIdSchema,
  FormatOptionsSchema,
  GameTypeSchema,
  HandicapModeSchema,
  HolesPlayedSchema,
  NassauModeSchema,
  OpIdSchema,
  PlayerKeySchema,
  ScoreDisputeSchema,
  TeeSetSchema,
  JunkMarkSchema,
  ManualPressSchema,
  WolfChoiceSchema,
} from './games';

// Answers of the game calls (product §G3, §G7; product §R11). The games service returns these types and the
// screens parse the answers with these schemas. Money is dollars with two decimals (product §R0);
// times are ISO 8601 text.

const IsoTimeSchema = z.string();
const DollarsSchema = z.number();

/** A hole of the game's own copy of its course and tee (docs/decisions/008). */
export const GameHoleSchema = z.object({
  holeNumber: z.number().int(),
  par: z.number().int(),
  yardage: z.number().int(),
  handicapIndex: z.number().int(),
  /** The women's par and stroke index; null where the men's serve (product §R12). */
  womensPar: z.number().int().nullable(),
  womensHandicapIndex: z.number().int().nullable(),
});
export type GameHoleResponse = z.infer<typeof GameHoleSchema>;

/** A game as every reader sees it; the same for every viewer, so its version is its ETag. */
export const GameSchema = z.object({
  id: GameIdSchema,
  name: z.string(),
  courseName: z.string(),
  teeColor: z.string(),
  gameType: GameTypeSchema,
  formatOptions: FormatOptionsSchema,
  /** A nassau's mode, as the spec's client reads it; null for other formats (formatOptions has it too). */
  nassauMode: NassauModeSchema.nullable(),
  /** How handicaps become strokes, the allowance in force (the game's own, or the format's for its players), the holes played (product §R12, §R14, §R19). */
  handicapMode: HandicapModeSchema,
  allowancePercent: z.number().int(),
  holesPlayed: HolesPlayedSchema,
  betAmount: DollarsSchema,
  maxPlayers: z.number().int(),
  status: z.enum(GAME_STATUSES),
  currentHole: z.number().int(),
  isPrivate: z.boolean(),
  /** Whether the players count drinks (product §R8); without them the screens show no counter and a drinks write is 409. */
  drinksOn: z.boolean(),
  /** The group the game is played in (product §R18), or null. */
  groupId: z.string().nullable(),
  createdBy: z.string(),
  creatorName: z.string(),
  gameCode: z.string(),
  createdAt: IsoTimeSchema,
  startedAt: IsoTimeSchema.nullable(),
  completedAt: IsoTimeSchema.nullable(),
  /** Bumped by every change to the game, its players and scores (docs/decisions/009). */
  version: z.number().int(),
  playerCount: z.number().int(),
  /** Players on Red (A) and Blue (B): the join dialog picks the team with fewer (product §G7). */
  teamCounts: z.object({ A: z.number().int(), B: z.number().int() }),
  /**
   * The most players the game may hold under its creator's plan: maxPlayers, or the free trial's 4 (product §A1).
   * Join is offered only below it; a change of the creator's plan bumps the game's version, so no copy keeps an old one.
   */
  playerLimit: z.number().int(),
});
export type GameResponse = z.infer<typeof GameSchema>;

/** GET /api/games/{id}: the game with its holes (product §R11) and, in a wolf game, the wolf's choices (product §R13). */
export const GameDetailSchema = GameSchema.extend({ holes: z.array(GameHoleSchema), wolfChoices: z.array(WolfChoiceSchema), manualPresses: z.array(ManualPressSchema), junkMarks: z.array(JunkMarkSchema) });
export type GameDetail = z.infer<typeof GameDetailSchema>;

/**
 * A card of the games lists: the game, whether the signed-in golfer plays in it (join is offered otherwise), and
 * their winnings once it is complete (the dashboard's recent results); null before then or for a non-player.
 */
export const GameListItemSchema = GameSchema.extend({ isPlayer: z.boolean(), myWinnings: DollarsSchema.nullable() });
export type GameListItem = z.infer<typeof GameListItemSchema>;
export const GameListSchema = z.array(GameListItemSchema);

/** A score on a card (product §R11): what a completed game's card keeps, on the profile too. */
export const CardScoreSchema = z.object({
  holeNumber: z.number().int(),
  strokes: z.number().int(),
  par: z.number().int(),
  handicapStrokes: z.number().int(),
  netStrokes: z.number().int(),
});
export type CardScore = z.infer<typeof CardScoreSchema>;

/** A score on a player's card in a game (product §R11), with its dispute while two phones disagree (product §R17). */
export const PlayerScoreSchema = CardScoreSchema.extend({
  /** Null unless the hole is disputed (product §R17). */
  dispute: ScoreDisputeSchema.nullable(),
});
export type PlayerScore = z.infer<typeof PlayerScoreSchema>;

/**
 * GET /api/games/{id}/players (product §R11). totalStrokes, netScore and position are worked out by the engine
 * while the game is played and frozen at completion; winnings is null until the game is complete.
 */
export const GamePlayerSchema = z.object({
  id: z.number().int(),
  gameId: GameIdSchema,
  userId: PlayerKeySchema,
  isManual: z.boolean(),
  user: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string().nullable(),
    displayName: z.string(),
  }),
  /** The handicap the game plays the golfer on: the one given in a "fixed" game, the playing handicap in a "whs" one. */
  handicap: z.number().int(),
  /** product §R12, §R19: the tee set, the index given (null in a fixed game), the course handicap (rounded; null in a fixed game), */
  teeSet: TeeSetSchema,
  handicapIndex: z.number().nullable(),
  courseHandicap: z.number().int().nullable(),
  /** the playing handicap (after the par difference and the allowance), and the `h` of section 1 (after off-the-low). */
  playingHandicap: z.number().int(),
  strokeHandicap: z.number().int(),
  teamAssignment: z.enum(TEAMS).nullable(),
  drinks: z.number().int(),
  totalStrokes: z.number().int(),
  netScore: z.number().int(),
  position: z.number().int().nullable(),
  winnings: DollarsSchema.nullable(),
  joinedAt: IsoTimeSchema,
  scores: z.array(PlayerScoreSchema),
});
export type GamePlayer = z.infer<typeof GamePlayerSchema>;
export const GamePlayersSchema = z.array(GamePlayerSchema);

/** GET /api/games/{id}/scores/history: one score write, newest first ("who changed my 5 to a 6?"). */
/** What a history entry changed (product §R17): a score, or a player's drinks (kinds the formats add come later). */
export const HISTORY_KINDS = ['score', 'drinks', WOLF_HISTORY_KIND, PRESS_HISTORY_KIND, JUNK_HISTORY_KIND] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** How one player's winnings moved: winnings after minus before, as if the game were completed then (dollars). */
export const MoneyChangeSchema = z.object({ playerId: PlayerKeySchema, amount: DollarsSchema });
export type MoneyChange = z.infer<typeof MoneyChangeSchema>;

/**
 * One bet in force now (product §R19): its kind, name and holes, what it is worth (the bet amount; for a bet counted in
 * units, each unit), where it stands in words, and every player's winnings from it as if the game were completed now.
 */
export const GameBetSchema = z.object({
  kind: z.enum(BET_KINDS),
  name: z.string(),
  startHole: z.number().int(),
  endHole: z.number().int(),
  amount: DollarsSchema,
  status: z.string(),
  /** Every player in join order; the sum over the bets is each player's winnings. */
  winnings: z.array(MoneyChangeSchema),
});
export type GameBet = z.infer<typeof GameBetSchema>;

/** GET /api/games/{id}/bets, and the answer of the calls that make a bet's choice (the wolf's, product §R19). */
export const GameBetsSchema = z.object({ bets: z.array(GameBetSchema) });
export type GameBets = z.infer<typeof GameBetsSchema>;

export const ScoreHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(HISTORY_KINDS),
  playerId: PlayerKeySchema,
  playerName: z.string(),
  /** The hole of a score; null for drinks, which are the player's and not a hole's. */
  holeNumber: z.number().int().nullable(),
  /** The value after the change: the strokes, or the drinks count. */
  strokes: z.number().int(),
  /** The value it replaced; null for the hole's first score. */
  previousStrokes: z.number().int().nullable(),
  /** A wolf entry's choice and the one it replaced ("partner", "lone", "blind"; null for none), with the partners. */
  choice: WolfChoiceSchema.nullable(),
  previousChoice: WolfChoiceSchema.nullable(),
  /** A junk entry's kind (its player's greenie or sandie); strokes 1 when marked on, 0 off, previousStrokes as before. */
  junkKind: z.enum(JUNK_MARK_KINDS).nullable(),
  enteredBy: z.object({ id: z.string().nullable(), name: z.string() }),
  enteredAt: IsoTimeSchema,
  /** The phone's operation id, null for a write that sent none. */
  opId: OpIdSchema.nullable(),
  /** True when the write replaced a value its phone had not seen (product §R17): the hole was disputed from it. */
  conflict: z.boolean(),
  /** Every player whose winnings it moved; players it did not move are left out. */
  moneyChange: z.array(MoneyChangeSchema),
});
export type ScoreHistoryEntry = z.infer<typeof ScoreHistoryEntrySchema>;
export const ScoreHistorySchema = z.array(ScoreHistoryEntrySchema);

/** GET /api/games/{id}/achievements (product §G7): achievementType, user, id. */
export const GameAchievementSchema = z.object({
  id: z.number().int(),
  achievementType: z.string(),
  earnedAt: IsoTimeSchema,
  user: z.object({ id: z.string(), displayName: z.string(), username: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
});
export type GameAchievement = z.infer<typeof GameAchievementSchema>;
export const GameAchievementsSchema = z.array(GameAchievementSchema);

/** POST .../players/{playerId}/drinks: the player's count now. */
export const DrinksSchema = z.object({ playerId: PlayerKeySchema, drinks: z.number().int() });
export type DrinksResponse = z.infer<typeof DrinksSchema>;

/**
 * GET /api/users/search (product §G3): never an e-mail. A golfer the searcher does not know (not a friend, never in a
 * game together; admins know everyone) is shown as their profile shows them to a stranger: the name and Player ID,
 * with the username and handicap null (issue 27).
 */
export const PlayerSearchResultSchema = z.object({
  id: z.string(),
  userNumber: z.number().int(),
  displayName: z.string(),
  username: z.string().nullable(),
  mostRecentHandicap: z.number().int().nullable(),
});
export type PlayerSearchResult = z.infer<typeof PlayerSearchResultSchema>;
export const PlayerSearchResultsSchema = z.array(PlayerSearchResultSchema);
