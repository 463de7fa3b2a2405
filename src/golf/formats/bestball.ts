// Best ball (product §R4): exactly 4 players, Red v Blue, played as four-ball match play.

import type { FormatDefinition } from './definition';
import { matchFormat } from './match';

export const bestballFormat = {
  ...matchFormat,
  type: 'bestball',
  name: 'Best Ball',
  summary: 'Two teams of two; each team counts its best net score per hole.',
  playerCounts: [4],
  // Four-ball: 90% of each course handicap, off the low player, as match play with four (Appendix C).
  allowancePercent: () => 90,
  label: () => 'Best Ball',
} as const satisfies FormatDefinition<'bestball', Record<string, never>>;
