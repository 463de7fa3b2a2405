// A player's card: for each hole of the game, par, gross, strokes received and net (product §R1, §R2).

import type { Game, Hole, Player } from './game';
import { handicapStrokesOnHole, netStrokesFor } from './handicap';
import { HOLE_COUNT, strokesMinus, type HoleNumber, type StrokeIndex, type Strokes } from './units';
import { strokesOverHoles, type TeeSet } from './whs';

/** One hole of a player's card; gross and net are null while the hole is not yet scored. */
export interface PlayerHole {
  readonly holeNumber: HoleNumber;
  readonly par: Strokes;
  readonly gross: Strokes | null;
  readonly strokesReceived: Strokes;
  readonly net: Strokes | null;
}

/** Totals of a card over the holes the player has scored (product §R2). */
export interface CardTotals {
  readonly holesPlayed: number;
  /** Sum of gross strokes entered. */
  readonly totalStrokes: Strokes;
  /** Sum of net strokes entered. */
  readonly totalNet: Strokes;
  /** Sum of net strokes minus the par of the holes played: 0 is even par, -3 three under. */
  readonly netScore: Strokes;
}

/** How a score is marked on the scorecard (product §G2): eagle or better, birdie, par, bogey or worse. */
export type ScoreMark = 'eagle' | 'birdie' | 'par' | 'bogey';

/** The game's holes in hole-number order. */
export function holesInOrder(game: Pick<Game, 'holes'>): readonly Hole[] {
  return [...game.holes].sort((a, b) => a.holeNumber - b.holeNumber);
}

/**
 * Gross strokes by player id and hole number. Scores for unknown players or holes not in the game
 * are ignored; for a repeated (player, hole) the last one wins, as the server upserts (product §R2).
 */
export function scoreLookup(game: Game): ReadonlyMap<string, ReadonlyMap<HoleNumber, Strokes>> {
  const holes = new Set<number>(game.holes.map((h) => h.holeNumber));
  const lookup = new Map<string, Map<HoleNumber, Strokes>>();
  for (const player of game.players) lookup.set(player.id, new Map());
  for (const score of game.scores) {
    if (!holes.has(score.holeNumber)) continue;
    lookup.get(score.playerId)?.set(score.holeNumber, score.strokes);
  }
  return lookup;
}

/** A hole's par for a player of `teeSet`: the women's where the course gives one, else the men's (product §R12). */
export function parFor(hole: Hole, teeSet: TeeSet | undefined): Strokes {
  return teeSet === 'W' ? (hole.womensPar ?? hole.par) : hole.par;
}

/** A hole's 18-hole stroke index for a player of `teeSet`: the women's where the course gives one (product §R12). */
export function strokeIndexFor(hole: Hole, teeSet: TeeSet | undefined): StrokeIndex {
  return teeSet === 'W' ? (hole.womensHandicapIndex ?? hole.handicapIndex) : hole.handicapIndex;
}

/**
 * The strokes a player receives on each of the game's holes, in the order of `holes`: over 18 holes section 1 on each
 * hole's index; over a nine, the handicap spread over exactly those holes in the order of their 18-hole indexes, a plus
 * player giving back from the highest (product §R1, §R12, §R14).
 */
export function strokesReceivedOn(player: Pick<Player, 'handicap' | 'teeSet'>, holes: readonly Hole[]): Strokes[] {
  if (holes.length === HOLE_COUNT) return holes.map((hole) => handicapStrokesOnHole(player.handicap, strokeIndexFor(hole, player.teeSet)));
  const byHole = strokesOverHoles(
    player.handicap,
    holes.map((hole) => ({ holeNumber: hole.holeNumber, strokeIndex: strokeIndexFor(hole, player.teeSet) })),
  );
  return holes.map((hole) => byHole.get(hole.holeNumber) ?? (0 as Strokes));
}

/** One player's card over `holes`, given that player's gross strokes by hole (product §R1, §R12). */
export function scorecardFor(
  player: Pick<Player, 'handicap' | 'teeSet'>,
  holes: readonly Hole[],
  grossByHole: ReadonlyMap<HoleNumber, Strokes>,
): readonly PlayerHole[] {
  const received = strokesReceivedOn(player, holes);
  return holes.map((hole, position) => {
    const strokesReceived = received[position] ?? (0 as Strokes);
    const gross = grossByHole.get(hole.holeNumber) ?? null;
    const net = gross === null ? null : netStrokesFor(gross, strokesReceived);
    return { holeNumber: hole.holeNumber, par: parFor(hole, player.teeSet), gross, strokesReceived, net };
  });
}

/** Totals over the scored holes of a card; holes not yet scored count for nothing (product §R2). */
export function cardTotals(card: readonly PlayerHole[]): CardTotals {
  let holesPlayed = 0;
  let totalStrokes = 0;
  let totalNet = 0;
  let parPlayed = 0;
  for (const hole of card) {
    if (hole.gross === null || hole.net === null) continue;
    holesPlayed += 1;
    totalStrokes += hole.gross;
    totalNet += hole.net;
    parPlayed += hole.par;
  }
  return {
    holesPlayed,
    totalStrokes: totalStrokes as Strokes,
    totalNet: totalNet as Strokes,
    netScore: strokesMinus(totalNet as Strokes, parPlayed as Strokes),
  };
}

/** The scorecard mark for a (net) score on a hole of the given par (product §G2). */
export function scoreMarkFor(strokes: Strokes, par: Strokes): ScoreMark {
  const toPar = strokes - par;
  if (toPar <= -2) return 'eagle';
  if (toPar === -1) return 'birdie';
  return toPar === 0 ? 'par' : 'bogey';
}
