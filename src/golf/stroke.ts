// Stroke comparisons between sides (product §R4): lowest total net over the counted holes wins.
// Used by the stroke format (one bet) and by each bet of a nassau in stroke mode.

import { scoreToParDisplay } from './handicap';
import { segmentHas, type Segment } from './segment';
import type { Side, SideHole, SideId } from './sides';
import type { Strokes } from './units';

/** A side's totals over the counted holes of a segment. */
export interface SideTotal {
  readonly sideId: SideId;
  /** Sum of the side's hole scores (best net for a team, product §R3). */
  readonly totalNet: Strokes;
  /** totalNet minus the par of the counted holes. */
  readonly toPar: Strokes;
}

/** Where a stroke comparison stands; ties for the lowest total all lead. */
export interface StrokeStanding {
  readonly segment: Segment;
  readonly holesCounted: number;
  /** One per side, in the order of the sides. */
  readonly totals: readonly SideTotal[];
  /** Sides with the lowest total; every side while no hole counts. */
  readonly leaderSideIds: readonly SideId[];
  /** Our text (the specs name none for stroke bets): 'Not started', 'Tied thru N', '{Side} leads by M thru N'. */
  readonly status: string;
}

function totalsOver(sides: readonly Side[], holes: readonly SideHole[]): SideTotal[] {
  const par = holes.reduce((sum, hole) => sum + hole.par, 0);
  return sides.map((side, index) => {
    const totalNet = holes.reduce((sum, hole) => sum + (hole.scores[index] ?? 0), 0);
    return { sideId: side.id, totalNet: totalNet as Strokes, toPar: (totalNet - par) as Strokes };
  });
}

function statusOf(sides: readonly Side[], totals: readonly SideTotal[], leaders: readonly SideId[], counted: number): string {
  if (counted === 0) return 'Not started';
  const thru = `thru ${String(counted)}`;
  const only = totals[0];
  if (totals.length === 1 && only !== undefined) return `${scoreToParDisplay(only.toPar)} ${thru}`;
  if (leaders.length > 1) return `Tied ${thru}`;
  const sorted = totals.map((t) => t.totalNet).sort((a, b) => a - b);
  const margin = (sorted[1] ?? 0) - (sorted[0] ?? 0);
  const leader = sides.find((side) => side.id === leaders[0]);
  return `${leader?.name ?? ''} leads by ${String(margin)} ${thru}`;
}

/**
 * The stroke comparison of the sides over a segment (product §R4): each side's total net over the
 * holes where every side has a score, and the side(s) with the lowest total.
 */
export function strokeStanding(sides: readonly Side[], sideHoles: readonly SideHole[], segment: Segment): StrokeStanding {
  const counted = sideHoles.filter((hole) => hole.counted && segmentHas(segment, hole.holeNumber));
  const totals = totalsOver(sides, counted);
  const lowest = Math.min(...totals.map((t) => t.totalNet));
  const leaderSideIds = totals.filter((t) => t.totalNet === lowest).map((t) => t.sideId);
  return {
    segment,
    holesCounted: counted.length,
    totals,
    leaderSideIds,
    status: statusOf(sides, totals, leaderSideIds, counted.length),
  };
}
