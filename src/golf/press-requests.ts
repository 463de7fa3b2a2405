// Asking for a manual press (product §R15): who may press a nine now, where the press starts, and a nine's chain in
// words. Kept apart from presses.ts, which the round state needs on every screen: only the server and the lazily loaded
// press controls use these, so they stay out of the game screen's first load (page weight, issue 35). Imported by path,
// not through the engine's index, for the same reason.

import type { MatchState } from './match-play';
import { type ChainBet, type ManualPress, type PressNine, type PressRules, segmentOfPressNine } from './presses';
import type { RoundState } from './round';
import { segmentHas, type Segment } from './segment';
import { sideOfPlayer, type SideHole, type SideId } from './sides';
import { holeNumberFrom, type HoleNumber } from './units';

/** The refusals of a manual press (product §R15); `off` also answers a game that is not a match-mode nassau. */
export const PRESS_MESSAGES = {
  downOnly: 'Only the side that is down can press',
  nineOver: 'This nine is over',
  noMore: 'No more presses on this nine',
  off: 'This game does not play presses',
} as const;

/**
 * Where a manual press made now starts (product §R15): the hole after the nine's last counted hole; the nine's first
 * hole when none of it counts yet; null once the nine's last hole counts (no press starts after it).
 */
export function manualPressStart(nine: Segment, sideHoles: readonly SideHole[]): HoleNumber | null {
  const counted = sideHoles.filter((hole) => hole.counted && segmentHas(nine, hole.holeNumber)).map((hole) => hole.holeNumber);
  const lastCounted = Math.max(nine.first - 1, ...counted);
  return lastCounted >= nine.last ? null : holeNumberFrom(lastCounted + 1);
}

/** The side that is down in a bet: none before it has a counted hole, when it is all square, or without two sides. */
function sideDown(match: MatchState): SideId | null {
  if (match.kind !== 'playing' || match.holesCounted === 0 || match.up === 0) return null;
  // `up` is frozen at the decision; after it the same side stays down, so a decided bet can still be pressed.
  return match.up > 0 ? match.sides[1].id : match.sides[0].id;
}

/**
 * Why the caller's side cannot press this nine now, or null when it can (product §R15). Checked in order: presses are
 * off; the nine is over (its last hole counts); the nine has maxPresses presses; the caller is not on the side that is
 * down (1 or more) in the chain's last bet. A caller on no side (null) is never down.
 */
export function pressRefusal(
  rules: PressRules,
  chain: readonly ChainBet[],
  nine: Segment,
  sideHoles: readonly SideHole[],
  callerSideId: string | null,
): string | null {
  if (rules.presses === 'off') return PRESS_MESSAGES.off;
  if (sideHoles.some((hole) => hole.holeNumber === nine.last && hole.counted)) return PRESS_MESSAGES.nineOver;
  if (rules.maxPresses > 0 && chain.length - 1 >= rules.maxPresses) return PRESS_MESSAGES.noMore;
  const last = chain[chain.length - 1];
  const down = last === undefined ? null : sideDown(last.match);
  return down !== null && down === callerSideId ? null : PRESS_MESSAGES.downOnly;
}

/**
 * A bet's standing in a chain text: 'not started', the match's short form while it runs ('2UP Red', 'AS': the style of
 * the scorecard's Match row, issue 34), then 'Blue won 2 and 1' or 'halved'.
 */
function betStandingText(match: MatchState): string {
  if (match.kind !== 'playing') return match.status;
  const shortName = (id: SideId) => match.sides.find((side) => side.id === id)?.shortName ?? id;
  if (match.decision?.kind === 'won') return `${shortName(match.decision.winnerSideId)} won ${match.decision.result}`;
  if (match.decision?.kind === 'halved') return 'halved';
  if (match.holesCounted === 0) return 'not started';
  return match.short;
}

/**
 * A nine's chain in one line: the original bet under the nine's label, then each press as "Press N (from H)", joined
 * by ' · ', e.g. "Front: 2UP Red · Press 1 (from 3): AS · Press 2 (from 6): Blue won 2 and 1".
 */
export function pressChainText(nineLabel: string, chain: readonly ChainBet[]): string {
  return chain
    .map((bet) => {
      const label = bet.index === 0 ? nineLabel : `Press ${String(bet.index)} (from ${String(bet.segment.first)})`;
      return `${label}: ${betStandingText(bet.match)}`;
    })
    .join(' · ');
}

/**
 * A manual press of `nine` asked for now by player `callerId` (product §R15): the press to store, or why it is refused.
 * Only a match-mode nassau that presses may; then the chain's rules decide (presses.ts, pressRefusal).
 */
export function nassauPressOf(state: RoundState, nine: PressNine, callerId: string): { readonly press: ManualPress } | { readonly refusal: string } {
  const { format, play } = state;
  if (format.type !== 'nassau' || play.kind !== 'nassau' || play.mode !== 'match' || format.presses === 'off') return { refusal: PRESS_MESSAGES.off };
  const chain = play.chains.find((entry) => entry.nine === nine)?.chain ?? [];
  const segment = segmentOfPressNine(nine);
  const refusal = pressRefusal(format, chain, segment, state.sideHoles, sideOfPlayer(state.sides, callerId)?.id ?? null);
  const startHole = manualPressStart(segment, state.sideHoles);
  if (refusal !== null || startHole === null) return { refusal: refusal ?? PRESS_MESSAGES.nineOver };
  return { press: { segment: nine, startHole } };
}
