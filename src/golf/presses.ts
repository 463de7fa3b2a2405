// Nassau presses (product §R15): in match mode a nassau's front and back bets can be pressed, each press a new match
// bet worth the bet amount from the hole after its trigger to the end of that nine. Each nine has a chain (its
// original bet, then each press in order) and only the chain's last bet can be pressed. Automatic presses are derived
// from the scores every time; manual ones are stored by their start hole and stay.

import { matchStatus, type MatchState } from './match-play';
import { SEGMENT_BACK, SEGMENT_FRONT, segmentHas, type Segment } from './segment';
import type { Side, SideHole } from './sides';
import { holeNumberFrom, type HoleNumber } from './units';

/** How a nassau in match mode presses (product §R15): not at all (the default), on request, or also at 2 down. */
export const PRESS_MODES = ['off', 'manual', 'auto'] as const;
export type PressMode = (typeof PRESS_MODES)[number];

/** The highest `maxPresses` a game may set; 0 is no limit (product §R15). */
export const MAX_PRESSES_LIMIT = 9;

/** A game's press options (product §R15); `maxPresses` caps the presses per nine, 0 for no limit. */
export interface PressRules {
  readonly presses: PressMode;
  readonly maxPresses: number;
}

/** The nines that can be pressed; never the overall bet (product §R15). */
export const PRESS_NINES = ['front', 'back'] as const;
export type PressNine = (typeof PRESS_NINES)[number];

/** The kind of a manual press's history entry and operation, as the API names it (product §R17, §R19). */
export const PRESS_HISTORY_KIND = 'press' as const;

/** A manual press as stored: its nine and the hole it starts on (product §R15: it stays whatever the scores do). */
export interface ManualPress {
  readonly segment: PressNine;
  readonly startHole: HoleNumber;
}

/** One bet of a nine's chain: the original bet or a press, the holes it covers and its match over them. */
export interface ChainBet {
  /** 0 for the nine's original bet, 1.. for its presses in order. */
  readonly index: number;
  readonly trigger: 'original' | 'auto' | 'manual';
  /** From the bet's start hole to the nine's last hole. */
  readonly segment: Segment;
  readonly match: MatchState;
}

/** The holes of a nine: holes 1-9 for the front, 10-18 for the back. */
export function segmentOfPressNine(nine: PressNine): Segment {
  return nine === 'front' ? SEGMENT_FRONT : SEGMENT_BACK;
}

/** The nine a hole belongs to: 1-9 the front, 10-18 the back. */
export function pressNineOf(holeNumber: number): PressNine {
  return holeNumber <= SEGMENT_FRONT.last ? 'front' : 'back';
}

/** The start holes of the stored manual presses of one nine, in the order they were stored. */
export function manualStartsOn(nine: PressNine, presses: readonly ManualPress[]): HoleNumber[] {
  return presses.filter((press) => press.segment === nine).map((press) => press.startHole);
}

/** What every bet of a nine's chain is played over: the nine, the two sides and their holes. */
interface NinePlay {
  readonly nine: Segment;
  readonly sides: readonly Side[];
  readonly sideHoles: readonly SideHole[];
}

/** A bet of the chain over `start`..the nine's last hole. */
function chainBet(index: number, trigger: ChainBet['trigger'], start: number, { nine, sides, sideHoles }: NinePlay): ChainBet {
  const segment: Segment = { first: holeNumberFrom(start), last: nine.last, length: nine.last - start + 1 };
  return { index, trigger, segment, match: matchStatus(sides, sideHoles, segment) };
}

/** The hole on which a side first became 2 down in the match (the deficit reaching 2), or null. */
function twoDownHole(match: MatchState): HoleNumber | null {
  if (match.kind !== 'playing') return null;
  const hole = match.holes.find((entry) => Math.abs(entry.up) === 2);
  return hole?.holeNumber ?? null;
}

/**
 * The hole an automatic press from the chain's last bet would start on, or null: the hole after the one on which a
 * side became 2 down in it. A trigger on the nine's last hole starts nothing, and none starts once the nine has
 * maxPresses presses (the last bet's index is the count so far).
 */
function autoStart(rules: PressRules, last: ChainBet, nine: Segment): number | null {
  if (rules.presses !== 'auto' || (rules.maxPresses > 0 && last.index >= rules.maxPresses)) return null;
  const trigger = twoDownHole(last.match);
  return trigger === null || trigger >= nine.last ? null : trigger + 1;
}

/**
 * A nine's chain (product §R15): its original bet, then each press in order of start. Holes are taken in order; a
 * stored manual press joins (as the last bet) before its start hole counts, and when the last bet becomes 2 down an
 * automatic press starts on the next hole, unless that hole is a stored manual press's start (then it is that press).
 * Stored manual presses always stay and count toward maxPresses. Presses "off", or sides that are not exactly two,
 * give the original bet alone.
 */
export function pressChain(
  rules: PressRules,
  sides: readonly Side[],
  sideHoles: readonly SideHole[],
  nine: Segment,
  manualStarts: readonly HoleNumber[],
): readonly ChainBet[] {
  const play: NinePlay = { nine, sides, sideHoles };
  let last = chainBet(0, 'original', nine.first, play);
  const chain: ChainBet[] = [last];
  if (rules.presses === 'off' || sides.length !== 2) return chain;
  const pending = manualStarts.filter((hole) => segmentHas(nine, hole)).sort((a, b) => a - b);
  for (;;) {
    const manual = pending[0];
    const auto = autoStart(rules, last, nine);
    // The last bet stops being last when the next manual press joins, before that press's start hole counts: a
    // trigger on a later hole presses nothing, and one on the hole just before it is that very press.
    if (auto !== null && (manual === undefined || auto < manual)) {
      last = chainBet(chain.length, 'auto', auto, play);
    } else if (manual !== undefined) {
      pending.shift();
      last = chainBet(chain.length, 'manual', manual, play);
    } else {
      return chain;
    }
    chain.push(last);
  }
}
