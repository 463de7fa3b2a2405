// Nassau (product §R4): three bets, front (1-9), back (10-18) and overall (1-18), each worth the
// bet amount and each with its own status, as matches or as stroke totals.

import { betLabel, betOutcomeOfMatch, betOutcomeOfStroke, type BetOutcome, type BetState } from './bets';
import { matchStatus, type MatchState } from './match-play';
import { manualStartsOn, pressChain, segmentOfPressNine, type ChainBet, type ManualPress, type PressNine, type PressRules } from './presses';
import { SEGMENT_BACK, SEGMENT_FRONT, SEGMENT_ROUND, type Segment } from './segment';
import type { Side, SideHole } from './sides';
import { strokeStanding, type StrokeStanding } from './stroke';

/** How a nassau is scored: each of its three bets as a match or as a stroke total (product §R4). */
export type NassauMode = (typeof NASSAU_MODES)[number];

/** Every nassau mode (product §G3). */
export const NASSAU_MODES = ['stroke', 'match'] as const;

/** The key of one of a nassau's three bets. */
export type NassauBetKey = 'front' | 'back' | 'overall';

/** How one nassau bet is being played: a match over its holes, or a stroke total over them. */
export type NassauPlay =
  | { readonly kind: 'match'; readonly match: MatchState }
  | { readonly kind: 'stroke'; readonly standing: StrokeStanding };

/** One of a nassau's bets with its own status and outcome. */
export interface NassauBet {
  readonly key: NassauBetKey;
  readonly label: string;
  readonly segment: Segment;
  readonly play: NassauPlay;
  readonly outcome: BetOutcome;
}

/** The nassau's bets in display order, with the holes each is played over (product §R4). */
export const NASSAU_SEGMENTS: readonly { readonly key: NassauBetKey; readonly segment: Segment }[] = [
  { key: 'front', segment: SEGMENT_FRONT },
  { key: 'back', segment: SEGMENT_BACK },
  { key: 'overall', segment: SEGMENT_ROUND },
];

function nassauBet(mode: NassauMode, key: NassauBetKey, segment: Segment, sides: readonly Side[], sideHoles: readonly SideHole[]): NassauBet {
  const label = betLabel(key);
  if (mode === 'match') {
    // Front and back are 9-hole matches: decided when |up| > holes remaining in the nine.
    const match = matchStatus(sides, sideHoles, segment);
    return { key, label, segment, play: { kind: 'match', match }, outcome: betOutcomeOfMatch(match) };
  }
  // Stroke mode: lowest total net (a team's best-ball total); tied leaders share, as in stroke play (product §R4),
  // and only a tie of every side is a push.
  const standing = strokeStanding(sides, sideHoles, segment);
  return { key, label, segment, play: { kind: 'stroke', standing }, outcome: betOutcomeOfStroke(standing, sides) };
}

/** The three nassau bets, front, back and overall, each with its status and outcome so far (product §R4, §R6). */
export function nassauBets(mode: NassauMode, sides: readonly Side[], sideHoles: readonly SideHole[]): readonly NassauBet[] {
  return NASSAU_SEGMENTS.map(({ key, segment }) => nassauBet(mode, key, segment, sides, sideHoles));
}

/** A nassau nine's press chain (product §R15): the nine, its name as the chain text says it, and its bets in order. */
export interface NassauChain {
  readonly nine: PressNine;
  readonly label: 'Front' | 'Back';
  readonly chain: readonly ChainBet[];
}

/**
 * The press chains of a match-mode nassau's front and back nines (product §R15), derived from the scores and the
 * stored manual presses; none when the game does not press.
 */
export function nassauChains(rules: PressRules, sides: readonly Side[], sideHoles: readonly SideHole[], manualPresses: readonly ManualPress[]): readonly NassauChain[] {
  if (rules.presses === 'off') return [];
  return PRESS_NINES.map(({ nine, label }) => ({
    nine,
    label,
    chain: pressChain(rules, sides, sideHoles, segmentOfPressNine(nine), manualStartsOn(nine, manualPresses)),
  }));
}

const PRESS_NINES = [
  { nine: 'front', label: 'Front' },
  { nine: 'back', label: 'Back' },
] as const satisfies readonly { nine: PressNine; label: NassauChain['label'] }[];

/** The presses of a chain as bets of the game, each worth the bet (product §R15): "Front 9 press 1 (from 3)". */
export function pressBets({ nine, chain }: NassauChain): BetState[] {
  return chain
    .filter((bet) => bet.index > 0)
    .map((bet) => ({
      key: `${nine}-press-${String(bet.index)}`,
      kind: 'press' as const,
      label: `${betLabel(nine)} press ${String(bet.index)} (from ${String(bet.segment.first)})`,
      holes: bet.segment,
      status: bet.match.status,
      outcome: betOutcomeOfMatch(bet.match),
    }));
}
