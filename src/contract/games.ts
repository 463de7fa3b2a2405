import { z } from 'zod';
import {
  betAmountCheck,
  betForPlayers,
  CURRENT_HOLE,
  type Format,
  formatKeeping,
  formatName,
  formatNassauMode,
  formatOptionsCheck,
  formatOptionsOf,
  ALLOWANCE_PERCENT_RANGE,
  formatOf,
  GAME_TYPES,
  type GameType,
  givenHandicapCheck,
  HANDICAP_JOIN_ERROR,
  HANDICAP_MODES,
  HOLES_PLAYED,
  HOLE_COUNT,
  JUNK_MARK_KINDS,
  MAX_PLAYERS,
  NASSAU_MODES,
  type NassauMode,
  PLAYER_COUNT_MESSAGE,
  PRESS_NINES,
  playerCountIsAllowed,
  SCORE_STROKES,
  TEAMS,
  TEE_SETS,
  WOLF_CHOICES,
} from '../golf';
import { handicapSchema } from './handicap';
import { isCodeText } from './codes';
import { boundedText, textMax } from './text';

// Wire shapes of games (product §G3, §G5, §G7; product §R7, §R11), built on the engine's limits. Requests are
// parsed with these on the server; the screens build their forms on the same schemas. Answers are in
// games-responses.ts.

/** A game's id in a path or a message: a positive whole number. */
export const GameIdSchema = z.number().int().positive();

/** The stored game types, as the engine knows them (golf/format.ts). */
export const GameTypeSchema = z.enum(GAME_TYPES);
export const NassauModeSchema = z.enum(NASSAU_MODES);

/**
 * A game's `formatOptions` (product §R13): an object shaped by its format. Requests may leave options out (they take
 * their defaults) and answers carry every one; which names and values a format allows is its definition's
 * (golf/formats), checked with the gameType in CreateGameSchema.
 */
/** `formatOptions.junk` on the wire (product §R16); the engine checks its values (junkRulesCheck). */
const JunkOptionSchema = z.strictObject({ value: z.number().optional(), birdies: z.boolean().optional(), greenies: z.boolean().optional(), sandies: z.boolean().optional() });
export const FormatOptionsSchema = z.record(z.string().max(40), z.union([z.string().max(40), z.number(), z.boolean(), JunkOptionSchema]));
export type FormatOptionsWire = z.infer<typeof FormatOptionsSchema>;

/** A player's key in a game: a user's id, or the `manual_...` id of a player without an account (product §G3). */
export const PlayerKeySchema = z.string().min(1).max(64);

const holeNumberMessage = `holeNumber must be 1 to ${String(HOLE_COUNT)}`;
/** A hole of the round, 1-18. */
export const HoleNumberSchema = z
  .number({ error: holeNumberMessage })
  .int(holeNumberMessage)
  .min(1, holeNumberMessage)
  .max(HOLE_COUNT, holeNumberMessage);

/** Gross strokes the server stores on a hole (product §R2: 1-20; the scorecard itself takes 1-15). */
export const StrokesSchema = z
  .number({ error: 'Strokes must be a whole number' })
  .int('Strokes must be a whole number')
  .min(SCORE_STROKES.min, `Strokes must be between ${SCORE_STROKES.min} and ${SCORE_STROKES.max}`)
  .max(SCORE_STROKES.max, `Strokes must be between ${SCORE_STROKES.min} and ${SCORE_STROKES.max}`);

/**
 * A hole two phones changed without seeing each other (product §R17): the last write stands, and every phone shows the
 * hole as disputed ("Hole 7: Ana entered 5, Sam entered 4 — tap to confirm") until a player writes it again or confirms
 * it with the value that stands.
 */
export const ScoreDisputeSchema = z.object({
  /** The value the last write replaced, and the name of whoever had entered it. */
  replacedStrokes: z.number().int(),
  replacedByName: z.string().max(textMax.personName),
  /** The name of whoever entered the value that stands. */
  enteredByName: z.string().max(textMax.personName),
});
export type ScoreDispute = z.infer<typeof ScoreDisputeSchema>;

/** A stored score (product §R2, §R11): gross strokes 1-20, with the par and strokes the server worked out. */
export const StoredScoreSchema = z.object({
  gameId: GameIdSchema,
  userId: PlayerKeySchema,
  holeNumber: HoleNumberSchema,
  strokes: StrokesSchema,
  par: z.number().int(),
  handicapStrokes: z.number().int(),
  netStrokes: z.number().int(),
  /** Null unless the hole is disputed (product §R17). */
  dispute: ScoreDisputeSchema.nullable(),
});
export type StoredScore = z.infer<typeof StoredScoreSchema>;

/**
 * "Find Game by ID" (product §R7): the numeric id or the 6-character code, any case. Codes always hold a letter
 * (gameCodeDraw in server/games/service.ts), so text of digits only is always an id.
 */
export const GAME_CODE_LENGTH = 6;
/** A game's numeric id as a path writes it: no sign, no leading zero, within PostgreSQL's integer. */
export const GAME_ID_PATTERN = /^[1-9]\d{0,8}$/;
export type GameRef = { kind: 'id'; id: number } | { kind: 'code'; code: string };
export const GameRefSchema = z
  .string()
  .trim()
  .max(12)
  .transform((text, context): GameRef => {
    if (GAME_ID_PATTERN.test(text)) return { kind: 'id', id: Number(text) };
    const code = text.toUpperCase();
    if (code.length === GAME_CODE_LENGTH && isCodeText(code)) return { kind: 'code', code };
    context.addIssue({ code: 'custom', message: 'Game not found' });
    return z.NEVER;
  });
export const GameParamsSchema = z.object({ id: GameRefSchema });

/** A player of a game in a path: the game_players id, or the player's userId / manual_ id (product §R11). */
export const PlayerParamsSchema = z.object({ id: GameRefSchema, playerId: PlayerKeySchema });

/** A handicap as a game takes it: -5 (shown +5) to 54, with the join dialog's message (product §G5). */
export const GameHandicapSchema = handicapSchema(HANDICAP_JOIN_ERROR.description);

/**
 * A handicap as a request gives it, before the game's mode is known (product §R19): a whole `h` in a "fixed" game, a
 * Handicap Index with one decimal in a "whs" one. givenHandicapCheck (golf) checks it against the game's mode.
 */
export const GivenHandicapSchema = z.number({ error: HANDICAP_JOIN_ERROR.description }).refine(Number.isFinite, HANDICAP_JOIN_ERROR.description);

export const HandicapModeSchema = z.enum(HANDICAP_MODES, { error: 'handicapMode must be fixed or whs' });
export const HolesPlayedSchema = z.enum(HOLES_PLAYED, { error: 'holesPlayed must be 18, front or back' });
/** Whose rating, pars and stroke indexes a player plays: "M" or "W" (product §R12). */
export const TeeSetSchema = z.enum(TEE_SETS, { error: 'teeSet must be M or W' });
const allowanceMessage = `allowancePercent must be a whole number from ${String(ALLOWANCE_PERCENT_RANGE.min)} to ${String(ALLOWANCE_PERCENT_RANGE.max)}`;
export const AllowancePercentSchema = z
  .number({ error: allowanceMessage })
  .int(allowanceMessage)
  .min(ALLOWANCE_PERCENT_RANGE.min, allowanceMessage)
  .max(ALLOWANCE_PERCENT_RANGE.max, allowanceMessage);

export const TeamSchema = z.enum(TEAMS);
/** A team for a new player: A, B, none, or "auto" (the team with fewer players; also what a missing one means). */
export const TeamChoiceSchema = z.union([TeamSchema, z.literal('auto'), z.null()]).optional();
export type TeamChoice = z.infer<typeof TeamChoiceSchema>;

const maxPlayersMessage = `Max players must be between ${MAX_PLAYERS.min} and ${MAX_PLAYERS.max}`;

/** POST /api/games (product §G5, §G7). betAmount is dollars, a number or decimal text; the answer carries cents' worth. */
export const CreateGameSchema = z
  .object({
    courseName: boundedText(textMax.courseName, 'Course name is too long').pipe(z.string().min(1, 'Please choose a course')),
    teeColor: boundedText(textMax.teeColor, 'Tee name is too long').pipe(z.string().min(1, 'Please choose a tee')),
    gameType: z.enum(GAME_TYPES, { error: 'Please choose a game format' }),
    formatOptions: FormatOptionsSchema.refine((options) => Object.keys(options).length <= 20, 'Too many format options').optional(),
    /** The spec's client sends a nassau's mode on its own (product §G3); formatOptions.mode wins when both are given. */
    nassauMode: NassauModeSchema.nullable().optional(),
    betAmount: z.union([z.number(), z.string().max(20), z.null()]).optional(),
    maxPlayers: z.number({ error: maxPlayersMessage }).int(maxPlayersMessage).min(MAX_PLAYERS.min, maxPlayersMessage).max(MAX_PLAYERS.max, maxPlayersMessage),
    creatorHandicap: GivenHandicapSchema.nullable().optional(),
    isPrivate: z.boolean().optional(),
    /** Whether the players count drinks (product §R8): off unless asked for (issue 34). */
    drinksOn: z.boolean().optional(),
    handicapMode: HandicapModeSchema.optional(),
    allowancePercent: AllowancePercentSchema.nullable().optional(),
    holesPlayed: HolesPlayedSchema.optional(),
    creatorTeeSet: TeeSetSchema.optional(),
    /** The group the game is played in (product §R18): its completed result counts in the group's ledger. */
    groupId: z.uuid({ error: 'Group not found' }).max(36, 'Group not found').nullable().optional(),
  })
  .transform((body, context) => {
    const bet = betAmountCheck(body.betAmount);
    if (!bet.ok) {
      context.addIssue({ code: 'custom', message: bet.message, path: ['betAmount'] });
      return z.NEVER;
    }
    if (!playerCountIsAllowed(body.gameType, body.maxPlayers)) {
      context.addIssue({ code: 'custom', message: PLAYER_COUNT_MESSAGE, path: ['maxPlayers'] });
      return z.NEVER;
    }
    const format = formatOptionsCheck(body.gameType, formatOptionsGiven(body.gameType, body.formatOptions, body.nassauMode));
    if (!format.ok) {
      context.addIssue({ code: 'custom', message: format.message, path: ['formatOptions'] });
      return z.NEVER;
    }
    const holesPlayed = body.holesPlayed ?? '18';
    if (holesPlayed !== '18' && !formatOf(format.format).definition.playsNines) {
      context.addIssue({ code: 'custom', message: `${formatName(body.gameType)} needs all 18 holes`, path: ['holesPlayed'] });
      return z.NEVER;
    }
    const handicapMode = body.handicapMode ?? 'fixed';
    const handicap = givenHandicapCheck(handicapMode, body.creatorHandicap ?? 0);
    if (!handicap.ok) {
      context.addIssue({ code: 'custom', message: handicap.message, path: ['creatorHandicap'] });
      return z.NEVER;
    }
    return {
      courseName: body.courseName,
      teeColor: body.teeColor,
      format: format.format,
      betCents: betForPlayers(body.maxPlayers, bet.cents),
      maxPlayers: body.maxPlayers,
      creatorHandicap: handicap.value,
      /** False when the creator left the handicap out (it is then 0), so their profile keeps the one it has. */
      creatorHandicapGiven: body.creatorHandicap !== null && body.creatorHandicap !== undefined,
      creatorTeeSet: body.creatorTeeSet ?? 'M',
      handicapMode,
      allowancePercent: body.allowancePercent ?? null,
      holesPlayed,
      isPrivate: body.isPrivate ?? false,
      drinksOn: body.drinksOn ?? false,
      groupId: body.groupId ?? null,
    };
  });
export type CreateGameInput = z.infer<typeof CreateGameSchema>;

// A nassau's mode may come as the spec's nassauMode; other formats have no mode and ignore it, as they always did.
function formatOptionsGiven(gameType: GameType, formatOptions: FormatOptionsWire | undefined, nassauMode: NassauMode | null | undefined) {
  const withMode = nassauMode !== null && nassauMode !== undefined && formatNassauMode(formatKeeping(gameType, {})) !== null;
  return withMode ? { mode: nassauMode, ...formatOptions } : (formatOptions ?? {});
}

/** How a game's format travels in answers: gameType, its full formatOptions, and the spec's nassauMode. */
export function formatOnTheWire(format: Format): { gameType: GameType; formatOptions: FormatOptionsWire; nassauMode: NassauMode | null } {
  return { gameType: format.type, formatOptions: formatOptionsOf(format), nassauMode: formatNassauMode(format) };
}

/** POST /api/games/{id}/join (product §G7): an empty handicap is 0. */
export const JoinGameSchema = z.object({ handicap: GivenHandicapSchema.nullable().optional(), teamAssignment: TeamChoiceSchema, teeSet: TeeSetSchema.optional() });

const PlayerNameSchema = boundedText(textMax.personName, 'Name is too long').pipe(z.string().min(1, 'Player name is required'));

/** POST /api/games/{id}/players: a player without an account (product §R11). */
export const AddManualPlayerSchema = z.object({
  playerName: PlayerNameSchema,
  handicap: GivenHandicapSchema.nullable().optional(),
  teamAssignment: TeamChoiceSchema,
  teeSet: TeeSetSchema.optional(),
});

/** POST /api/games/{id}/players/by-id: a registered golfer by Player ID (product §R7, §R11). */
export const AddPlayerByIdSchema = z.object({
  userNumber: z.number({ error: 'Player ID must be a whole number' }).int('Player ID must be a whole number').positive('Player ID must be a whole number'),
  handicap: GivenHandicapSchema.nullable().optional(),
  teamAssignment: TeamChoiceSchema,
  teeSet: TeeSetSchema.optional(),
});

/** PATCH /api/games/{id}/players/{playerId}: any of handicap, tee set, team (null is No Team) and a manual player's name. */
export const UpdatePlayerSchema = z
  .object({
    handicap: GivenHandicapSchema.optional(),
    teeSet: TeeSetSchema.optional(),
    teamAssignment: TeamSchema.nullable().optional(),
    playerName: PlayerNameSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type UpdatePlayerInput = z.infer<typeof UpdatePlayerSchema>;

/**
 * A write's operation id (product §R17): a UUID the phone made when the golfer made the change. The same opId twice,
 * within its game, is one write: the second answers the first answer again and changes nothing.
 */
export const OpIdSchema = z.uuid({ error: 'opId must be a UUID' }).max(36, 'opId must be a UUID');

/** The strokes the phone showed for the hole before the change, null for none (product §R17: how a conflict is seen). */
export const PreviousStrokesSchema = z
  .number({ error: 'previous must be a whole number or null' })
  .int('previous must be a whole number or null')
  .nullable();

/** POST /api/games/{id}/advance-hole: 1-18, or 19 for "past the last hole" (product §G4). */
const nextHoleRange = `nextHole must be ${String(CURRENT_HOLE.min)} to ${String(CURRENT_HOLE.max)}`;
export const AdvanceHoleSchema = z.object({
  nextHole: z
    .number({ error: 'nextHole must be a hole number' })
    .int('nextHole must be a hole number')
    .min(CURRENT_HOLE.min, nextHoleRange)
    .max(CURRENT_HOLE.max, nextHoleRange),
  opId: OpIdSchema.optional(),
});

/**
 * POST /api/games/{id}/scores, one score (product §R11, §R17): par and handicapStrokes may be sent, and are ignored.
 * opId and previous are optional (an older client sends neither; a write without previous is never a conflict).
 */
export const SubmitScoreSchema = z.object({
  holeNumber: HoleNumberSchema,
  strokes: StrokesSchema,
  playerId: PlayerKeySchema,
  opId: OpIdSchema.optional(),
  previous: PreviousStrokesSchema.optional(),
});
export type SubmitScoreInput = z.infer<typeof SubmitScoreSchema>;

/** How many scores one batch holds: a hole's scores, one per player (product §R17). */
export const SCORE_BATCH = { min: 1, max: 6 } as const;
const scoreBatchSize = `A batch holds ${String(SCORE_BATCH.min)} to ${String(SCORE_BATCH.max)} scores`;

/**
 * POST /api/games/{id}/scores, a hole at once (product §R17): {scores: [...]}, applied in one transaction, all or
 * none. One player's hole once per batch, and an opId once.
 */
export const SubmitScoreBatchSchema = z
  .object({ scores: z.array(SubmitScoreSchema, { error: 'scores must be a list' }).min(SCORE_BATCH.min, scoreBatchSize).max(SCORE_BATCH.max, scoreBatchSize) })
  .refine((batch) => new Set(batch.scores.map((score) => `${score.playerId}:${String(score.holeNumber)}`)).size === batch.scores.length, {
    message: "A batch holds each player's hole once",
  })
  .refine((batch) => {
    const opIds = batch.scores.flatMap((score) => (score.opId === undefined ? [] : [score.opId]));
    return new Set(opIds).size === opIds.length;
  }, 'A batch holds each opId once');
export type SubmitScoreBatchInput = z.infer<typeof SubmitScoreBatchSchema>;

/** The body of POST /api/games/{id}/scores: a batch when it has `scores`, else one score. */
export const SubmitScoresSchema = z.union([SubmitScoreBatchSchema, SubmitScoreSchema]);

/** The answer to a batch: every score stored, in the order sent. */
export const StoredScoreBatchSchema = z.object({ scores: z.array(StoredScoreSchema) });
export type StoredScoreBatch = z.infer<typeof StoredScoreBatchSchema>;

/** POST /api/games/{id}/players/{playerId}/drinks: one more or one fewer (product §R8), never below 0; opId as a score's. */
/** A wolf's choice on a hole as stored and answered (product §R13): partnerId only with "partner". */
export const WolfChoiceSchema = z.object({
  holeNumber: HoleNumberSchema,
  choice: z.enum(WOLF_CHOICES, { error: 'choice must be partner, lone or blind' }),
  partnerId: PlayerKeySchema.nullable(),
});
export type WolfChoiceWire = z.infer<typeof WolfChoiceSchema>;

/** POST /api/games/{id}/wolf (product §R13, §R19): any player of a wolf game records the wolf's choice of a hole. */
export const WolfChoiceBodySchema = WolfChoiceSchema.extend({ partnerId: PlayerKeySchema.nullable().optional(), opId: OpIdSchema.optional() });

/** A manual press as stored and answered (product §R15): its nine and the hole it starts on. */
export const ManualPressSchema = z.object({ segment: z.enum(PRESS_NINES), startHole: HoleNumberSchema });
export type ManualPressWire = z.infer<typeof ManualPressSchema>;

/** POST /api/games/{id}/presses (product §R15, §R19): a player on the side that is down presses that nine's last bet. */
export const PressBodySchema = z.object({ segment: z.enum(PRESS_NINES, { error: 'segment must be front or back' }), opId: OpIdSchema.optional() });

/** A greenie or sandie marked on (product §R16): the hole, the player and the kind. */
export const JunkMarkSchema = z.object({ holeNumber: HoleNumberSchema, playerId: PlayerKeySchema, kind: z.enum(JUNK_MARK_KINDS, { error: 'kind must be greenie or sandie' }) });
export type JunkMarkWire = z.infer<typeof JunkMarkSchema>;

/** POST /api/games/{id}/junk (product §R16, §R19): any player of the game marks a player's greenie or sandie on or off. */
export const JunkMarkBodySchema = JunkMarkSchema.extend({ on: z.boolean({ error: 'on must be true or false' }), opId: OpIdSchema.optional() });

export const DrinksChangeSchema = z.object({
  change: z.union([z.literal(1), z.literal(-1)], { error: 'change must be 1 or -1' }),
  opId: OpIdSchema.optional(),
});

/**
 * How many golfers one player search answers (issue 27): the type-ahead shows this many, and a smaller page makes
 * listing every golfer by Player ID prefix slower (with the per-golfer rate limit of the route).
 */
export const PLAYER_SEARCH_MAX_RESULTS = 6;

/** GET /api/users/search?q=&searchById= (product §G7): a name or a Player ID, from one character. */
export const UserSearchQuerySchema = z.object({
  q: boundedText(textMax.search, 'Search text is too long').pipe(z.string().min(1, 'Type at least one character')),
  searchById: z.enum(['true', 'false']).optional(),
});
