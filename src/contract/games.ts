import { z } from 'zod';
import {
  type Format,
  formatNassauMode,
  formatOptionsOf,
  GAME_TYPES,
  type GameType,
  HANDICAP_MODES,
  HOLES_PLAYED,
  HOLE_COUNT,
  JUNK_MARK_KINDS,
  NASSAU_MODES,
  type NassauMode,
  PRESS_NINES,
  SCORE_STROKES,
  TEE_SETS,
  WOLF_CHOICES,
} from '../golf';
import { isCodeText } from './codes';
import { textMax } from './text';

// Wire shapes of games (product §G3, §G5, §G7; product §R7, §R11), built on the engine's limits: what both a request
// and an answer carry, and what the screens and the realtime messages use. The bodies of requests, which only the
// server and the create-game screen parse, are in games-requests.ts, so that the game screen's script does not build
// them (decision 041); the answers are in games-responses.ts.

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

export const HandicapModeSchema = z.enum(HANDICAP_MODES, { error: 'handicapMode must be fixed or whs' });
export const HolesPlayedSchema = z.enum(HOLES_PLAYED, { error: 'holesPlayed must be 18, front or back' });
/** Whose rating, pars and stroke indexes a player plays: "M" or "W" (product §R12). */
export const TeeSetSchema = z.enum(TEE_SETS, { error: 'teeSet must be M or W' });

/** How a game's format travels in answers: gameType, its full formatOptions, and the spec's nassauMode. */
export function formatOnTheWire(format: Format): { gameType: GameType; formatOptions: FormatOptionsWire; nassauMode: NassauMode | null } {
  return { gameType: format.type, formatOptions: formatOptionsOf(format), nassauMode: formatNassauMode(format) };
}

/**
 * A write's operation id (product §R17): a UUID the phone made when the golfer made the change. The same opId twice,
 * within its game, is one write: the second answers the first answer again and changes nothing.
 */
export const OpIdSchema = z.uuid({ error: 'opId must be a UUID' }).max(36, 'opId must be a UUID');

/** How many scores one batch holds: a hole's scores, one per player (product §R17). */
export const SCORE_BATCH = { min: 1, max: 6 } as const;

/** The answer to a batch: every score stored, in the order sent. */
export const StoredScoreBatchSchema = z.object({ scores: z.array(StoredScoreSchema) });
export type StoredScoreBatch = z.infer<typeof StoredScoreBatchSchema>;

/** A wolf's choice on a hole as stored and answered (product §R13): partnerId only with "partner". */
export const WolfChoiceSchema = z.object({
  holeNumber: HoleNumberSchema,
  choice: z.enum(WOLF_CHOICES, { error: 'choice must be partner, lone or blind' }),
  partnerId: PlayerKeySchema.nullable(),
});
export type WolfChoiceWire = z.infer<typeof WolfChoiceSchema>;

/** A manual press as stored and answered (product §R15): its nine and the hole it starts on. */
export const ManualPressSchema = z.object({ segment: z.enum(PRESS_NINES), startHole: HoleNumberSchema });
export type ManualPressWire = z.infer<typeof ManualPressSchema>;

/** A greenie or sandie marked on (product §R16): the hole, the player and the kind. */
export const JunkMarkSchema = z.object({ holeNumber: HoleNumberSchema, playerId: PlayerKeySchema, kind: z.enum(JUNK_MARK_KINDS, { error: 'kind must be greenie or sandie' }) });
export type JunkMarkWire = z.infer<typeof JunkMarkSchema>;

/**
 * How many golfers one player search answers (issue 27): the type-ahead shows this many, and a smaller page makes
 * listing every golfer by Player ID prefix slower (with the per-golfer rate limit of the route).
 */
export const PLAYER_SEARCH_MAX_RESULTS = 6;
