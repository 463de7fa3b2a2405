// Achievements (product §R8), computed on one player's completed 18-hole round, on gross scores
// against par unless a rule says otherwise. Each type is one predicate in a table. A nine-hole round counts only for
// the rules about a nine, the nine heroes (product §R14).

import { ACHIEVEMENT_TYPES, type AchievementType } from './achievement-types';
import type { PlayerHole } from './scorecard';
import { segmentHoleNumbers, segmentOfHolesPlayed, type HolesPlayed } from './segment';
import { HOLE_COUNT, type HoleNumber, type Strokes } from './units';

export * from './achievement-types';

/** Rounds needed, this one included, before front/back nine heroes are judged (product §R8). */
export const NINE_HERO_MIN_ROUNDS = 3;

/** A completed round's nines against par, the input for front_9_hero / back_9_hero; a nine-hole round has one. */
export interface RoundNines {
  readonly frontToPar: number | null;
  readonly backToPar: number | null;
}

/** The round to judge: the player's card, the drinks they logged in the game and the holes it was played over (product §R8, §R14). */
export interface AchievementRound {
  readonly card: readonly PlayerHole[];
  readonly drinks: number;
  /** "18" when absent. */
  readonly holesPlayed?: HolesPlayed;
}

/** The achievements a nine-hole round can earn (product §R14: the rules about a nine). */
const NINE_HOLE_ACHIEVEMENTS: readonly AchievementType[] = ['front_9_hero', 'back_9_hero'];

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
  readonly nines: { readonly frontToPar: number; readonly backToPar: number };
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

function ninesOf(holes: readonly PlayedHole[]): { frontToPar: number; backToPar: number } {
  let frontToPar = 0;
  let backToPar = 0;
  for (const hole of holes) {
    if (hole.holeNumber <= 9) frontToPar += hole.gross - hole.par;
    else backToPar += hole.gross - hole.par;
  }
  return { frontToPar, backToPar };
}

/** A nine-hole round's nine against par, or null unless every hole of the nine is scored (product §R14). */
function nineToPar(card: readonly PlayerHole[], holesPlayed: Exclude<HolesPlayed, '18'>): number | null {
  const byNumber = new Map(card.map((hole) => [hole.holeNumber as number, hole]));
  let toPar = 0;
  for (const holeNumber of segmentHoleNumbers(segmentOfHolesPlayed(holesPlayed))) {
    const hole = byNumber.get(holeNumber);
    if (!hole || hole.gross === null) return null;
    toPar += hole.gross - hole.par;
  }
  return toPar;
}

/**
 * A complete round's nines against par: both nines of a complete 18, the one nine of a complete nine-hole round
 * (product §R14), or null when the round is not complete.
 */
export function roundNinesFor(card: readonly PlayerHole[], holesPlayed: HolesPlayed = '18'): RoundNines | null {
  if (holesPlayed !== '18') {
    const toPar = nineToPar(card, holesPlayed);
    if (toPar === null) return null;
    return holesPlayed === 'front' ? { frontToPar: toPar, backToPar: null } : { frontToPar: null, backToPar: toPar };
  }
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

/** The sum and count of one nine's values over the rounds that played it. */
function nineTally(history: readonly RoundNines[], nine: 'frontToPar' | 'backToPar'): { sum: number; count: number } {
  let sum = 0;
  let count = 0;
  for (const round of history) {
    const value = round[nine];
    if (value === null) continue;
    sum += value;
    count += 1;
  }
  return { sum, count };
}

function ninesHero(history: readonly RoundNines[], nine: 'front' | 'back'): boolean {
  if (history.length < NINE_HERO_MIN_ROUNDS) return false;
  const front = nineTally(history, 'frontToPar');
  const back = nineTally(history, 'backToPar');
  if (front.count === 0 || back.count === 0) return false;
  // Averages compared by cross-multiplying, exactly: a nine-hole round adds to one nine only (product §R14).
  const frontWeighed = front.sum * back.count;
  const backWeighed = back.sum * front.count;
  return nine === 'front' ? frontWeighed < backWeighed : backWeighed < frontWeighed;
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
  const holesPlayed = round.holesPlayed ?? '18';
  if (holesPlayed !== '18') {
    const nines = roundNinesFor(round.card, holesPlayed);
    if (nines === null) return [];
    const history = [nines, ...earlierRounds];
    return NINE_HOLE_ACHIEVEMENTS.filter((type) => ninesHero(history, type === 'front_9_hero' ? 'front' : 'back'));
  }
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
