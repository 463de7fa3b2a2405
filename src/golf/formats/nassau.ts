// Nassau (rules.md §4, §5): three bets, front nine, back nine and overall, as matches or as stroke totals.

import { nassauBets, type NassauMode } from '../nassau';
import type { FormatDefinition } from './definition';
import { netPositions, potOfBets } from './shared';

const nassauOptions = {
  mode: {
    kind: 'choice',
    label: 'Nassau mode',
    values: [
      { value: 'match', label: 'Match Play' },
      { value: 'stroke', label: 'Stroke Play' },
    ] satisfies { value: NassauMode; label: string }[],
    default: 'match' as NassauMode,
  },
} as const;

export const nassauFormat = {
  type: 'nassau',
  name: 'Nassau',
  summary: 'Three bets in one round: the front nine, the back nine and the overall 18.',
  playerCounts: [2, 3, 4, 5],
  options: nassauOptions,
  label: ({ mode }) => `Nassau (${mode === 'match' ? 'Match Play' : 'Stroke Play'})`,
  // Match mode always plays sides (two players each their own); stroke mode plays Red v Blue from 4 players.
  teams: ({ mode }, playerCount) => mode === 'match' || playerCount >= 4,
  play: ({ mode }, { sides, sideHoles }) => ({ kind: 'nassau', mode, bets: nassauBets(mode, sides, sideHoles) }),
  bets: (_options, play) => (play.kind === 'nassau' ? play.bets.map(({ key, label, outcome }) => ({ key, label, outcome })) : []),
  pot: (_options, betCents, playerCount) => potOfBets(3)(betCents, playerCount),
  positions: netPositions,
} as const satisfies FormatDefinition<'nassau', typeof nassauOptions>;
