// Nassau (product §R4, §R5): three bets, front nine, back nine and overall, as matches or as stroke totals.

import { nassauBets, type NassauMode } from '../nassau';
import type { FormatDefinition } from './definition';
import { netPositions, potOfBets } from './shared';

const nassauOptions = {
  mode: {
    kind: 'choice',
    label: 'Nassau mode',
    values: [
      { value: 'match', label: 'Match', description: 'Each bet goes to the side that wins more holes.' },
      { value: 'stroke', label: 'Stroke', description: 'Each bet goes to the lowest net total.' },
    ] satisfies { value: NassauMode; label: string; description: string }[],
    default: 'match' as NassauMode,
  },
} as const;

export const nassauFormat = {
  type: 'nassau',
  name: 'Nassau',
  summary: 'Three bets: the front nine, the back nine and the overall.',
  playerCounts: [2, 3, 4, 5],
  options: nassauOptions,
  label: ({ mode }) => `Nassau (${mode === 'match' ? 'Match Play' : 'Stroke Play'})`,
  // Match mode always plays sides (two players each their own); stroke mode plays Red v Blue from 4 players.
  teams: ({ mode }, playerCount) => mode === 'match' || playerCount >= 4,
  // Match mode: singles 100%, teams 90%; stroke mode: each for themselves 95%, Red v Blue 85% (product §R12).
  allowancePercent: ({ mode }, playerCount) => {
    if (mode === 'match') return playerCount <= 2 ? 100 : 90;
    return playerCount >= 4 ? 85 : 95;
  },
  playsOffTheLow: ({ mode }) => mode === 'match',
  playsNines: false,
  play: ({ mode }, { sides, sideHoles }) => ({ kind: 'nassau', mode, bets: nassauBets(mode, sides, sideHoles) }),
  bets: (_options, play) =>
    play.kind === 'nassau'
      ? play.bets.map(({ key, label, segment, play: betPlay, outcome }) => ({
          key,
          kind: key,
          label,
          holes: segment,
          status: betPlay.kind === 'match' ? betPlay.match.status : betPlay.standing.status,
          outcome,
        }))
      : [],
  pot: (_options, betCents, playerCount) => potOfBets(3)(betCents, playerCount),
  rankedBy: 'net score against par',
  positions: netPositions,
} as const satisfies FormatDefinition<'nassau', typeof nassauOptions>;
