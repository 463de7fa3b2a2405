// Match play (product §R4): hole by hole, singles with 2 players, four-ball (Red v Blue) with 4.

import type { FormatDefinition } from './definition';
import { gameBet, matchPlay, netPositions, potOfBets } from './shared';

export const matchFormat = {
  type: 'match',
  name: 'Match Play',
  summary: 'Win holes head to head or as two teams.',
  playerCounts: [2, 4],
  options: {},
  label: () => 'Match Play',
  // Two players play singles (each their own side); four play Red v Blue.
  teams: () => true,
  // Singles play off full handicaps, four-ball matches 90% (Appendix C).
  allowancePercent: (_options, playerCount) => (playerCount <= 2 ? 100 : 90),
  playsOffTheLow: () => true,
  playsNines: true,
  play: (_options, input) => matchPlay(input),
  bets: (_options, play, sides, _betCents, segment) => gameBet(play, sides, segment),
  pot: (_options, betCents, playerCount) => potOfBets(1)(betCents, playerCount),
  rankedBy: 'net score against par',
  positions: netPositions,
} as const satisfies FormatDefinition<'match', Record<string, never>>;
