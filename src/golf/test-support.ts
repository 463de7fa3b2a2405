// Test-only builders for the golf engine's tests (not exported from index.ts).

import type { Format } from './format';
import { gameFrom, type Game, type Team } from './game';
import { holesInOrder, scoreLookup, scorecardFor, type PlayerHole } from './scorecard';

/** Pars of the test course: 36 out, 36 in. */
export const COURSE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4] as const;
/** Stroke indexes of the test course (a permutation of 1..18; hole 2 is index 1). */
export const COURSE_INDEXES = [7, 1, 15, 3, 11, 17, 9, 5, 13, 8, 16, 2, 12, 4, 18, 10, 6, 14] as const;

/** A test player; name defaults to the id, handicap to 0, team to none. */
export interface TestPlayer {
  readonly id: string;
  readonly name?: string;
  readonly handicap?: number;
  readonly team?: Team | null;
}

/** Gross strokes per player id, index 0 = hole 1; null or a short array = hole not yet scored. */
export type TestGross = Readonly<Record<string, readonly (number | null)[]>>;

/** A checked Game on the test course. */
export function testGame(options: {
  format: Format;
  players: readonly TestPlayer[];
  gross: TestGross;
  betCents?: number;
  pars?: readonly number[];
  indexes?: readonly number[];
}): Game {
  const pars = options.pars ?? COURSE_PARS;
  const indexes = options.indexes ?? COURSE_INDEXES;
  return gameFrom({
    format: options.format,
    betCents: options.betCents ?? 1000,
    holes: pars.map((par, i) => ({ holeNumber: i + 1, par, yardage: 300 + i, handicapIndex: indexes[i] ?? i + 1 })),
    players: options.players.map((p, joinOrder) => ({
      id: p.id,
      name: p.name ?? p.id,
      handicap: p.handicap ?? 0,
      team: p.team ?? null,
      joinOrder,
    })),
    scores: Object.entries(options.gross).flatMap(([playerId, strokes]) =>
      strokes.flatMap((s, i) => (s === null ? [] : [{ playerId, holeNumber: i + 1, strokes: s }])),
    ),
  });
}

/**
 * Gross strokes for two scratch sides from a string of hole results, one letter per hole:
 * 'a' side a wins (birdie v par), 'b' side b wins, 'h' halved (both par), '.' not scored.
 */
export function grossFromResults(results: string, pars: readonly number[] = COURSE_PARS): { a: (number | null)[]; b: (number | null)[] } {
  const a: (number | null)[] = [];
  const b: (number | null)[] = [];
  [...results].forEach((result, i) => {
    const par = pars[i] ?? 4;
    a.push(result === '.' ? null : result === 'a' ? par - 1 : par);
    b.push(result === '.' ? null : result === 'b' ? par - 1 : par);
  });
  return { a, b };
}

/** n copies of a value, for readable score rows. */
export function repeat<T>(value: T, n: number): T[] {
  return Array.from({ length: n }, () => value);
}

/** One player's card on the test course from gross strokes (index 0 = hole 1). */
export function testCard(gross: readonly (number | null)[], handicap = 0): readonly PlayerHole[] {
  const game = testGame({ format: { type: 'stroke' }, players: [{ id: 'me', handicap }], gross: { me: gross } });
  const [me] = game.players;
  if (me === undefined) throw new Error('no player');
  return scorecardFor(me, holesInOrder(game), scoreLookup(game).get('me') ?? new Map());
}

/** Gross strokes on the test course from strokes to par per hole (hole number -> to par); other holes at `base`. */
export function grossFromToPar(toPar: Readonly<Record<number, number>>, base: Readonly<Record<number, number>> = {}): number[] {
  return COURSE_PARS.map((par, i) => par + (toPar[i + 1] ?? base[i + 1] ?? 0));
}
