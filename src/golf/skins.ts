// Skins (product §R13): each counted hole's skin goes to the sole lowest score, net or gross; a hole nobody wins
// carries its skin to the next counted hole (or kills it without carryover); skins at stake after the last counted
// hole are void. Each skin is worth the bet from every other player.

import type { PlayerHole } from './scorecard';
import type { Side, SideHole } from './sides';
import type { HoleNumber } from './units';

/** What a skins game is played on: net (the default) or gross strokes. */
export const SKINS_BASES = ['net', 'gross'] as const;
export type SkinsBasis = (typeof SKINS_BASES)[number];
/** Whether a sole low score must be par or better gross to win: "none" (the default) or "par". */
export const SKINS_VALIDATIONS = ['none', 'par'] as const;
export type SkinsValidation = (typeof SKINS_VALIDATIONS)[number];

export interface SkinsRules {
  readonly basis: SkinsBasis;
  readonly carryover: boolean;
  readonly validation: SkinsValidation;
}

/** A counted hole of a skins game: the skins at stake on it and who won them (null: tied, carried or dead). */
export interface SkinsHole {
  readonly holeNumber: HoleNumber;
  readonly atStake: number;
  readonly winnerId: string | null;
}

/** A skins round so far: the counted holes, each player's skins in side order, and what is carried now. */
export interface SkinsPlay {
  readonly holes: readonly SkinsHole[];
  readonly skins: readonly { readonly playerId: string; readonly skins: number }[];
  /** Skins carried into the next counted hole (it puts up this many plus its own); void if none is left. */
  readonly carried: number;
}

/** The one player of an individual side's card hole, or null when not scored. */
function holeOf(cards: ReadonlyMap<string, readonly PlayerHole[]>, side: Side, position: number): PlayerHole | null {
  const [playerId] = side.playerIds;
  return (playerId === undefined ? undefined : cards.get(playerId)?.[position]) ?? null;
}

/** The sole winner of a counted hole under the rules, or null when nobody wins it. */
function holeWinner(rules: SkinsRules, sides: readonly Side[], holes: readonly (PlayerHole | null)[]): number | null {
  const values = holes.map((hole) => (rules.basis === 'net' ? hole?.net : hole?.gross) ?? null);
  const present = values.filter((value): value is NonNullable<typeof value> => value !== null);
  if (present.length !== sides.length || present.length === 0) return null;
  const low = Math.min(...present);
  const winners = values.flatMap((value, index) => (value === low ? [index] : []));
  const [winner] = winners;
  if (winners.length !== 1 || winner === undefined) return null;
  // With validation "par" a sole low score wins only when it is par or better gross; otherwise the hole is a tie.
  const gross = holes[winner]?.gross ?? null;
  const par = holes[winner]?.par ?? 0;
  return rules.validation === 'par' && (gross === null || gross > par) ? null : winner;
}

/** The skins of a round: every player is a side (skins has no teams); `sideHoles` says which holes count. */
export function skinsPlay(rules: SkinsRules, sides: readonly Side[], sideHoles: readonly SideHole[], cards: ReadonlyMap<string, readonly PlayerHole[]>): SkinsPlay {
  const won = sides.map(() => 0);
  const holes: SkinsHole[] = [];
  let carried = 0;
  for (const [position, sideHole] of sideHoles.entries()) {
    if (!sideHole.counted) continue;
    const atStake = carried + 1;
    const winner = holeWinner(rules, sides, sides.map((side) => holeOf(cards, side, position)));
    holes.push({ holeNumber: sideHole.holeNumber, atStake, winnerId: winner === null ? null : (sides[winner]?.playerIds[0] ?? null) });
    if (winner !== null) won[winner] = (won[winner] ?? 0) + atStake;
    carried = winner === null && rules.carryover ? atStake : 0;
  }
  return { holes, skins: sides.map((side, index) => ({ playerId: side.playerIds[0] ?? side.id, skins: won[index] ?? 0 })), carried };
}

/** A count of skins as golfers say it: "1 skin", "3 skins". */
export const skinsUnit = (count: number): string => `${String(count)} ${count === 1 ? 'skin' : 'skins'}`;

/** What the next counted hole puts up when skins are carried: its own skin and those carried (product §R13). */
export function skinsAtStakeText(play: SkinsPlay): string | null {
  return play.carried > 0 ? `${skinsUnit(play.carried + 1)} at stake on the next hole` : null;
}
