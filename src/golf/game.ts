// The engine's input: a plain game object. `gameFrom` checks plain numbers once and brands them,
// so the rest of the engine can trust its input.

import type { Format } from './format';
import type { HolesPlayed } from './segment';
import {
  centsFrom,
  strokeHandicapFrom,
  holeNumberFrom,
  strokeIndexFrom,
  strokesFrom,
  type Cents,
  type Handicap,
  type HoleNumber,
  type StrokeIndex,
  type Strokes,
} from './units';
import type { TeeSet } from './whs';
import type { JunkMark, JunkMarkKind } from './junk';
import type { ManualPress, PressNine } from './presses';
import type { WolfChoice, WolfChoiceKind } from './wolf';

/** The teams: A is Red, B is Blue (product §G3). */
export const TEAMS = ['A', 'B'] as const;
/** A team: A is Red, B is Blue (product §G3). */
export type Team = (typeof TEAMS)[number];

/** A game's states, in the order it passes through them (product §G4). */
export const GAME_STATUSES = ['waiting', 'active', 'completed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** One hole of the game's course and tee (product §R11: holeNumber, par, yardage, handicapIndex). */
export interface Hole {
  readonly holeNumber: HoleNumber;
  readonly par: Strokes;
  readonly yardage: number;
  readonly handicapIndex: StrokeIndex;
  /** The women's par and stroke index, where the course gives them; the men's serve otherwise (product §R12). */
  readonly womensPar?: Strokes;
  readonly womensHandicapIndex?: StrokeIndex;
}

/** A player of the game; joinOrder orders players by join time (settlement leftovers, product §R5). */
export interface Player {
  readonly id: string;
  readonly name: string;
  /** The `h` of section 1: the handicap given in a "fixed" game, the strokeHandicap of a "whs" one (product §R12). */
  readonly handicap: Handicap;
  readonly team: Team | null;
  readonly joinOrder: number;
  /** Whose pars and stroke indexes the player plays: "M" (the default) or "W" (product §R12). */
  readonly teeSet?: TeeSet;
}

/** A player's gross strokes on a hole (one per player and hole, product §R2). */
export interface Score {
  readonly playerId: string;
  readonly holeNumber: HoleNumber;
  readonly strokes: Strokes;
}

/** Everything the engine needs to know about a game; betCents is the bet amount b (product §R5). */
export interface Game {
  readonly format: Format;
  readonly betCents: Cents;
  /** Only the nine's holes in a nine-hole game (product §R14). */
  readonly holes: readonly Hole[];
  readonly players: readonly Player[];
  readonly scores: readonly Score[];
  /** "18" when absent (product §R14). */
  readonly holesPlayed?: HolesPlayed;
  /** A wolf game's choices, one per hole at most (product §R13); none in other formats. */
  readonly wolfChoices?: readonly WolfChoice[];
  /** A pressing nassau's manual presses, in the order they were made (product §R15); none in other games. */
  readonly manualPresses?: readonly ManualPress[];
  /** The greenies and sandies marked on (product §R16); none in a game without junk. */
  readonly junkMarks?: readonly JunkMark[];
}

/** A game as plain numbers (from the database or a test), before `gameFrom` checks it. */
export interface PlainGame {
  readonly format: Format;
  readonly betCents: number;
  readonly holes: readonly {
    readonly holeNumber: number;
    readonly par: number;
    readonly yardage: number;
    readonly handicapIndex: number;
    readonly womensPar?: number | null;
    readonly womensHandicapIndex?: number | null;
  }[];
  readonly players: readonly {
    readonly id: string;
    readonly name: string;
    readonly handicap: number;
    readonly team: Team | null;
    readonly joinOrder: number;
    readonly teeSet?: TeeSet;
  }[];
  readonly scores: readonly { readonly playerId: string; readonly holeNumber: number; readonly strokes: number }[];
  readonly holesPlayed?: HolesPlayed;
  readonly wolfChoices?: readonly { readonly holeNumber: number; readonly choice: WolfChoiceKind; readonly partnerId: string | null }[];
  readonly manualPresses?: readonly { readonly segment: PressNine; readonly startHole: number }[];
  readonly junkMarks?: readonly { readonly holeNumber: number; readonly playerId: string; readonly kind: JunkMarkKind }[];
}

function requireUnique(keys: readonly (string | number)[], what: string): void {
  const seen = new Set<string | number>();
  for (const key of keys) {
    if (seen.has(key)) throw new RangeError(`Duplicate ${what}: ${String(key)}`);
    seen.add(key);
  }
}

function requirePositive(value: Strokes, what: string): Strokes {
  if (value < 1) throw new RangeError(`Invalid ${what}: ${String(value)}`);
  return value;
}

/**
 * The branded Game for a plain one; throws RangeError on a value out of its range or on a
 * duplicate hole or player id. Gross strokes must be whole numbers of at least 1.
 */
export function gameFrom(plain: PlainGame): Game {
  requireUnique(plain.holes.map((h) => h.holeNumber), 'hole');
  requireUnique(plain.players.map((p) => p.id), 'player');
  if (plain.betCents < 0) throw new RangeError(`Invalid bet: ${String(plain.betCents)}`);
  return {
    format: plain.format,
    betCents: centsFrom(plain.betCents),
    holes: plain.holes.map(holeFrom),
    players: plain.players.map((p) => ({ ...p, handicap: strokeHandicapFrom(p.handicap) })),
    scores: plain.scores.map(scoreFrom),
    holesPlayed: plain.holesPlayed ?? '18',
    wolfChoices: (plain.wolfChoices ?? []).map((entry) => ({ ...entry, holeNumber: holeNumberFrom(entry.holeNumber) })),
    manualPresses: (plain.manualPresses ?? []).map((press) => ({ segment: press.segment, startHole: holeNumberFrom(press.startHole) })),
    junkMarks: (plain.junkMarks ?? []).map((mark) => ({ ...mark, holeNumber: holeNumberFrom(mark.holeNumber) })),
  };
}

/** The checked Hole for a plain one (a game's stored copy of its course's hole); throws RangeError on a bad value. */
export function holeFrom(plain: PlainGame['holes'][number]): Hole {
  const hole: Hole = {
    holeNumber: holeNumberFrom(plain.holeNumber),
    par: requirePositive(strokesFrom(plain.par), 'par'),
    yardage: plain.yardage,
    handicapIndex: strokeIndexFrom(plain.handicapIndex),
  };
  const womensPar = plain.womensPar ?? null;
  const womensIndex = plain.womensHandicapIndex ?? null;
  return {
    ...hole,
    ...(womensPar === null ? {} : { womensPar: requirePositive(strokesFrom(womensPar), 'par') }),
    ...(womensIndex === null ? {} : { womensHandicapIndex: strokeIndexFrom(womensIndex) }),
  };
}

/** The checked Score for a plain one; throws RangeError on a hole out of range or gross strokes below 1. */
export function scoreFrom(plain: PlainGame['scores'][number]): Score {
  return { playerId: plain.playerId, holeNumber: holeNumberFrom(plain.holeNumber), strokes: requirePositive(strokesFrom(plain.strokes), 'strokes') };
}
