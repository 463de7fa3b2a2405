// Who won a round (product §G2's winner banner; issue 34): in a game played between sides, the side its bets went to,
// not the player with the best net (a team nassau that Red won is Red's, whoever shot the lowest score). Only the
// results screen asks, so it stays out of the game screen's first load (page weight, issue 35): imported by path, not
// through the engine's index, as press-requests.ts is.

import type { RoundState } from './round';
import type { Side } from './sides';

/** A round's winner: one side, several sides sharing first (every side: the game is halved), or nothing to decide. */
export type GameWinner =
  | { readonly kind: 'won'; readonly side: Side }
  | { readonly kind: 'tied'; readonly sides: readonly Side[]; readonly halved: boolean }
  | { readonly kind: 'undecided' };

const UNDECIDED: GameWinner = { kind: 'undecided' };

/**
 * Each side's bets won less bets lost, over the bets between sides (a match, a nassau's three and its presses, a stroke
 * total), in the order of `sides`; null when no such bet was decided or pushed (bets counted in units only). Every bet
 * between sides is worth one bet from each loser (product §R5), so this is the count the money follows.
 */
function betTallies(state: Pick<RoundState, 'bets'>, sides: readonly Side[]): number[] | null {
  const tally = new Map(sides.map((side) => [side.id, 0]));
  let decided = false;
  for (const { outcome } of state.bets) {
    if (outcome.kind === 'push') decided = true;
    if (outcome.kind !== 'won') continue;
    decided = true;
    for (const id of outcome.winnerSideIds) tally.set(id, (tally.get(id) ?? 0) + 1);
    for (const id of outcome.loserSideIds) tally.set(id, (tally.get(id) ?? 0) - 1);
  }
  return decided ? sides.map((side) => tally.get(side.id) ?? 0) : null;
}

/**
 * Scores by which the sides rank, higher first: the bets between sides when the round has any (betTallies), otherwise
 * the format's finishing positions (skins, points: product §R6, §R13), a side scoring as its best-placed player.
 */
function sideScores(state: Pick<RoundState, 'bets' | 'players'>, sides: readonly Side[]): number[] {
  const tallies = betTallies(state, sides);
  if (tallies) return tallies;
  const positions = new Map(state.players.map((player) => [player.id, player.position]));
  return sides.map((side) => -Math.min(...side.playerIds.map((id) => positions.get(id) ?? Infinity)));
}

/**
 * Who won the round (issue 34): the side with the best record in the bets between sides (one up for each bet it won,
 * one down for each it lost, presses included), or in a format of bets counted in units the format's first place.
 * Sides level at the top share it ('tied'; 'halved' when every side is level). 'undecided' with fewer than two sides
 * or before any score.
 */
export function gameWinnerFor(state: Pick<RoundState, 'bets' | 'players' | 'sides'>): GameWinner {
  const sides = state.sides.filter((side) => side.playerIds.length > 0);
  if (sides.length < 2 || state.players.every((player) => player.holesPlayed === 0)) return UNDECIDED;
  const scores = sideScores(state, sides);
  const best = Math.max(...scores);
  const leaders = sides.filter((_, index) => scores[index] === best);
  const [only] = leaders;
  if (leaders.length === 1 && only) return { kind: 'won', side: only };
  return { kind: 'tied', sides: leaders, halved: leaders.length === sides.length };
}
