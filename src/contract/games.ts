import { z } from 'zod';
import { GAME_TYPES, HOLE_COUNT, SCORE_STROKES } from '../golf';

// Wire shapes of games (spec 001 §3, rules.md §11), built on the engine's limits. The games server issue
// fills in the calls; what is here already crosses the wire in realtime events.

/** A game's id in a path or a message: a positive whole number. */
export const GameIdSchema = z.number().int().positive();

/** The stored game types, as the engine knows them (golf/format.ts). */
export const GameTypeSchema = z.enum(GAME_TYPES);

/** A player's key in a game: a user's id, or the `manual_...` id of a player without an account (spec 001 §3). */
export const PlayerKeySchema = z.string().min(1).max(64);

/** A hole of the round, 1-18. */
export const HoleNumberSchema = z.number().int().min(1).max(HOLE_COUNT);

/** A stored score (rules.md §2, §11): gross strokes 1-20, with the par and strokes the server worked out. */
export const StoredScoreSchema = z.object({
  gameId: GameIdSchema,
  userId: PlayerKeySchema,
  holeNumber: HoleNumberSchema,
  strokes: z.number().int().min(SCORE_STROKES.min).max(SCORE_STROKES.max),
  par: z.number().int(),
  handicapStrokes: z.number().int(),
  netStrokes: z.number().int(),
});
export type StoredScore = z.infer<typeof StoredScoreSchema>;
