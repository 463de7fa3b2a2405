// Pieces several formats share: one bet over the round, played as a match or as a stroke total (product §R4, §R5).

import { betLabel, betOutcomeOfMatch, betOutcomeOfStroke, type BetState } from '../bets';
import { matchStatus } from '../match-play';
import { positionsFor } from '../ranking';
import type { FormatPlay } from '../round';
import type { Segment } from '../segment';
import type { Side } from '../sides';
import { strokeStanding } from '../stroke';
import type { Cents } from '../units';
import type { PlayInput, RankInput } from './definition';

/** Lowest total net over the counted holes of the game's holes (product §R4, §R14). */
export function strokePlay({ sides, sideHoles, segment }: PlayInput): FormatPlay {
  return { kind: 'stroke', standing: strokeStanding(sides, sideHoles, segment) };
}

/** Match play between two sides over the game's holes: 18, or a nine decided on the holes left of it (product §R4, §R14). */
export function matchPlay({ sides, sideHoles, segment }: PlayInput): FormatPlay {
  return { kind: 'match', match: matchStatus(sides, sideHoles, segment) };
}

/** The one 'Game' bet of a stroke or match round over the game's holes (product §R5); stroke ties for first share the win. */
export function gameBet(play: FormatPlay, sides: readonly Side[], holes: Segment): readonly BetState[] {
  const label = betLabel('game');
  switch (play.kind) {
    case 'stroke':
      return [{ key: 'game', kind: 'stroke', label, holes, status: play.standing.status, outcome: betOutcomeOfStroke(play.standing, sides) }];
    case 'match':
      return [{ key: 'game', kind: 'match', label, holes, status: play.match.status, outcome: betOutcomeOfMatch(play.match) }];
    default:
      throw new Error(`A one-bet format cannot settle a ${play.kind} play`);
  }
}

/** The pot of `bets` bets of b from every player (product §R5). */
export function potOfBets(bets: number): (betCents: Cents, playerCount: number) => Cents {
  return (betCents, playerCount) => (betCents * bets * playerCount) as Cents;
}

/** Net score, lowest first, unscored players last (product §R6). */
export function netPositions({ players }: RankInput): readonly number[] {
  return positionsFor(players);
}
