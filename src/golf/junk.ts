// Junk (product §R16): side-bet dots any game may add on top of its format. Birdies are counted from the scores;
// greenies and sandies are marked by the players and count only with a gross par or better. Every pair of players
// settles the difference in dots at the game's junk value, shown as a bet of its own.

import { pairwisePoints, unitCountsText, type BetOutcome, type BetState, type PlayerPoints } from './bets';
import type { PlayerHole } from './scorecard';
import type { Segment } from './segment';
import { centsFromDollars, holeNumberFrom, type Cents, type HoleNumber } from './units';

/** The dots a player marks (product §R16); birdies are never marked, the scores say them. */
export const JUNK_MARK_KINDS = ['greenie', 'sandie'] as const;
export type JunkMarkKind = (typeof JUNK_MARK_KINDS)[number];

/** The kind of a junk mark's history entry and operation, as the API names it (product §R17, §R19). */
export const JUNK_HISTORY_KIND = 'junk' as const;

/** A game's junk (product §R16: `formatOptions.junk`): what a dot is worth and which kinds are played. */
export interface JunkRules {
  /** Dollars a dot is worth from every other player, 0-100; may have cents (0.5 is 50 cents). */
  readonly value: number;
  readonly birdies: boolean;
  readonly greenies: boolean;
  readonly sandies: boolean;
}

/** No junk: every kind off, as a game without `formatOptions.junk` plays (product §R16). */
export const JUNK_OFF: JunkRules = { value: 0, birdies: false, greenies: false, sandies: false };

/** A mark that is on: the player made that greenie or sandie on the hole. A mark that is off is not stored. */
export interface JunkMark {
  readonly holeNumber: HoleNumber;
  readonly playerId: string;
  readonly kind: JunkMarkKind;
}

/** A player's dots of each kind that counts, and their sum. */
export interface JunkDots {
  readonly playerId: string;
  readonly birdies: number;
  readonly greenies: number;
  readonly sandies: number;
  readonly dots: number;
}

/** The rules flag that turns a marked kind on. */
const FLAG_OF: Readonly<Record<JunkMarkKind, 'greenies' | 'sandies'>> = { greenie: 'greenies', sandie: 'sandies' };
/** A greenie is closest to the pin on a par 3 (product §R16). */
const GREENIE_PAR = 3;

/** The refusals of a junk mark (product §R16, §R19). `completed` and `notPlayer` are the server's to give. */
export const JUNK_MESSAGES = {
  greenieParThree: 'A greenie is only on a par 3',
  kindOff: (kind: JunkMarkKind) => `${kind === 'greenie' ? 'Greenies' : 'Sandies'} are not played in this game`,
  completed: 'Junk cannot be marked on a completed game',
  notPlayer: 'Only a player of this game can mark junk',
} as const;

/** True when the game plays any kind of junk (a value of 0 still counts dots, for nothing). */
export function junkIsOn(rules: JunkRules): boolean {
  return rules.birdies || rules.greenies || rules.sandies;
}

/** What one dot is worth from each other player, in whole cents (the value is typed in dollars). */
export function junkUnitCents(rules: JunkRules): Cents {
  return centsFromDollars(rules.value);
}

function sameMark(a: JunkMark, b: JunkMark): boolean {
  return a.holeNumber === b.holeNumber && a.playerId === b.playerId && a.kind === b.kind;
}

/**
 * The marks after turning `mark` on or off (product §R16). On adds it, and a greenie takes the hole's greenie from
 * whoever held it (one per hole: marking another player moves it); off removes it. Marking what is already so
 * changes nothing, so a phone's repeated write is harmless.
 */
export function withJunkMark(marks: readonly JunkMark[], mark: JunkMark, on: boolean): JunkMark[] {
  if (!on) return marks.filter((other) => !sameMark(other, mark));
  if (marks.some((other) => sameMark(other, mark))) return [...marks];
  const displaced = (other: JunkMark) => mark.kind === 'greenie' && other.kind === 'greenie' && other.holeNumber === mark.holeNumber;
  return [...marks.filter((other) => !displaced(other)), mark];
}

/**
 * Why a mark cannot be made on a hole, or null when it can (product §R16): its kind must be played, and a greenie
 * needs a par 3 by the marked player's own par (`par`, their tee set's). The score is not checked: a mark may come
 * before the score, and counts only while the gross is par or better.
 */
export function junkMarkRefusal(rules: JunkRules, par: number, kind: JunkMarkKind): string | null {
  if (!rules[FLAG_OF[kind]]) return JUNK_MESSAGES.kindOff(kind);
  return kind === 'greenie' && par !== GREENIE_PAR ? JUNK_MESSAGES.greenieParThree : null;
}

/** Birdie dots on a scored hole: one for a birdie, one more for each stroke better, gross against the player's par. */
function birdieDots(hole: PlayerHole): number {
  return hole.gross === null ? 0 : Math.max(0, hole.par - hole.gross);
}

/** True when a marked dot counts on the hole: scored, and gross par or better (a greenie also needs a par 3). */
function markCounts(kind: JunkMarkKind, hole: PlayerHole | undefined): boolean {
  if (hole === undefined || hole.gross === null) return false;
  return hole.gross <= hole.par && (kind === 'sandie' || hole.par === GREENIE_PAR);
}

/**
 * The marks held, before any score is looked at: each (hole, player, kind) once, and a hole's greenie only by the last
 * player marked for it, should stored marks ever hold two (withJunkMark keeps one a hole, product §R16).
 */
function heldMarks(marks: readonly JunkMark[]): JunkMark[] {
  const greenieHolders = new Map<number, string>();
  for (const mark of marks) if (mark.kind === 'greenie') greenieHolders.set(mark.holeNumber, mark.playerId);
  const held = marks.filter((mark) => mark.kind === 'sandie' || greenieHolders.get(mark.holeNumber) === mark.playerId);
  return held.filter((mark, index) => held.findIndex((other) => sameMark(other, mark)) === index);
}

/** A player's marks of a kind that count on their card. */
function markedDots(held: readonly JunkMark[], playerId: string, card: readonly PlayerHole[], kind: JunkMarkKind): number {
  const counts = (mark: JunkMark) => markCounts(kind, card.find((hole) => hole.holeNumber === mark.holeNumber));
  return held.filter((mark) => mark.playerId === playerId && mark.kind === kind && counts(mark)).length;
}

/**
 * Each player's dots so far (product §R16), in the order of `cards` (join order). Kinds that are off count 0.
 * Birdies come from the gross scores; a greenie or sandie counts when marked and the player's gross on the hole is
 * par or better by their own par (`PlayerHole.par`, their tee set's). A hole not yet scored counts nothing, and marks
 * of players or holes without a card count nothing.
 */
export function junkDots(rules: JunkRules, cards: ReadonlyMap<string, readonly PlayerHole[]>, marks: readonly JunkMark[]): readonly JunkDots[] {
  const held = heldMarks(marks);
  return [...cards].map(([playerId, card]) => {
    const birdies = rules.birdies ? card.reduce((sum, hole) => sum + birdieDots(hole), 0) : 0;
    const greenies = rules.greenies ? markedDots(held, playerId, card, 'greenie') : 0;
    const sandies = rules.sandies ? markedDots(held, playerId, card, 'sandie') : 0;
    return { playerId, birdies, greenies, sandies, dots: birdies + greenies + sandies };
  });
}

/** Zero-sum points from dots (product §R16): n x a player's dots minus all dots; each point is worth junkUnitCents. */
export function junkPoints(dots: readonly JunkDots[]): readonly PlayerPoints[] {
  return pairwisePoints(dots.map((entry) => ({ playerId: entry.playerId, units: entry.dots })));
}

/**
 * The junk bet's outcome (product §R16): points in dots at the junk value. Only the outcome: the bet around it (its
 * key, label, holes and status) is the round's to build with the format's bets.
 */
export function junkOutcome(rules: JunkRules, dots: readonly JunkDots[]): BetOutcome {
  return { kind: 'points', unitCents: junkUnitCents(rules), points: junkPoints(dots) };
}

/** The most a dot may be worth, in dollars (product §R16). */
export const JUNK_VALUE_MAX = 100;

/**
 * `formatOptions.junk` as given (product §R16): an object of a value in dollars (0-100, whole cents) and the kinds on or
 * off, each missing one off and a missing value 0; the rules, or the problem with what was given.
 */
export function junkRulesCheck(given: unknown): { readonly ok: true; readonly rules: JunkRules } | { readonly ok: false; readonly message: string } {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return { ok: false, message: 'junk must be an object of value, birdies, greenies and sandies' };
  const entries = given as Readonly<Record<string, unknown>>;
  const unknownKey = Object.keys(entries).find((key) => !Object.hasOwn(JUNK_OFF, key));
  if (unknownKey !== undefined) return { ok: false, message: `junk has no option ${unknownKey}` };
  const value = entries.value ?? 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > JUNK_VALUE_MAX || Math.round(value * 100) !== value * 100) {
    return { ok: false, message: `junk value must be 0 to ${String(JUNK_VALUE_MAX)} dollars, in whole cents` };
  }
  const flag = (key: 'birdies' | 'greenies' | 'sandies') => entries[key] ?? false;
  const flags = { birdies: flag('birdies'), greenies: flag('greenies'), sandies: flag('sandies') };
  const bad = Object.entries(flags).find(([, on]) => typeof on !== 'boolean');
  if (bad) return { ok: false, message: `junk ${bad[0]} must be true or false` };
  return { ok: true, rules: { value, ...(flags as { birdies: boolean; greenies: boolean; sandies: boolean }) } };
}

/** A count of dots as golfers say it: "1 dot", "3 dots". */
export const dotsUnit = (count: number): string => `${String(count)} ${count === 1 ? 'dot' : 'dots'}`;

/**
 * The game's side bet (product §R16), when it plays junk: every player's dots, settled pairwise at the junk value, as a
 * bet of its own over the game's holes ("Side bets"); none when no kind is played.
 */
export function junkBets(
  rules: JunkRules | undefined,
  players: readonly { readonly id: string; readonly name: string }[],
  cards: ReadonlyMap<string, readonly PlayerHole[]>,
  marks: readonly JunkMark[],
  holes: Segment,
): BetState[] {
  if (rules === undefined || !junkIsOn(rules)) return [];
  const dots = junkDots(rules, cards, marks);
  const individuals = players.map((player) => ({ id: `player:${player.id}`, team: null, name: player.name, shortName: player.name, playerIds: [player.id] }));
  const status = unitCountsText(individuals, dots.map((entry) => ({ playerId: entry.playerId, value: entry.dots })), dotsUnit);
  const outcome: BetOutcome = players.length < 2 ? { kind: 'no-contest' } : junkOutcome(rules, dots);
  return [{ key: 'junk', kind: 'junk', label: 'Side bets', holes, status, outcome }];
}

/** A junk mark from plain numbers (the database, the wire): its hole number checked. */
export function junkMarkFrom(mark: { readonly holeNumber: number; readonly playerId: string; readonly kind: JunkMarkKind }): JunkMark {
  return { holeNumber: holeNumberFrom(mark.holeNumber), playerId: mark.playerId, kind: mark.kind };
}
