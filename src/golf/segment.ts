// Runs of holes a bet is played over: the round, or a nassau's front and back nines (product §R4).

import { HOLE_COUNT, holeNumberFrom, type HoleNumber } from './units';

/** A contiguous run of holes; `length` is what "holes remaining" counts down from (product §R4). */
export interface Segment {
  readonly first: HoleNumber;
  readonly last: HoleNumber;
  readonly length: number;
}

function segmentFrom(first: number, last: number): Segment {
  return { first: holeNumberFrom(first), last: holeNumberFrom(last), length: last - first + 1 };
}

/** Holes 1-18: the single bet of stroke, match and bestball, and a nassau's overall bet. */
export const SEGMENT_ROUND: Segment = segmentFrom(1, HOLE_COUNT);
/** Holes 1-9: a nassau's front bet (product §R4). */
export const SEGMENT_FRONT: Segment = segmentFrom(1, 9);
/** Holes 10-18: a nassau's back bet (product §R4). */
export const SEGMENT_BACK: Segment = segmentFrom(10, HOLE_COUNT);

/** The holes a game is played over (product §R14): all 18, the front nine or the back nine. */
export const HOLES_PLAYED = ['18', 'front', 'back'] as const;
export type HolesPlayed = (typeof HOLES_PLAYED)[number];

/** The run of holes a game of `holesPlayed` is played over: the round, or one nine (product §R14). */
export function segmentOfHolesPlayed(holesPlayed: HolesPlayed): Segment {
  if (holesPlayed === 'front') return SEGMENT_FRONT;
  return holesPlayed === 'back' ? SEGMENT_BACK : SEGMENT_ROUND;
}

/** The segment's hole numbers in order, first to last (the scorecard shows a nassau's nines this way). */
export function segmentHoleNumbers(segment: Segment): HoleNumber[] {
  return Array.from({ length: segment.length }, (_, offset) => holeNumberFrom(segment.first + offset));
}

/** True when the hole lies within the segment. */
export function segmentHas(segment: Segment, holeNumber: HoleNumber): boolean {
  return holeNumber >= segment.first && holeNumber <= segment.last;
}
