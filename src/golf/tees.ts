import { ratingTenthsText, type ScorecardRating, type TeeRatings } from './whs';

// The tees of a course and which one a game uses (product §G4): one rule for the create form, the course
// pickers and the server.

/** A tee of a course with its total yardage over the holes, and its ratings where the course has them (product §R12). */
export interface TeeOption {
  readonly teeColor: string;
  readonly totalYardage: number;
  readonly ratings?: TeeRatings | null;
}

/** The tees of course rows (one per hole per tee), longest first by total yardage, ties by name: the picker's order. */
export function teesByTotalYardage(rows: readonly { teeColor: string; yardage: number; teeRatings?: TeeRatings | null }[]): TeeOption[] {
  const tees = new Map<string, { totalYardage: number; ratings: TeeRatings | null }>();
  for (const row of rows) {
    const tee = tees.get(row.teeColor);
    // Every row of a tee carries the tee's ratings; the first one's serve.
    tees.set(row.teeColor, { totalYardage: (tee?.totalYardage ?? 0) + row.yardage, ratings: tee ? tee.ratings : (row.teeRatings ?? null) });
  }
  return teesByLength([...tees].map(([teeColor, tee]) => ({ teeColor, ...tee })));
}

/** A rating and slope as a scorecard prints them, "73.2/133"; null unless both are known. */
export function ratingText({ ratingTenths, slope }: ScorecardRating): string | null {
  if (ratingTenths === null || slope === null) return null;
  return `${ratingTenthsText(ratingTenths)}/${String(slope)}`;
}

/** Longest first, ties by name, so the order never depends on the order the rows came in. */
function teesByLength(tees: readonly TeeOption[]): TeeOption[] {
  return [...tees].sort((a, b) => b.totalYardage - a.totalYardage || a.teeColor.localeCompare(b.teeColor));
}

/**
 * The tee to use (product §G4): the current one when the course has it, matched without case and returned as the
 * course spells it; else the longest tee; null while the course has no tees.
 */
export function teeDefault(tees: readonly TeeOption[], current: string | null | undefined): string | null {
  const wanted = current?.toLowerCase();
  const same = tees.find((tee) => tee.teeColor.toLowerCase() === wanted);
  if (same) return same.teeColor;
  return teesByLength(tees)[0]?.teeColor ?? null;
}
