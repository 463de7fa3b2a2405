// Stroke play (product §R4): every player for themselves, lowest total net wins; 1-5 players.

import type { FormatDefinition } from './definition';
import { gameBet, netPositions, potOfBets, strokePlay } from './shared';

export const strokeFormat = {
  type: 'stroke',
  name: 'Stroke Play',
  summary: 'Lowest net total over 18 holes wins.',
  playerCounts: [1, 2, 3, 4, 5],
  options: {},
  label: () => 'Stroke Play',
  teams: () => false,
  allowancePercent: () => 95,
  playsOffTheLow: () => false,
  playsNines: true,
  play: (_options, input) => strokePlay(input),
  bets: (_options, play, sides, _betCents, segment) => gameBet(play, sides, segment),
  pot: (_options, betCents, playerCount) => potOfBets(1)(betCents, playerCount),
  rankedBy: 'net score against par',
  positions: netPositions,
} as const satisfies FormatDefinition<'stroke', Record<string, never>>;
