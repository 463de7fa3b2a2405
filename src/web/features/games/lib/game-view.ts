import type { GameDetail, GameHoleResponse } from '../../../../contract/games-responses';
import {
  type MatchState,
  type RoundState,
  SCORECARD_STROKES,
  scorecardStrokesIsValid,
  SEGMENT_BACK,
  SEGMENT_FRONT,
  type Segment,
  segmentHoleNumbers,
  segmentOfHolesPlayed,
} from '../../../../golf';

// What the game screen shows, worked out from the game and the engine's round state; no golf rule lives here.

/** "SR" for "Sam Reed", "A" for "alice": the avatar of a player row. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

/** Where the round is: the lobby, a hole being played, past the last hole, or completed (product §G4). */
export type GameStage = 'lobby' | 'playing' | 'past-last-hole' | 'completed';

export function gameStage(game: Pick<GameDetail, 'status' | 'currentHole' | 'holesPlayed'>): GameStage {
  if (game.status === 'completed') return 'completed';
  if (game.status === 'waiting') return 'lobby';
  return game.currentHole > holesOfGame(game).last ? 'past-last-hole' : 'playing';
}

/** The holes the game is played over (product §R14): 1-18, or its nine (1-9, 10-18). */
export const holesOfGame = (game: Pick<GameDetail, 'holesPlayed'>): Segment => segmentOfHolesPlayed(game.holesPlayed);

/**
 * The hole being played: the game's current hole, or the first of its holes when the count has not reached them yet (a
 * back nine's game starts with the count on hole 1; product §R14 plays it from hole 10).
 */
export function currentHoleOf(game: Pick<GameDetail, 'currentHole' | 'holesPlayed'>): number {
  return Math.max(game.currentHole, holesOfGame(game).first);
}

export function holeOf(game: Pick<GameDetail, 'holes'>, holeNumber: number): GameHoleResponse | null {
  return game.holes.find((hole) => hole.holeNumber === holeNumber) ?? null;
}

/** A player's name in the round, or their id when they are not in it (a stale answer). */
export function playerNameOf(state: RoundState, playerId: string): string {
  return state.players.find((player) => player.id === playerId)?.name ?? playerId;
}

/** How many players have a score on the hole, of how many. */
export function holeProgress(state: RoundState, holeNumber: number): { scored: number; total: number } {
  const scored = state.players.filter((player) => player.card.some((hole) => hole.holeNumber === holeNumber && hole.gross !== null)).length;
  return { scored, total: state.players.length };
}

/** True when the hole has some scores but not everyone's: 'Waiting for other players to submit their scores...'. */
export function waitingForOthers(state: RoundState, holeNumber: number): boolean {
  const { scored, total } = holeProgress(state, holeNumber);
  return scored > 0 && scored < total;
}

/** The nine a hole is on: 'front' for 1-9, 'back' for 10-18 (the engine's nassau segments). */
export type Nine = 'front' | 'back';
export const nineOf = (holeNumber: number): Nine => (holeNumber <= SEGMENT_FRONT.last ? 'front' : 'back');
export const NINE_HOLES: Readonly<Record<Nine, readonly number[]>> = {
  front: segmentHoleNumbers(SEGMENT_FRONT),
  back: segmentHoleNumbers(SEGMENT_BACK),
};

/** The whole number typed in a scorecard input, or null when it is not one of 1-15 (product §G5: others are ignored). */
export function strokesFromInput(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return scorecardStrokesIsValid(value) ? value : null;
}

/** The stepper's bounds (product §G9: the scorecard takes 1-15). */
export const STEPPER_BOUNDS = SCORECARD_STROKES;

/** Holes each side has won in a match (before it was decided), in the order of its sides. */
export function holesWonOf(match: Extract<MatchStateOf, { kind: 'playing' }>): { sideId: string; name: string; won: number }[] {
  const counted = match.holes.filter((hole) => !hole.afterDecision);
  return match.sides.map((side) => ({ sideId: side.id, name: side.name, won: counted.filter((hole) => hole.winnerSideId === side.id).length }));
}
type MatchStateOf = MatchState;
