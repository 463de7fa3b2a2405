// Statistics (product §R9): over a user's completed games for "My Stats", and for one game on the
// results screen with the same definitions.

import { roundIsComplete } from './achievements';
import type { PlayerHole } from './scorecard';
import { HOLE_COUNT, type Strokes } from './units';

/** The profile's stats (product §G3); null where there is nothing to average yet. */
export interface PlayerStatistics {
  readonly totalRounds: number;
  /** Mean gross total over complete 18-hole rounds, one decimal. */
  readonly averageScore: number | null;
  /** Lowest gross total of a complete 18-hole round. */
  readonly bestRound: number | null;
  /** Birdies or better, over every hole scored. */
  readonly totalBirdies: number;
  /** totalBirdies / (18 x totalRounds) x 100, one decimal; 0 with no rounds. */
  readonly birdiePercentage: number;
  /** Percent of holes with a stroke received whose net was par or better, one decimal. */
  readonly handicapStrokeEffectiveness: number | null;
  /** Mean gross over the front nine of rounds where all of it was scored, one decimal. */
  readonly avgFront9: number | null;
  /** Mean gross over the back nine of rounds where all of it was scored, one decimal. */
  readonly avgBack9: number | null;
}

/** The results screen's Game Statistics for one player (product §G2, §R9). */
export interface GameStatistics {
  readonly birdies: number;
  /** birdies / 18 x 100, one decimal. */
  readonly birdiePercentage: number;
  /** Sum of strokes received over the holes scored (negative for a plus handicap). */
  readonly handicapStrokes: Strokes;
  readonly handicapStrokeEffectiveness: number | null;
}

/** numerator / denominator rounded to one decimal (half up), or null when the denominator is 0. */
export function ratioToOneDecimal(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  // One division, then rounding, so 1/3 gives 0.3 and 2/3 gives 0.7 without float drift.
  return Math.round((numerator * 10) / denominator) / 10;
}

function scored(card: readonly PlayerHole[]): (PlayerHole & { gross: Strokes; net: Strokes })[] {
  return card.filter((hole): hole is PlayerHole & { gross: Strokes; net: Strokes } => hole.gross !== null && hole.net !== null);
}

function birdiesIn(card: readonly PlayerHole[]): number {
  return scored(card).filter((hole) => hole.gross <= hole.par - 1).length;
}

function strokeHoles(cards: readonly (readonly PlayerHole[])[]): { received: number; good: number } {
  const holes = cards.flatMap((card) => scored(card)).filter((hole) => hole.strokesReceived > 0);
  return { received: holes.length, good: holes.filter((hole) => hole.net <= hole.par).length };
}

function grossTotal(card: readonly PlayerHole[]): number {
  return scored(card).reduce((sum, hole) => sum + hole.gross, 0);
}

function nineMean(cards: readonly (readonly PlayerHole[])[], first: number): number | null {
  const totals = cards
    .map((card) => scored(card).filter((hole) => hole.holeNumber >= first && hole.holeNumber < first + 9))
    .filter((nine) => nine.length === 9)
    .map((nine) => nine.reduce((sum, hole) => sum + hole.gross, 0));
  return ratioToOneDecimal(totals.reduce((sum, t) => sum + t, 0), totals.length);
}

/** A user's completed nine-hole rounds, by nine: they count for avgFront9 and avgBack9 only (product §R14). */
export interface NineHoleCards {
  readonly front: readonly (readonly PlayerHole[])[];
  readonly back: readonly (readonly PlayerHole[])[];
}
const NO_NINE_HOLE_CARDS: NineHoleCards = { front: [], back: [] };

/**
 * My Stats over the cards of a user's completed 18-hole games, one card per game (product §R9), with their nine-hole
 * rounds in each nine's average (product §R14).
 */
export function statisticsFor(cards: readonly (readonly PlayerHole[])[], nineHoleCards: NineHoleCards = NO_NINE_HOLE_CARDS): PlayerStatistics {
  const fullTotals = cards.filter(roundIsComplete).map(grossTotal);
  const totalBirdies = cards.reduce((sum, card) => sum + birdiesIn(card), 0);
  const strokes = strokeHoles(cards);
  return {
    totalRounds: cards.length,
    averageScore: ratioToOneDecimal(fullTotals.reduce((sum, t) => sum + t, 0), fullTotals.length),
    bestRound: fullTotals.length === 0 ? null : Math.min(...fullTotals),
    totalBirdies,
    birdiePercentage: ratioToOneDecimal(totalBirdies * 100, HOLE_COUNT * cards.length) ?? 0,
    handicapStrokeEffectiveness: ratioToOneDecimal(strokes.good * 100, strokes.received),
    avgFront9: nineMean([...cards, ...nineHoleCards.front], 1),
    avgBack9: nineMean([...cards, ...nineHoleCards.back], 10),
  };
}

/** Game Statistics for one player's card in one game; birdie % is over 18 holes (product §R9). */
export function gameStatisticsFor(card: readonly PlayerHole[]): GameStatistics {
  const birdies = birdiesIn(card);
  const strokes = strokeHoles([card]);
  const handicapStrokes = scored(card).reduce((sum, hole) => sum + hole.strokesReceived, 0);
  return {
    birdies,
    birdiePercentage: ratioToOneDecimal(birdies * 100, HOLE_COUNT) ?? 0,
    handicapStrokes: handicapStrokes as Strokes,
    handicapStrokeEffectiveness: ratioToOneDecimal(strokes.good * 100, strokes.received),
  };
}

/** A round against par over the holes scored: what the profile's chart of recent rounds draws (issue 14). */
export interface RoundToPar {
  readonly holesPlayed: number;
  /** Gross strokes minus the par of the holes scored: 0 is even par. */
  readonly grossToPar: number;
  /** Net strokes minus the par of the holes scored (product §R2 netScore). */
  readonly netToPar: number;
}

/** One card's gross and net against par over its scored holes; a partly scored round counts what was played. */
export function roundToParFor(card: readonly PlayerHole[]): RoundToPar {
  const holes = scored(card);
  const par = holes.reduce((sum, hole) => sum + hole.par, 0);
  return {
    holesPlayed: holes.length,
    grossToPar: holes.reduce((sum, hole) => sum + hole.gross, 0) - par,
    netToPar: holes.reduce((sum, hole) => sum + hole.net, 0) - par,
  };
}
