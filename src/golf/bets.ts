// Who wins each bet (product §R4, §R5, §R6), before any money moves.

import type { MatchState } from './match-play';
import type { Segment } from './segment';
import type { Side, SideId } from './sides';
import type { StrokeStanding } from './stroke';
import type { Cents } from './units';

/** The bets every format names: 'game' for stroke, match and bestball; front, back and overall for nassau (product §R5). */
export type StandardBetKey = 'game' | 'front' | 'back' | 'overall';

/**
 * A bet's key, unique within its game: a standard key, or one a format makes for bets that appear during a round
 * (a nassau's presses, product §R15) or that it counts in units (skins, points, dots).
 */
export type BetKey = StandardBetKey | (string & {});

/** A player's points in a bet counted in units; a bet's points always sum to 0. */
export interface PlayerPoints {
  readonly playerId: string;
  readonly points: number;
}

/**
 * A bet's outcome on the holes counted so far (product §R6). A bet between sides is won (each loser pays the bet
 * amount, shared by the winners), a push, or no contest. A bet counted in units (each skin, stableford point, wolf
 * point or side-bet dot, product §R13, §R16) gives each player zero-sum points, each worth `unitCents`.
 */
export type BetOutcome =
  | { readonly kind: 'won'; readonly winnerSideIds: readonly SideId[]; readonly loserSideIds: readonly SideId[] }
  | { readonly kind: 'push' }
  /** Fewer than two sides (one player, or everyone on one team): nobody wins money (product §R5). */
  | { readonly kind: 'no-contest' }
  | { readonly kind: 'points'; readonly unitCents: Cents; readonly points: readonly PlayerPoints[] };

/** What kind of bet it is, as GET /api/games/{id}/bets names it (product §R19). */
export const BET_KINDS = ['stroke', 'match', 'front', 'back', 'overall', 'press', 'skins', 'points', 'junk'] as const;
export type BetKind = (typeof BET_KINDS)[number];

/** A bet of a game with its outcome. */
export interface BetState {
  readonly key: BetKey;
  readonly kind: BetKind;
  /** 'Game', 'Front 9', 'Back 9', 'Overall', 'Skins', 'Points'. */
  readonly label: string;
  /** The holes the bet is played over. */
  readonly holes: Segment;
  /** Where it stands in words: a match's or a stroke total's text (product §R4), or each player's count. */
  readonly status: string;
  readonly outcome: BetOutcome;
}

const PUSH: BetOutcome = { kind: 'push' };
const NO_CONTEST: BetOutcome = { kind: 'no-contest' };

/** Display label of a standard bet. */
export function betLabel(key: StandardBetKey): string {
  const labels: Record<StandardBetKey, string> = { game: 'Game', front: 'Front 9', back: 'Back 9', overall: 'Overall' };
  return labels[key];
}

/**
 * A match bet's outcome (product §R4, §R6): the decided result if any; otherwise the side that is up
 * on the holes counted so far wins, and all square is a push.
 */
export function betOutcomeOfMatch(match: MatchState): BetOutcome {
  if (match.kind === 'unavailable') return NO_CONTEST;
  if (match.decision?.kind === 'halved' || match.up === 0) return PUSH;
  const [first, second] = match.sides;
  const winner = match.up > 0 ? first : second;
  const loser = winner === first ? second : first;
  return { kind: 'won', winnerSideIds: [winner.id], loserSideIds: [loser.id] };
}

/**
 * A stroke bet's outcome (product §R4), for stroke play and each nassau stroke bet alike: the lowest total
 * wins, tied leaders share and the rest lose; only a tie of every side is a push.
 */
export function betOutcomeOfStroke(standing: StrokeStanding, sides: readonly Side[]): BetOutcome {
  if (sides.length < 2) return NO_CONTEST;
  const leaders = new Set(standing.leaderSideIds);
  if (leaders.size === sides.length) return PUSH;
  const loserSideIds = sides.filter((side) => !leaders.has(side.id)).map((side) => side.id);
  return { kind: 'won', winnerSideIds: [...leaders], loserSideIds };
}

/**
 * Zero-sum points from units that every pair of players settles by their difference (skins won, stableford points,
 * side-bet dots; product §R13, §R16): each player's points are n x their units minus everyone's units.
 */
export function pairwisePoints(units: readonly { readonly playerId: string; readonly units: number }[]): PlayerPoints[] {
  const total = units.reduce((sum, entry) => sum + entry.units, 0);
  return units.map(({ playerId, units: own }) => ({ playerId, points: units.length * own - total }));
}

/** A count of points as golfers say it: "1 pt", "-1 pt", "12 pts" (stableford, wolf). */
export const pointsUnit = (count: number): string => `${String(count)} ${Math.abs(count) === 1 ? 'pt' : 'pts'}`;

/**
 * "Ana Pine 3 skins · Ben Ray 1 skin": each individual side's count, most first, ties in side (join) order; the status of
 * a bet counted in units (product §R13).
 */
export function unitCountsText(sides: readonly Side[], counts: readonly { readonly playerId: string; readonly value: number }[], unit: (count: number) => string): string {
  const names = new Map(sides.flatMap((side) => side.playerIds.map((playerId) => [playerId, side.name] as const)));
  return counts
    .map((entry, order) => ({ name: names.get(entry.playerId) ?? entry.playerId, value: entry.value, order }))
    .sort((a, b) => b.value - a.value || a.order - b.order)
    .map((entry) => `${entry.name} ${unit(entry.value)}`)
    .join(' · ');
}
