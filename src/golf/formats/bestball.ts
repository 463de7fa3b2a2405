// Best ball (product §R4): exactly 4 players, Red v Blue, played as four-ball match play.

import type { FormatDefinition } from './definition';
import { gameBet, matchPlay, netPositions, potOfBets } from './shared';

export const bestballFormat = {
  type: 'bestball',
  name: 'Best Ball',
  summary: 'Two teams of two; each team counts its best net score per hole.',
  playerCounts: [4],
  options: {},
  label: () => 'Best Ball',
  teams: () => true,
  play: (_options, input) => matchPlay(input),
  bets: (_options, play, sides) => gameBet(play, sides),
  pot: (_options, betCents, playerCount) => potOfBets(1)(betCents, playerCount),
  positions: netPositions,
} as const satisfies FormatDefinition<'bestball', Record<string, never>>;
