// The handicaps of a game's players (product §R12, §R19): in a "fixed" game the number each golfer gives; in a "whs"
// game each Handicap Index through the game's tee, its tee set's rating, the format's allowance and, for match formats,
// off the low player (whs.ts does the arithmetic). One function, so the server's stored strokes and its answers agree.

import { formatOf, type Format } from './format';
import type { Hole } from './game';
import { HANDICAP_JOIN_ERROR } from './handicap';
import { parFor } from './scorecard';
import type { HolesPlayed } from './segment';
import { handicapIsValid } from './units';
import {
  halfRating,
  indexTenthsIsValid,
  indexTenthsOf,
  type IndexTenths,
  type ScorecardRating,
  type TeeRating,
  type TeeRatings,
  type TeeSet,
  whsHandicaps,
  type WhsHandicap,
} from './whs';

/** How a game turns what golfers give into strokes (product §R12): "fixed" (the default) or "whs". */
export const HANDICAP_MODES = ['fixed', 'whs'] as const;
export type HandicapMode = (typeof HANDICAP_MODES)[number];

/** A game's allowance override, in percent (product §R12 `allowancePercent`). */
export const ALLOWANCE_PERCENT_RANGE = { min: 0, max: 100 } as const;

/** The allowance in force (product §R19): the game's own, or the format's for this many players. */
export function allowanceInForce(format: Format, own: number | null, playerCount: number): number {
  return own ?? formatOf(format).allowancePercent(playerCount);
}

/** What a tee set is called in §R12's refusal: "men" or "women". */
const TEE_SET_WORDS: Readonly<Record<TeeSet, string>> = { M: 'men', W: 'women' };

/** §R12's refusal of a "whs" game on a tee without a rating and slope for a player's tee set. */
export function unratedTeeMessage(teeColor: string, teeSet: TeeSet): string {
  return `${teeColor} tees have no course rating and slope for ${TEE_SET_WORDS[teeSet]}: add them in the course editor or play with fixed handicaps`;
}

function ratedOrNull({ ratingTenths, slope }: ScorecardRating): { rating: number; slope: number } | null {
  return ratingTenths === null || slope === null ? null : { rating: ratingTenths * 10, slope };
}

/**
 * The rating, slope and par a player of `teeSet` plays over the game's holes (product §R12): the 18-hole values, or a
 * nine's own where the course rates it, else half the 18-hole rating with its slope. Null when the tee set is unrated.
 */
export function teeRatingOf(ratings: TeeRatings, teeSet: TeeSet, holesPlayed: HolesPlayed, holes: readonly Hole[]): TeeRating | null {
  const set = ratings[teeSet];
  const par = holes.reduce((sum, hole) => sum + parFor(hole, teeSet), 0);
  const full = ratedOrNull(set.full);
  if (holesPlayed === '18') return full === null ? null : ({ ...full, par } as TeeRating);
  const nine = ratedOrNull(holesPlayed === 'front' ? set.front : set.back);
  if (nine !== null) return { ...nine, par } as TeeRating;
  return full === null ? null : ({ rating: halfRating(full.rating as TeeRating['rating']), slope: full.slope, par });
}

/** A "whs" game's setting: its format, allowance override, holes and the tee's ratings as the game was created. */
export interface WhsGame {
  readonly format: Format;
  readonly allowancePercent: number | null;
  readonly holesPlayed: HolesPlayed;
  readonly teeColor: string;
  readonly ratings: TeeRatings;
  /** The game's holes: only the nine in a nine-hole game. */
  readonly holes: readonly Hole[];
}

/** Each player's handicaps, in the order given, or the §R12 refusal naming the first unrated tee set. */
export type GameHandicaps = { readonly ok: true; readonly handicaps: readonly WhsHandicap[] } | { readonly ok: false; readonly message: string };

/**
 * The "whs" handicaps of every player of a game (product §R12): their index on their tee set's rating, the par
 * difference to the lowest par, the allowance in force for this many players, and off the low player in match formats.
 */
export function gameWhsHandicaps(game: WhsGame, players: readonly { readonly index: IndexTenths; readonly teeSet: TeeSet }[]): GameHandicaps {
  const tees: TeeRating[] = [];
  for (const player of players) {
    const tee = teeRatingOf(game.ratings, player.teeSet, game.holesPlayed, game.holes);
    if (tee === null) return { ok: false, message: unratedTeeMessage(game.teeColor, player.teeSet) };
    tees.push(tee);
  }
  if (players.length === 0) return { ok: true, handicaps: [] };
  const handicaps = whsHandicaps({
    players: players.map((player, position) => ({ index: player.index, tee: tees[position] as TeeRating })),
    allowancePercent: allowanceInForce(game.format, game.allowancePercent, players.length),
    offTheLow: formatOf(game.format).playsOffTheLow(),
    nine: game.holesPlayed !== '18',
  });
  return { ok: true, handicaps };
}

/** The handicap a golfer gives a game, as stored: a whole `h` in a "fixed" game, an index in tenths in a "whs" one. */
export type GivenHandicap = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly message: string };

/** The messages of a handicap a game cannot take (product §R12, §R19; the fixed range's is the join dialog's, §G5). */
export const GIVEN_HANDICAP_ERRORS = {
  notWhole: 'Handicap must be a whole number',
  fixedRange: HANDICAP_JOIN_ERROR.description,
  indexDecimals: 'A Handicap Index has at most one decimal',
  indexRange: 'Please enter a valid Handicap Index (+10.0 to 54.0).',
} as const;

/**
 * A handicap given to a game of `mode` (product §R19): in a "fixed" game a whole number -5..54; in a "whs" game a
 * Handicap Index with at most one decimal, -10.0..54.0, kept in tenths (read from the nearest tenth, never a float sum).
 */
export function givenHandicapCheck(mode: HandicapMode, value: number): GivenHandicap {
  if (mode === 'fixed') {
    if (!Number.isInteger(value)) return { ok: false, message: GIVEN_HANDICAP_ERRORS.notWhole };
    return handicapIsValid(value) ? { ok: true, value } : { ok: false, message: GIVEN_HANDICAP_ERRORS.fixedRange };
  }
  const tenths = indexTenthsOf(value);
  if (Math.abs(value * 10 - tenths) > 1e-6) return { ok: false, message: GIVEN_HANDICAP_ERRORS.indexDecimals };
  return indexTenthsIsValid(tenths) ? { ok: true, value: tenths } : { ok: false, message: GIVEN_HANDICAP_ERRORS.indexRange };
}
