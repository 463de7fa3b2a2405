// Finishing positions (product §R6): competition ranking, 1, 1, 3. A format chooses what it ranks by: net score,
// lowest first, for the formats of product §R4; points, highest first, for formats counted in points (product §R13).

/** Which end of a ranked value is first. */
export type RankOrder = 'lowest-first' | 'highest-first';

/**
 * Competition ranking (1, 1, 3) of values in `order`. A null value has nothing to compare (no hole played): it ranks
 * after every value, tied with the other nulls.
 */
export function competitionRanking(values: readonly (number | null)[], order: RankOrder): number[] {
  const present = values.filter((value): value is number => value !== null);
  const ahead = order === 'lowest-first' ? (other: number, own: number) => other < own : (other: number, own: number) => other > own;
  return values.map((value) => (value === null ? present.length + 1 : 1 + present.filter((other) => ahead(other, value)).length));
}

/**
 * Competition ranking (1, 1, 3) of net scores, lowest first (product §R6). Entries with no holes
 * played have no score to compare: they rank after every player with one, tied with each other.
 */
export function positionsFor(entries: readonly { netScore: number; holesPlayed: number }[]): number[] {
  return competitionRanking(
    entries.map((entry) => (entry.holesPlayed > 0 ? entry.netScore : null)),
    'lowest-first',
  );
}
