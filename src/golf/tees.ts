// The tees of a course and which one a game uses (product §G4): one rule for the create form, the course
// pickers and the server.

/** A tee of a course with its total yardage over the holes. */
export interface TeeOption {
  readonly teeColor: string;
  readonly totalYardage: number;
}

/** The tees of course rows (one per hole per tee), longest first by total yardage, ties by name: the picker's order. */
export function teesByTotalYardage(rows: readonly { teeColor: string; yardage: number }[]): TeeOption[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.teeColor, (totals.get(row.teeColor) ?? 0) + row.yardage);
  return teesByLength([...totals].map(([teeColor, totalYardage]) => ({ teeColor, totalYardage })));
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
