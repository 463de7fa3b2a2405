// Handicap strokes per hole (product §R1), handicap text in and out (product §G5), and the
// to-par display used for net scores and team panels (product §G2, §G9).

import { assertNever } from './format';
import {
  HANDICAP_SPECTATOR_RANGE,
  HOLE_COUNT,
  handicapIsValid,
  strokesMinus,
  type Handicap,
  type StrokeIndex,
  type Strokes,
} from './units';

/** The join dialog's toast for a handicap outside -5..54 (product §G5). */
export const HANDICAP_JOIN_ERROR = {
  title: 'Invalid Handicap',
  description: 'Please enter a valid handicap (-5 to 54).',
} as const;

/** The profile's messages for an invalid handicap (product §G5). */
export const HANDICAP_PROFILE_ERRORS = {
  invalid: 'Invalid Handicap: Please enter a valid handicap (+5 to +1 or 0 to 54)',
  range: 'Handicap must be between +5 and 54',
} as const;

/** The game screen's spectator join toast for a handicap outside 0..54, worded as the join dialog's (product §G2, §G5). */
export const HANDICAP_SPECTATOR_ERROR = {
  title: HANDICAP_JOIN_ERROR.title,
  description: `Please enter a valid handicap (${String(HANDICAP_SPECTATOR_RANGE.min)} to ${String(HANDICAP_SPECTATOR_RANGE.max)}).`,
} as const;

/**
 * Strokes received on a hole of stroke index `index` (product §R1): floor(h/18) plus one on the
 * h mod 18 hardest holes; a plus handicap gives strokes back on the easiest holes (a negative count).
 */
export function handicapStrokesOnHole(handicap: Handicap, index: StrokeIndex): Strokes {
  return strokesOnHoleAmong(handicap, index, HOLE_COUNT);
}

/**
 * Strokes received on the hole ranked `rank` (1 = hardest) of the `holeCount` holes a handicap was worked out for:
 * floor(h / n) plus one on the h mod n hardest; a plus handicap gives back from the easiest up, as a negative count
 * (product §R1 over 18 holes, §R12 over a nine). A handicap is only ever spread over the holes it is for.
 */
export function strokesOnHoleAmong(handicap: number, rank: number, holeCount: number): Strokes {
  if (handicap >= 0) return (Math.floor(handicap / holeCount) + (rank <= handicap % holeCount ? 1 : 0)) as Strokes;
  const plus = -handicap;
  const extra = rank >= holeCount + 1 - (plus % holeCount) ? 1 : 0;
  // 0 - x rather than -x: no -0 for a hole where nothing is given back.
  return (0 - (Math.floor(plus / holeCount) + extra)) as Strokes;
}

/** Net strokes on a hole: gross minus strokes received, so a plus player's net is above gross (product §R1). */
export function netStrokesFor(gross: Strokes, received: Strokes): Strokes {
  return strokesMinus(gross, received);
}

/** The outcome of reading handicap text: blank, a handicap, or why it is not one. */
export type HandicapParse =
  | { readonly kind: 'empty' }
  | { readonly kind: 'handicap'; readonly handicap: Handicap }
  | { readonly kind: 'out-of-range'; readonly value: number }
  | { readonly kind: 'not-a-number' };

/**
 * Reads handicap text (product §G5): "+2" is the plus handicap stored -2, "-2" is the stored
 * form itself, "12" is 12; blank is 'empty'; anything but an optionally signed integer is 'not-a-number'.
 */
export function handicapParse(text: string): HandicapParse {
  const read = signedHandicapRead(text, /^([+-]?)(\d+)$/, (match) => Number(match[2]));
  if (read.kind !== 'value') return read;
  const { value } = read;
  if (!handicapIsValid(value)) return { kind: 'out-of-range', value };
  return { kind: 'handicap', handicap: value };
}

/**
 * Reads signed handicap text, a playing handicap's or an index's: blank is 'empty', text `pattern` (sign, then digits
 * in its groups) does not match is 'not-a-number', else the value whose size `magnitudeOf` reads, below scratch when
 * it has a sign: a leading + (a plus handicap) and a leading - (the stored form) both mean below scratch.
 */
export function signedHandicapRead(
  text: string,
  pattern: RegExp,
  magnitudeOf: (match: RegExpExecArray) => number,
): { readonly kind: 'empty' } | { readonly kind: 'not-a-number' } | { readonly kind: 'value'; readonly value: number } {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = pattern.exec(trimmed);
  if (!match) return { kind: 'not-a-number' };
  const magnitude = magnitudeOf(match);
  return { kind: 'value', value: match[1] === '' || magnitude === 0 ? magnitude : -magnitude };
}

/** The handicap for form text, 0 when blank ("empty is none or 0"), null when invalid (product §G5). */
export function handicapFromText(text: string): Handicap | null {
  const parsed = handicapParse(text);
  switch (parsed.kind) {
    case 'empty':
      return 0 as Handicap;
    case 'handicap':
      return parsed.handicap;
    case 'out-of-range':
    case 'not-a-number':
      return null;
    default:
      return assertNever(parsed);
  }
}

/**
 * True when `text` may stand in a handicap box while it is typed: an optional + or - and at most two digits, or only
 * digits when `plusAllowed` is false (the spectator's 0-54 box). Anything else typed is ignored (product §G5:
 * "Non-numeric entry is ignored"); the range is checked when the form is sent.
 */
export function handicapTypingIsAccepted(text: string, plusAllowed = true): boolean {
  return (plusAllowed ? /^[+-]?\d{0,2}$/ : /^\d{0,2}$/).test(text.trim());
}

/** A stored handicap as a handicap box shows it: plus handicaps with "+", none (or an invalid value) as blank. */
export function handicapInputText(handicap: number | null): string {
  return handicap !== null && handicapIsValid(handicap) ? handicapDisplay(handicap) : '';
}

/** A handicap as shown: plus handicaps with a + prefix, "+5".."+1" for -5..-1 (product §G5). */
export function handicapDisplay(handicap: Handicap): string {
  return handicap < 0 ? `+${String(Math.abs(handicap))}` : String(handicap);
}

/** A score relative to par as shown: "E" for even, "+3" over, "-2" under (product §G2, §G9). */
export function scoreToParDisplay(toPar: number): string {
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${String(toPar)}` : String(toPar);
}

/** True when a spectator may join with this handicap: a whole number in HANDICAP_SPECTATOR_RANGE (product §G2, §G5). */
export function handicapSpectatorIsValid(handicap: number): handicap is Handicap {
  return Number.isInteger(handicap) && handicap >= HANDICAP_SPECTATOR_RANGE.min && handicap <= HANDICAP_SPECTATOR_RANGE.max;
}
