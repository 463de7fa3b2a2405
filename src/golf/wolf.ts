// Wolf (product §R13): four players in join order; the wolf of holes 1-16 rotates, and on 17 and 18 it is the player
// with the fewest points so far. Each hole the wolf takes a partner, goes alone, or goes blind (alone, declared before
// anyone tees off); the hole counts once it has a choice and all four scores. Points are zero-sum.

import type { HoleNumber } from './units';

/** The wolf's choice on a hole (product §R13). */
export const WOLF_CHOICES = ['partner', 'lone', 'blind'] as const;
export type WolfChoiceKind = (typeof WOLF_CHOICES)[number];

/** A wolf choice as stored: the hole, the choice and, for "partner", the partner's player key. */
export interface WolfChoice {
  readonly holeNumber: HoleNumber;
  readonly choice: WolfChoiceKind;
  readonly partnerId: string | null;
}

/** The kind of a wolf choice's history entry and operation, as the API names it (product §R17, §R19). */
export const WOLF_HISTORY_KIND = 'wolf' as const;

/** Exactly four players play wolf. */
export const WOLF_PLAYERS = 4;
/** Holes on which the wolf is the player with the fewest points instead of the rotation. */
const CATCH_UP_HOLES: readonly number[] = [17, 18];

export interface WolfRules {
  readonly loneMultiplier: number;
  readonly blindMultiplier: number;
}

/** A hole of a wolf round: its wolf, the choice made (null while none), and the points it moved once counted. */
export interface WolfHole {
  readonly holeNumber: HoleNumber;
  readonly wolfId: string;
  readonly choice: WolfChoice | null;
  /** True once the hole has a choice and all four scores: its choice can no longer change. */
  readonly counted: boolean;
  /** Who won the hole: the wolf's side, the others, or nobody (a tie); null while it does not count. */
  readonly winner: 'wolf' | 'others' | 'halved' | null;
  /** Points moved on the hole, in the order of the players; all 0 until it counts. */
  readonly points: readonly number[];
}

/** A wolf round so far: the order, every hole of the game and each player's total points, in order. */
export interface WolfPlay {
  readonly order: readonly string[];
  readonly holes: readonly WolfHole[];
  readonly totals: readonly { readonly playerId: string; readonly points: number }[];
}

/** What a wolf round is worked out from: players in join order, each one's net per hole (null: not scored), the choices. */
export interface WolfInput {
  readonly order: readonly string[];
  readonly holeNumbers: readonly HoleNumber[];
  /** Net strokes by player id, one per hole of holeNumbers, null where not scored. */
  readonly nets: ReadonlyMap<string, readonly (number | null)[]>;
  readonly choices: readonly WolfChoice[];
}

/** The wolf of a hole: the rotation on 1-16; on 17 and 18 the fewest points so far, the first in order on a tie. */
export function wolfOfHole(order: readonly string[], holeNumber: number, pointsSoFar: readonly number[]): string {
  if (CATCH_UP_HOLES.includes(holeNumber)) {
    const fewest = Math.min(...pointsSoFar);
    return order[pointsSoFar.indexOf(fewest)] ?? order[0] ?? '';
  }
  return order[(holeNumber - 1) % order.length] ?? '';
}

/** The points a counted hole moves, in order (product §R13): the wolf's side against the rest, best net each. */
function holePoints(rules: WolfRules, order: readonly string[], wolfId: string, choice: WolfChoice, nets: readonly number[]) {
  const wolfSide = new Set(choice.choice === 'partner' && choice.partnerId !== null ? [wolfId, choice.partnerId] : [wolfId]);
  const best = (inSide: boolean) => Math.min(...order.flatMap((id, i) => (wolfSide.has(id) === inSide ? [nets[i] ?? Infinity] : [])));
  const [wolfBest, othersBest] = [best(true), best(false)];
  if (wolfBest === othersBest) return { winner: 'halved' as const, points: order.map(() => 0) };
  const wolfWins = wolfBest < othersBest;
  // Per opponent: 1 with a partner, the lone or blind multiplier alone; each winner takes it from each loser.
  const stake = choice.choice === 'partner' ? 1 : choice.choice === 'lone' ? rules.loneMultiplier : rules.blindMultiplier;
  const sign = (id: string) => (wolfSide.has(id) === wolfWins ? 1 : -1);
  const opponents = (id: string) => order.filter((other) => wolfSide.has(other) !== wolfSide.has(id)).length;
  return { winner: wolfWins ? ('wolf' as const) : ('others' as const), points: order.map((id) => sign(id) * stake * opponents(id)) };
}

/** The wolf round from the scores and choices so far (product §R13). */
export function wolfPlay(rules: WolfRules, input: WolfInput): WolfPlay {
  const { order } = input;
  const totals = order.map(() => 0);
  const holes: WolfHole[] = [];
  for (const [position, holeNumber] of input.holeNumbers.entries()) {
    const wolfId = wolfOfHole(order, holeNumber, totals);
    const choice = input.choices.find((entry) => entry.holeNumber === holeNumber) ?? null;
    const nets = order.map((id) => input.nets.get(id)?.[position] ?? null);
    const scored = nets.every((net) => net !== null);
    if (choice === null || !scored || order.length !== WOLF_PLAYERS) {
      holes.push({ holeNumber, wolfId, choice, counted: false, winner: null, points: order.map(() => 0) });
      continue;
    }
    const moved = holePoints(rules, order, wolfId, choice, nets);
    moved.points.forEach((value, index) => (totals[index] = (totals[index] ?? 0) + value));
    holes.push({ holeNumber, wolfId, choice, counted: true, ...moved });
  }
  return { order, holes, totals: order.map((playerId, index) => ({ playerId, points: totals[index] ?? 0 })) };
}

/** The refusals of a wolf choice (product §R13, §R19). */
export const WOLF_MESSAGES = {
  notWolf: 'This game is not a wolf game',
  partnerNeeded: "Choose the wolf's partner",
  partnerNotAllowed: 'Only a partner choice names a partner',
  ownPartner: 'The wolf cannot be their own partner',
  unknownPartner: 'The partner is not a player of this game',
  decided: (holeNumber: number) => `Hole ${String(holeNumber)} is already decided`,
} as const;

/**
 * Why a choice cannot be recorded on a hole of the round now, or null when it can (product §R13): a partner choice
 * names a player of the game other than the wolf; a lone or blind one names none; a hole that counts is decided.
 */
export function wolfChoiceRefusal(play: WolfPlay, choice: { readonly holeNumber: number; readonly choice: WolfChoiceKind; readonly partnerId: string | null }): string | null {
  const hole = play.holes.find((entry) => entry.holeNumber === choice.holeNumber);
  if (choice.choice === 'partner' && choice.partnerId === null) return WOLF_MESSAGES.partnerNeeded;
  if (choice.choice !== 'partner' && choice.partnerId !== null) return WOLF_MESSAGES.partnerNotAllowed;
  if (choice.partnerId !== null && choice.partnerId === hole?.wolfId) return WOLF_MESSAGES.ownPartner;
  if (choice.partnerId !== null && !play.order.includes(choice.partnerId)) return WOLF_MESSAGES.unknownPartner;
  return hole?.counted === true ? WOLF_MESSAGES.decided(choice.holeNumber) : null;
}
