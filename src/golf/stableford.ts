// Stableford (product §R13): points on each counted hole from the player's net score against their par, standard or
// modified; the most points ranks first, and every pair settles the difference in points.

import type { PlayerHole } from './scorecard';
import type { Side, SideHole } from './sides';
import type { HoleNumber } from './units';

/** The points tables: "standard" (the default) or "modified". */
export const STABLEFORD_SCORINGS = ['standard', 'modified'] as const;
export type StablefordScoring = (typeof STABLEFORD_SCORINGS)[number];

/**
 * Points for a net score against par (product §R13). Standard: max(0, 2 + par - net). Modified: 3 or more under +8,
 * 2 under +5, 1 under +2, par 0, bogey -1, double bogey or worse -3.
 */
export function stablefordPoints(scoring: StablefordScoring, net: number, par: number): number {
  const toPar = net - par;
  if (scoring === 'standard') return Math.max(0, 2 - toPar);
  if (toPar <= -3) return 8;
  if (toPar >= 2) return -3;
  const modified: Readonly<Record<number, number>> = { [-2]: 5, [-1]: 2, 0: 0, 1: -1 };
  return modified[toPar] ?? 0;
}

/** A counted hole's points, in side order. */
export interface StablefordHole {
  readonly holeNumber: HoleNumber;
  readonly points: readonly number[];
}

/** A stableford round so far: each counted hole's points and each player's total, in side order. */
export interface StablefordPlay {
  readonly holes: readonly StablefordHole[];
  readonly totals: readonly { readonly playerId: string; readonly points: number }[];
}

/** The points of a round: every player is a side (no teams); a hole counts when every player has a score on it. */
export function stablefordPlay(
  scoring: StablefordScoring,
  sides: readonly Side[],
  sideHoles: readonly SideHole[],
  cards: ReadonlyMap<string, readonly PlayerHole[]>,
): StablefordPlay {
  const playerIds = sides.map((side) => side.playerIds[0] ?? side.id);
  const totals = playerIds.map(() => 0);
  const holes: StablefordHole[] = [];
  for (const [position, sideHole] of sideHoles.entries()) {
    if (!sideHole.counted) continue;
    const points = playerIds.map((playerId) => {
      const hole = cards.get(playerId)?.[position];
      return hole?.net === null || hole === undefined ? 0 : stablefordPoints(scoring, hole.net, hole.par);
    });
    points.forEach((value, index) => (totals[index] = (totals[index] ?? 0) + value));
    holes.push({ holeNumber: sideHole.holeNumber, points });
  }
  return { holes, totals: playerIds.map((playerId, index) => ({ playerId, points: totals[index] ?? 0 })) };
}
