import { z } from 'zod';
import {
  ALLOWANCE_PERCENT_RANGE,
  betAmountCheck,
  betForPlayers,
  CURRENT_HOLE,
  formatKeeping,
  formatName,
  formatNassauMode,
  formatOf,
  formatOptionsCheck,
  GAME_TYPES,
  type GameType,
  givenHandicapCheck,
  HANDICAP_JOIN_ERROR,
  MAX_PLAYERS,
  type NassauMode,
  PLAYER_COUNT_MESSAGE,
  PRESS_NINES,
  playerCountIsAllowed,
  TEAMS,
} from '../golf';
import {
  FormatOptionsSchema,
  type FormatOptionsWire,
  GameRefSchema,
  HandicapModeSchema,
  HoleNumberSchema,
  HolesPlayedSchema,
  JunkMarkSchema,
  NassauModeSchema,
  OpIdSchema,
  PlayerKeySchema,
  SCORE_BATCH,
  StrokesSchema,
  TeeSetSchema,
  WolfChoiceSchema,
} from './games';
import { handicapSchema } from './handicap';
import { boundedText, textMax } from './text';

// The bodies, paths and queries of the game requests (product §G3, §G5, §G7; product §R7, §R11, §R17), built on the
// engine's limits and on games.ts's shapes. The server parses requests with these; the create-game screen builds its
// form on CreateGameSchema. The game screen never loads this module, so its script does not build them (decision 041).
// games.ts never imports from here: a module that both import is how a cycle would start.

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

/** POST /api/games/{id}/wolf (product §R13, §R19): any player of a wolf game records the wolf's choice of a hole. */
export const WolfChoiceBodySchema = WolfChoiceSchema.extend({ partnerId: PlayerKeySchema.nullable().optional(), opId: OpIdSchema.optional() });

/** POST /api/games/{id}/presses (product §R15, §R19): a player on the side that is down presses that nine's last bet. */
export const PressBodySchema = z.object({ segment: z.enum(PRESS_NINES, { error: 'segment must be front or back' }), opId: OpIdSchema.optional() });

/** POST /api/games/{id}/junk (product §R16, §R19): any player of the game marks a player's greenie or sandie on or off. */
export const JunkMarkBodySchema = JunkMarkSchema.extend({ on: z.boolean({ error: 'on must be true or false' }), opId: OpIdSchema.optional() });

/** POST /api/games/{id}/players/{playerId}/drinks: one more or one fewer (product §R8), never below 0; opId as a score's. */
export const DrinksChangeSchema = z.object({
  change: z.union([z.literal(1), z.literal(-1)], { error: 'change must be 1 or -1' }),
  opId: OpIdSchema.optional(),
});

/** GET /api/users/search?q=&searchById= (product §G7): a name or a Player ID, from one character. */
export const UserSearchQuerySchema = z.object({
  q: boundedText(textMax.search, 'Search text is too long').pipe(z.string().min(1, 'Type at least one character')),
  searchById: z.enum(['true', 'false']).optional(),
});
