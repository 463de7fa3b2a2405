// Handicaps the WHS way (product §R12, Rules of Handicapping 6.1, 6.2, Appendix C and E; issue 30): a player's
// Handicap Index becomes a Course Handicap from their tee set's rating, slope and par, then a Playing Handicap with the
// format's allowance, then, in match formats, strokes off the low player. Nine-hole games (product §R14) use the
// nine's rating and slope and allocate strokes over the nine's holes.
//
// Every value is exact: an index in tenths, a rating in hundredths (half of 71.3 is 35.65), and the course handicap a
// fraction over COURSE_HANDICAP_DENOMINATOR. It is rounded once, at the end, half up towards +infinity; a binary float
// at the .5 edge (9.5 x 0.9 = 8.549999...) would round the wrong way.

import { signedHandicapRead, strokesOnHoleAmong } from './handicap';
import { HOLE_COUNT, type Brand, type StrokeIndex, type Strokes } from './units';

/** A Handicap Index in tenths: 14.2 is 142, a plus index +1.2 is -12 (product §R12: -10.0 to 54.0). */
export type IndexTenths = Brand<number, 'IndexTenths'>;
/** A course rating in hundredths: 71.3 is 7130, a nine's half of it 3565. */
export type RatingHundredths = Brand<number, 'RatingHundredths'>;
/**
 * A playing handicap worked out the WHS way: any whole number (an index of 54.0 on a steep tee is past 54). Section 1's
 * per-hole rule takes it as it takes a fixed game's handicap.
 */
export type PlayingHandicap = Brand<number, 'PlayingHandicap'>;

/** The Handicap Index range a "whs" game takes, in tenths (product §R12). */
export const INDEX_TENTHS_RANGE = { min: -100, max: 540 } as const;
/**
 * A course rating in tenths (product §R12: one decimal, 50.0-90.0 over 18 holes; a nine's about half, 25.0-45.0) and
 * a slope (55-155): the bounds of the CSV, the admin's edits and the database alike.
 */
export const RATING_TENTHS_LIMITS = { full: { min: 500, max: 900 }, nine: { min: 250, max: 450 } } as const;
export const SLOPE_RANGE = { min: 55, max: 155 } as const;

/** The rating bounds, in tenths, of the 18 holes or of a nine. */
export const ratingTenthsLimitsOf = (holes: keyof TeeSetRatings) => (holes === 'full' ? RATING_TENTHS_LIMITS.full : RATING_TENTHS_LIMITS.nine);

/**
 * A rating as typed or written in a scorecard, at most one decimal ("71", "71.3", "071.3"), in tenths; null for
 * anything else. Read as whole numbers: a float multiply is not exact in general (1.1 * 10 is 11.000000000000002).
 */
export function ratingTenthsParse(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 10 + Number(match[2] ?? '0');
}

/** Tenths as a rating is written: 713 is "71.3". */
export function ratingTenthsText(tenths: number): string {
  return `${String(Math.floor(tenths / 10))}.${String(tenths % 10)}`;
}
/** The slope of a course of standard difficulty (Rule 6.1a). */
export const STANDARD_SLOPE = 113;

/** Who a tee set is rated for: the men's or the women's values (product §R12 `teeSet`). */
export const TEE_SETS = ['M', 'W'] as const;
export type TeeSet = (typeof TEE_SETS)[number];

/** A rating and a slope as a scorecard gives them (product §R12), the rating in tenths; null where it gives none. */
export interface ScorecardRating {
  readonly ratingTenths: number | null;
  readonly slope: number | null;
}

/** One tee set's rating and slope on a tee: over the 18 holes, and over the front and back nines where rated. */
export interface TeeSetRatings {
  readonly full: ScorecardRating;
  readonly front: ScorecardRating;
  readonly back: ScorecardRating;
}

/** A tee's ratings for men and women (product §R12 `teeSet`). */
export type TeeRatings = { readonly [Set in TeeSet]: TeeSetRatings };

/** A tee with no rating at all: what a scorecard without rating rows gives each tee. */
const UNRATED: ScorecardRating = { ratingTenths: null, slope: null };
export const UNRATED_TEE: TeeRatings = {
  M: { full: UNRATED, front: UNRATED, back: UNRATED },
  W: { full: UNRATED, front: UNRATED, back: UNRATED },
};

/** What the course handicap is worked out from: the rating, slope and par a player plays (18 holes or a nine). */
export interface TeeRating {
  readonly rating: RatingHundredths;
  readonly slope: number;
  readonly par: number;
}

/** An exact fraction: numerator over a positive whole denominator. */
export interface Exact {
  readonly num: number;
  readonly den: number;
}

/**
 * index x slope / 113 + (rating - par) over one denominator: the index in tenths and the rating in hundredths make
 * 10 x 113 and 100 meet at 11,300, so every course handicap is a whole numerator over it.
 */
const COURSE_HANDICAP_DENOMINATOR = 11_300;

/** floor(a / b) for whole a and positive whole b, exactly (no float division). */
function floorDiv(a: number, b: number): number {
  const remainder = ((a % b) + b) % b;
  return (a - remainder) / b;
}

/** Rounds an exact fraction half up towards +infinity (product §R12: -9.5 -> -9, 24.5 -> 25). */
export function roundHalfUp({ num, den }: Exact): number {
  return floorDiv(2 * num + den, 2 * den);
}

/** An index read from its decimal (14.2, -1.2), exactly: the value is taken to the nearest tenth. */
export const indexTenthsOf = (index: number): IndexTenths => Math.round(index * 10) as IndexTenths;
/** A rating read from its decimal (71.3, 35.65), exactly: the value is taken to the nearest hundredth. */
export const ratingHundredthsOf = (rating: number): RatingHundredths => Math.round(rating * 100) as RatingHundredths;

/** True when `tenths` is a Handicap Index a "whs" game takes (-10.0 to 54.0, one decimal). */
export function indexTenthsIsValid(tenths: number): tenths is IndexTenths {
  return Number.isInteger(tenths) && tenths >= INDEX_TENTHS_RANGE.min && tenths <= INDEX_TENTHS_RANGE.max;
}

/** The outcome of reading Handicap Index text: blank, an index, or why it is not one. */
export type IndexParse =
  | { readonly kind: 'empty' }
  | { readonly kind: 'index'; readonly index: IndexTenths }
  | { readonly kind: 'out-of-range'; readonly tenths: number }
  | { readonly kind: 'not-a-number' };

/**
 * Reads Handicap Index text as the forms take it (product §R12: one decimal, a plus index with "+"): "14.2" is 142
 * tenths, "+1.2" the plus index stored -12, "-1.2" the stored form itself, "9" is 90; more than one decimal, or
 * anything but an optionally signed number, is 'not-a-number'. Read digit by digit, never through a float.
 */
export function indexParse(text: string): IndexParse {
  const read = signedHandicapRead(text, /^([+-]?)(\d{1,3})(?:\.(\d))?$/, (match) => Number(match[2]) * 10 + Number(match[3] ?? '0'));
  if (read.kind !== 'value') return read;
  const tenths = read.value;
  return indexTenthsIsValid(tenths) ? { kind: 'index', index: tenths } : { kind: 'out-of-range', tenths };
}

/** An index as shown: one decimal, a plus index with "+" ("+1.2", "14.2", "0.0"). */
export function indexDisplay(index: IndexTenths): string {
  const magnitude = Math.abs(index);
  const text = `${String(Math.floor(magnitude / 10))}.${String(magnitude % 10)}`;
  return index < 0 ? `+${text}` : text;
}

/** Course Handicap, unrounded (Rule 6.1a): index x slope / 113 + (course rating - par). */
export function courseHandicapExact(index: IndexTenths, { rating, slope, par }: TeeRating): Exact {
  const num = index * slope * 10 + STANDARD_SLOPE * (rating - par * 100);
  return { num, den: COURSE_HANDICAP_DENOMINATOR };
}

/** A course handicap as shown: rounded once, half up (product §R12 `courseHandicap`). */
export const courseHandicapShown = (courseHandicap: Exact): number => roundHalfUp(courseHandicap);

/** Adds whole strokes (Rule 6.2b's par difference) to an unrounded course handicap. */
export const plusStrokes = ({ num, den }: Exact, strokes: number): Exact => ({ num: num + strokes * den, den });

/** Playing Handicap (Rule 6.2a): the unrounded course handicap times the allowance, rounded once, half up. */
export function playingHandicapOf(courseHandicap: Exact, allowancePercent: number): PlayingHandicap {
  return roundHalfUp({ num: courseHandicap.num * allowancePercent, den: courseHandicap.den * 100 }) as PlayingHandicap;
}

/**
 * A nine's Handicap Index (Rule 6.1b, product §R12): half the index, rounded to one decimal half up towards +infinity.
 * 8.7 gives 4.4; a plus 0.3 gives 0.1 plus (-1.5 tenths rounds to -1).
 */
export const nineHoleIndex = (index: IndexTenths): IndexTenths => floorDiv(index + 1, 2) as IndexTenths;

/** A nine's rating when the course has none for it: exactly half the 18-hole rating (71.3 gives 35.65). */
export const halfRating = (rating: RatingHundredths): RatingHundredths => (rating / 2) as RatingHundredths;

/** One player as the WHS pipeline takes them: their index and the rating, slope and par of their tee set. */
export interface WhsPlayer {
  readonly index: IndexTenths;
  readonly tee: TeeRating;
}

/** What each player gets (product §R19 names): the course handicap shown, the playing handicap and the strokes. */
export interface WhsHandicap {
  /** Rounded, half up, for show; the pipeline uses the unrounded value. */
  readonly courseHandicap: number;
  /** After the par difference and the allowance. */
  readonly playingHandicap: PlayingHandicap;
  /** The `h` of section 1: after off-the-low in a match format, else the playing handicap. */
  readonly strokeHandicap: PlayingHandicap;
}

export interface WhsInput {
  readonly players: readonly WhsPlayer[];
  /** The allowance in force: the format's, or the game's own `allowancePercent` (0-100). */
  readonly allowancePercent: number;
  /** True for match formats (match, bestball, nassau in match mode, wolf): strokes are taken off the low player. */
  readonly offTheLow: boolean;
  /** True in a nine-hole game: each index is halved first (nineHoleIndex) and the tees are the nine's. */
  readonly nine: boolean;
}

/**
 * Every player's handicaps, in the order of §R12: the course handicap (a nine's from the halved index), plus the par
 * difference to the lowest par in the game (Rule 6.2b, on the unrounded value), times the allowance, rounded once;
 * then, in match formats, less the lowest playing handicap. The allowance is applied before the difference, never to
 * it: 10.4 / 14.7 / 20.1 / 25.3 at 90% give strokes 0 / 4 / 9 / 14, not 13 for the last.
 */
export function whsHandicaps({ players, allowancePercent, offTheLow, nine }: WhsInput): WhsHandicap[] {
  const lowestPar = Math.min(...players.map((player) => player.tee.par));
  const playing = players.map(({ index, tee }) => {
    const courseHandicap = courseHandicapExact(nine ? nineHoleIndex(index) : index, tee);
    const withParDifference = plusStrokes(courseHandicap, tee.par - lowestPar);
    return { courseHandicap: courseHandicapShown(courseHandicap), playingHandicap: playingHandicapOf(withParDifference, allowancePercent) };
  });
  const low = offTheLow ? Math.min(...playing.map((player) => player.playingHandicap)) : 0;
  return playing.map((player) => ({ ...player, strokeHandicap: (player.playingHandicap - low) as PlayingHandicap }));
}

/** A hole of the holes a game plays, with its 18-hole stroke index for the player's tee set. */
export interface PlayedHole {
  readonly holeNumber: number;
  readonly strokeIndex: StrokeIndex;
}

/**
 * Each played hole's stroke index among the holes played (product §R12, §R14): over 18 holes the index itself; over a
 * nine, 1-9 in ascending order of the 18-hole indexes, so the hole with the lowest index gets the first stroke.
 */
export function strokeIndexesAmong(holes: readonly PlayedHole[]): Map<number, number> {
  const byDifficulty = [...holes].sort((a, b) => a.strokeIndex - b.strokeIndex || a.holeNumber - b.holeNumber);
  return new Map(byDifficulty.map((hole, rank) => [hole.holeNumber, rank + 1]));
}

/** Strokes on each played hole, by hole number: the handicap spread over exactly the holes played. */
export function strokesOverHoles(handicap: number, holes: readonly PlayedHole[]): Map<number, Strokes> {
  const ranks = strokeIndexesAmong(holes);
  const count = holes.length === 0 ? HOLE_COUNT : holes.length;
  return new Map([...ranks].map(([holeNumber, rank]) => [holeNumber, strokesOnHoleAmong(handicap, rank, count)]));
}
