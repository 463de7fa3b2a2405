// Branded units of the golf engine (house style: a wrong unit fails to compile).
// Each brand has a checked constructor `xFrom` (throws RangeError) and a guard `xIsValid`.

declare const brand: unique symbol;

/** A number tagged with a unit name so that, say, Cents and Strokes cannot be mixed up. */
export type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** Money as a whole number of cents (product §R0: integer cents everywhere). */
export type Cents = Brand<number, 'Cents'>;
/** A whole number of strokes; negative for strokes given back or scores under par. */
export type Strokes = Brand<number, 'Strokes'>;
/** A hole of the round, 1..18 (product §G9: 18 holes). */
export type HoleNumber = Brand<number, 'HoleNumber'>;
/** A hole's stroke index (the course's handicapIndex), 1..18; 1 is the hardest hole (product §R1). */
export type StrokeIndex = Brand<number, 'StrokeIndex'>;
/**
 * The `h` of section 1, an integer; negative is a plus handicap (+2 is stored -2, product §R1). A golfer gives -5..54
 * (handicapIsValid); a "whs" game works out its own within STROKE_HANDICAP_RANGE (product §R12).
 */
export type Handicap = Brand<number, 'Handicap'>;

/** Lowest and highest handicap (product §R1, §G5). */
export const HANDICAP_MIN = -5;
/** Highest handicap (product §R1). */
export const HANDICAP_MAX = 54;
/**
 * The handicaps a spectator may join with from the game screen: 0-54, no plus handicaps (product §G2 "a handicap input
 * (0-54)", §G5 "Spectator join 0-54"). The list's join dialog takes the whole range.
 */
export const HANDICAP_SPECTATOR_RANGE = { min: 0, max: HANDICAP_MAX } as const;
/**
 * The widest `h` a "whs" game can work out (product §R12): an index of 54.0 or +10.0 on the steepest slope and the
 * most extreme rating and par differences the course limits allow stay well inside it.
 */
export const STROKE_HANDICAP_RANGE = { min: -99, max: 199 } as const;
/** Holes in a round (product §G9). */
export const HOLE_COUNT = 18;

function requireValid<T>(ok: boolean, value: number, what: string): T {
  if (!ok) throw new RangeError(`Invalid ${what}: ${String(value)}`);
  return value as T;
}

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** True when `value` is a whole, safe number of cents. */
export function centsIsValid(value: number): value is Cents {
  return Number.isSafeInteger(value);
}

/** Returns `value` as Cents; throws RangeError unless it is a safe integer. */
export function centsFrom(value: number): Cents {
  return requireValid<Cents>(centsIsValid(value), value, 'cents');
}

/** True when `value` is a whole number of strokes (any sign). */
export function strokesIsValid(value: number): value is Strokes {
  return Number.isSafeInteger(value);
}

/** Returns `value` as Strokes; throws RangeError unless it is an integer. */
export function strokesFrom(value: number): Strokes {
  return requireValid<Strokes>(strokesIsValid(value), value, 'strokes');
}

/** True when `value` is a hole number 1..18. */
export function holeNumberIsValid(value: number): value is HoleNumber {
  return isIntegerIn(value, 1, HOLE_COUNT);
}

/** Returns `value` as a HoleNumber; throws RangeError outside 1..18. */
export function holeNumberFrom(value: number): HoleNumber {
  return requireValid<HoleNumber>(holeNumberIsValid(value), value, 'hole number');
}

/** True when `value` is a stroke index 1..18. */
export function strokeIndexIsValid(value: number): value is StrokeIndex {
  return isIntegerIn(value, 1, HOLE_COUNT);
}

/** Returns `value` as a StrokeIndex; throws RangeError outside 1..18. */
export function strokeIndexFrom(value: number): StrokeIndex {
  return requireValid<StrokeIndex>(strokeIndexIsValid(value), value, 'stroke index');
}

/** True when `value` is an integer handicap -5..54 (product §R1). */
export function handicapIsValid(value: number): value is Handicap {
  return isIntegerIn(value, HANDICAP_MIN, HANDICAP_MAX);
}

/** Returns `value` as a Handicap; throws RangeError outside the integers -5..54. */
export function handicapFrom(value: number): Handicap {
  return requireValid<Handicap>(handicapIsValid(value), value, 'handicap');
}

/** Returns `value` as the Handicap a game plays; throws RangeError outside STROKE_HANDICAP_RANGE (product §R12). */
export function strokeHandicapFrom(value: number): Handicap {
  return requireValid<Handicap>(isIntegerIn(value, STROKE_HANDICAP_RANGE.min, STROKE_HANDICAP_RANGE.max), value, 'handicap');
}

/** Sum of stroke counts, kept in the Strokes unit (arithmetic on brands yields plain numbers). */
export function strokesSum(values: readonly Strokes[]): Strokes {
  let total = 0;
  for (const value of values) total += value;
  return total as Strokes;
}

/** Difference a - b of stroke counts, kept in the Strokes unit. */
export function strokesMinus(a: Strokes, b: Strokes): Strokes {
  return (a - b) as Strokes;
}

/** Sum of amounts of money, kept in cents. */
export function centsSum(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total as Cents;
}

/** Whole cents for a dollar amount, rounded to the nearest cent (inputs come from forms in dollars). */
export function centsFromDollars(dollars: number): Cents {
  return centsFrom(Math.round(dollars * 100));
}

/** The API's two-decimal dollar string for an amount of cents, e.g. -1050 -> "-10.50" (product §R0). */
export function centsToDecimalString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${String(Math.floor(abs / 100))}.${fraction}`;
}

/** Cents for a decimal column value such as "10.50" or "-3", or null when it is not one. */
export function centsFromDecimalString(text: string): Cents | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[2]);
  const fraction = Number((match[3] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  if (!Number.isSafeInteger(cents)) return null;
  return (match[1] === '-' && cents !== 0 ? -cents : cents) as Cents;
}
