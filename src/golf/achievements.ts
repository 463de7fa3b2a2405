// Achievements (product §R8), computed on one player's completed 18-hole round, on gross scores
// against par unless a rule says otherwise. Each type is one predicate in a table.

import { ACHIEVEMENT_TYPES, type AchievementType } from './achievement-types';
import type { PlayerHole } from './scorecard';
import { HOLE_COUNT, type HoleNumber, type Strokes } from './units';

export * from './achievement-types';

/** Rounds needed, this one included, before front/back nine heroes are judged (product §R8). */
export const NINE_HERO_MIN_ROUNDS = 3;

/** A completed round's nines against par, the input for front_9_hero / back_9_hero. */
export interface RoundNines {
  readonly frontToPar: number;
  readonly backToPar: number;
}

/** The round to judge: the player's card and the drinks they logged in the game (product §R8). */
export interface AchievementRound {
  readonly card: readonly PlayerHole[];
  readonly drinks: number;
}

/** A hole of a complete round: gross and net are known. */
interface PlayedHole {
  readonly holeNumber: HoleNumber;
  readonly par: Strokes;
  readonly gross: Strokes;
  readonly strokesReceived: Strokes;
  readonly net: Strokes;
}

/** What the predicates look at; `toPar` is gross minus par per hole, in hole order. */
interface RoundFacts {
  readonly holes: readonly PlayedHole[];
  readonly toPar: readonly number[];
  readonly roundToPar: number;
  readonly nines: RoundNines;
  readonly drinks: number;
  /** This round and the earlier ones. */
  readonly history: readonly RoundNines[];
}

function playedHoles(card: readonly PlayerHole[]): PlayedHole[] | null {
  const sorted = [...card].sort((a, b) => a.holeNumber - b.holeNumber);
  const played: PlayedHole[] = [];
  for (const [index, hole] of sorted.entries()) {
    if (hole.gross === null || hole.net === null || hole.holeNumber !== index + 1) return null;
    played.push({ ...hole, gross: hole.gross, net: hole.net });
  }
  return played.length === HOLE_COUNT ? played : null;
}

/** True when the card has a gross score on each of holes 1..18 and nothing else. */
export function roundIsComplete(card: readonly PlayerHole[]): boolean {
  return playedHoles(card) !== null;
}

function ninesOf(holes: readonly PlayedHole[]): RoundNines {
  let frontToPar = 0;
  let backToPar = 0;
  for (const hole of holes) {
    if (hole.holeNumber <= 9) frontToPar += hole.gross - hole.par;
    else backToPar += hole.gross - hole.par;
  }
  return { frontToPar, backToPar };
}

/** A complete round's nines against par, or null when the round is not a complete 18. */
export function roundNinesFor(card: readonly PlayerHole[]): RoundNines | null {
  const holes = playedHoles(card);
  return holes === null ? null : ninesOf(holes);
}

const count = (values: readonly number[], test: (value: number) => boolean): number => values.filter(test).length;

function hasRunUnderPar(toPar: readonly number[], length: number): boolean {
  let run = 0;
  for (const value of toPar) {
    run = value < 0 ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
}

function popALicious(holes: readonly PlayedHole[]): boolean {
  // Net, not gross: holes where strokes were received, net par or better on at least 40% of them.
  const received = holes.filter((hole) => hole.strokesReceived > 0);
  const good = received.filter((hole) => hole.net <= hole.par).length;
  return received.length > 0 && good * 10 >= received.length * 4;
}

function ninesHero(history: readonly RoundNines[], nine: 'front' | 'back'): boolean {
  if (history.length < NINE_HERO_MIN_ROUNDS) return false;
  // Same number of rounds on both sides, so comparing sums compares averages without rounding.
  const front = history.reduce((sum, r) => sum + r.frontToPar, 0);
  const back = history.reduce((sum, r) => sum + r.backToPar, 0);
  return nine === 'front' ? front < back : back < front;
}

/** When each achievement is earned (product §R8 table). */
const ACHIEVEMENT_RULES: Readonly<Record<AchievementType, (facts: RoundFacts) => boolean>> = {
  albatross: (f) => f.toPar.some((d) => d <= -3),
  eagle_eye: (f) => f.toPar.some((d) => d === -2),
  birdie_hunter: (f) => count(f.toPar, (d) => d === -1) >= 4,
  bogey_free: (f) => f.toPar.every((d) => d <= 0),
  par_machine: (f) => count(f.toPar, (d) => d === 0) >= 12,
  on_fire: (f) => hasRunUnderPar(f.toPar, 3),
  perfect_start: (f) => f.toPar.slice(0, 3).every((d) => d <= 0),
  clutch_closer: (f) => f.toPar.slice(15, 18).reduce((sum, d) => sum + d, 0) < 0,
  pop_a_licious: (f) => popALicious(f.holes),
  back_9_hero: (f) => ninesHero(f.history, 'back'),
  front_9_hero: (f) => ninesHero(f.history, 'front'),
  comeback_kid: (f) => f.nines.frontToPar - f.nines.backToPar >= 5,
  snowman: (f) => f.holes.some((hole) => hole.gross === 8),
  yikes: (f) => count(f.toPar, (d) => d === 2) >= 3,
  rough_day: (f) => f.roundToPar >= 10,
  water_hazard: (f) => f.toPar.some((d) => d >= 3),
  not_here_for_golf: (f) => f.drinks >= 3 && f.roundToPar > 0,
};

/**
 * The achievement types earned in a completed 18-hole round (product §R8), in ACHIEVEMENT_TYPES
 * order; none when the round is not complete. `earlierRounds` are the player's other completed
 * rounds to weigh for the nine heroes (the server passes all of them).
 */
export function achievementsFor(round: AchievementRound, earlierRounds: readonly RoundNines[]): AchievementType[] {
  const holes = playedHoles(round.card);
  if (holes === null) return [];
  const toPar = holes.map((hole) => hole.gross - hole.par);
  const nines = ninesOf(holes);
  const facts: RoundFacts = {
    holes,
    toPar,
    roundToPar: nines.frontToPar + nines.backToPar,
    nines,
    drinks: round.drinks,
    history: [nines, ...earlierRounds],
  };
  return ACHIEVEMENT_TYPES.filter((type) => ACHIEVEMENT_RULES[type](facts));
}

/** True when `text` names one of the 17 achievement types (admins may grant any of them, product §R8). */
export function achievementTypeIsValid(text: string): text is AchievementType {
  return (ACHIEVEMENT_TYPES as readonly string[]).includes(text);
}
