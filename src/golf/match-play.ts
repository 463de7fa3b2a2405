// Match play between two sides (product §R4): holes won, `up`, when the match is decided, and the
// spec's status texts (product §G2, §G4). Also used for each bet of a nassau in match mode.

import { segmentHas, type Segment } from './segment';
import type { Side, SideHole, SideId } from './sides';
import type { HoleNumber } from './units';

/** Shown instead of a status when the game has not exactly two sides (product §G2). */
export const MATCH_NEEDS_TEAMS = 'Match play requires team assignments';
/** Status before any hole counts (product §G2). */
export const MATCH_NOT_STARTED = 'Match has not started';
/** Result and status of a match all square when its last hole counts (product §R4). */
export const MATCH_HALVED = 'Halved';

/** One counted hole of a match: who won it and the running count after it. */
export interface MatchHole {
  readonly holeNumber: HoleNumber;
  /** The side that won the hole, null when halved. */
  readonly winnerSideId: SideId | null;
  /** Holes won by the first side minus holes won by the second, after this hole. */
  readonly up: number;
  /** Short form after this hole: 'AS' or '2UP Red' (product §G4). */
  readonly short: string;
  /** True for holes scored after the match was decided; they do not change the result. */
  readonly afterDecision: boolean;
}

/** How a decided match ended; fixed from the hole it was decided on (product §R4). */
export type MatchDecision =
  | {
      readonly kind: 'won';
      readonly winnerSideId: SideId;
      readonly loserSideId: SideId;
      /** "3 and 2" when decided early, "1 up" when decided on the segment's last hole. */
      readonly result: string;
      readonly onHole: HoleNumber;
    }
  | { readonly kind: 'halved'; readonly result: typeof MATCH_HALVED; readonly onHole: HoleNumber };

/** A match's state; counts and texts are frozen at the deciding hole once decided (product §R4). */
export type MatchState =
  | { readonly kind: 'unavailable'; readonly status: typeof MATCH_NEEDS_TEAMS }
  | {
      readonly kind: 'playing';
      readonly sides: readonly [Side, Side];
      readonly segment: Segment;
      /** Every counted hole of the segment in hole order, including those after the decision. */
      readonly holes: readonly MatchHole[];
      readonly holesCounted: number;
      readonly holesRemaining: number;
      /** Positive: the first side (Red, or the first player) is up. */
      readonly up: number;
      readonly leaderSideId: SideId | null;
      /** 'All Square thru N', 'Red Team is 2UP thru 5', 'Match has not started', 'Red Team Wins! (3 and 2)', 'Halved'. */
      readonly status: string;
      /** 'AS', '2UP Red', '2UP Blue' (product §G4). */
      readonly short: string;
      /** '{Side} is dormie' when up equals holes remaining, shown beside the status (product §R4). */
      readonly dormie: string | null;
      readonly decision: MatchDecision | null;
    };

interface Snapshot {
  readonly up: number;
  readonly counted: number;
  readonly remaining: number;
  readonly onHole: HoleNumber | null;
}

/** True when the match is over: the lead exceeds the holes left, or none are left (product §R4). */
export function matchIsOver(up: number, remaining: number): boolean {
  return Math.abs(up) > remaining || remaining <= 0;
}

/** The result text of a finished match: "X and Y", "N up" when ended on the last hole, or 'Halved'. */
export function matchResultText(up: number, remaining: number): string {
  if (remaining > 0) return `${String(Math.abs(up))} and ${String(remaining)}`;
  return up === 0 ? MATCH_HALVED : `${String(Math.abs(up))} up`;
}

/**
 * The short form of a running count: 'AS', or '{N}UP {Side}' such as '2UP Red' (product §G4), written 'UP' like the
 * status ('Red Team is 2UP thru 5', §R4) so a golfer reads one style (issue 34).
 */
export function matchShortText(sides: readonly [Side, Side], up: number): string {
  if (up === 0) return 'AS';
  return `${String(Math.abs(up))}UP ${leaderOf(sides, up).shortName}`;
}

function leaderOf(sides: readonly [Side, Side], up: number): Side {
  return up > 0 ? sides[0] : sides[1];
}

function decisionOf(sides: readonly [Side, Side], snap: Snapshot, onHole: HoleNumber): MatchDecision {
  if (snap.up === 0) return { kind: 'halved', result: MATCH_HALVED, onHole };
  const winner = leaderOf(sides, snap.up);
  const loser = winner === sides[0] ? sides[1] : sides[0];
  const result = matchResultText(snap.up, snap.remaining);
  return { kind: 'won', winnerSideId: winner.id, loserSideId: loser.id, result, onHole };
}

function statusText(sides: readonly [Side, Side], snap: Snapshot, decision: MatchDecision | null): string {
  if (decision?.kind === 'halved') return MATCH_HALVED;
  if (decision?.kind === 'won') return `${leaderOf(sides, snap.up).name} Wins! (${decision.result})`;
  if (snap.counted === 0) return MATCH_NOT_STARTED;
  const thru = `thru ${String(snap.counted)}`;
  if (snap.up === 0) return `All Square ${thru}`;
  return `${leaderOf(sides, snap.up).name} is ${String(Math.abs(snap.up))}UP ${thru}`;
}

function dormieText(sides: readonly [Side, Side], snap: Snapshot, decided: boolean): string | null {
  if (decided || snap.up === 0 || Math.abs(snap.up) !== snap.remaining) return null;
  return `${leaderOf(sides, snap.up).name} is dormie`;
}

function holeWinner(hole: SideHole): 0 | 1 | null {
  const [a, b] = hole.scores;
  if (a === null || a === undefined || b === null || b === undefined || a === b) return null;
  return a < b ? 0 : 1;
}

/** Plays the counted holes of the segment in order, recording each and the first deciding snapshot. */
function playHoles(sides: readonly [Side, Side], sideHoles: readonly SideHole[], segment: Segment) {
  const holes: MatchHole[] = [];
  let up = 0;
  let decided: Snapshot | null = null;
  for (const hole of sideHoles) {
    if (!hole.counted || !segmentHas(segment, hole.holeNumber)) continue;
    const winner = holeWinner(hole);
    up += winner === 0 ? 1 : winner === 1 ? -1 : 0;
    const winnerSideId = winner === null ? null : sides[winner].id;
    holes.push({ holeNumber: hole.holeNumber, winnerSideId, up, short: matchShortText(sides, up), afterDecision: decided !== null });
    const remaining = segment.length - holes.length;
    if (decided === null && matchIsOver(up, remaining)) {
      decided = { up, counted: holes.length, remaining, onHole: hole.holeNumber };
    }
  }
  const live: Snapshot = { up, counted: holes.length, remaining: segment.length - holes.length, onHole: null };
  return { holes, snapshot: decided ?? live };
}

/**
 * The match between exactly two sides over a segment (product §R4): each counted hole is won by the
 * lower side score or halved; decided as soon as |up| > remaining, and then fixed whatever follows.
 */
export function matchStatus(sides: readonly Side[], sideHoles: readonly SideHole[], segment: Segment): MatchState {
  const [first, second] = sides;
  if (sides.length !== 2 || first === undefined || second === undefined) {
    return { kind: 'unavailable', status: MATCH_NEEDS_TEAMS };
  }
  const pair = [first, second] as const;
  const { holes, snapshot } = playHoles(pair, sideHoles, segment);
  const decision = snapshot.onHole === null ? null : decisionOf(pair, snapshot, snapshot.onHole);
  return {
    kind: 'playing',
    sides: pair,
    segment,
    holes,
    holesCounted: snapshot.counted,
    holesRemaining: snapshot.remaining,
    up: snapshot.up,
    leaderSideId: snapshot.up === 0 ? null : leaderOf(pair, snapshot.up).id,
    status: statusText(pair, snapshot, decision),
    short: matchShortText(pair, snapshot.up),
    dormie: dormieText(pair, snapshot, decision !== null),
    decision,
  };
}
