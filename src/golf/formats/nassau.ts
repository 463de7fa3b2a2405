// Nassau (product §R4, §R5): three bets, front nine, back nine and overall, as matches or as stroke totals.

import { nassauBets, nassauChains, pressBets, type NassauMode } from '../nassau';
import { MAX_PRESSES_LIMIT, type PressMode } from '../presses';
import type { FormatDefinition } from './definition';
import { netPositions, potOfBets } from './shared';

/** Presses are match bets (product §R15): a stroke-mode nassau keeps them off. */
const MATCH_MODE = { option: 'mode', is: 'match' } as const;

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
  presses: {
    kind: 'choice',
    label: 'Presses',
    values: [
      { value: 'off', label: 'Off', description: 'Three bets, no presses.' },
      { value: 'manual', label: 'Manual', description: 'The side that is down may press the last bet of its nine.' },
      { value: 'auto', label: 'Auto', description: 'A press starts by itself when a side goes 2 down (match mode).' },
    ] satisfies { value: PressMode; label: string; description: string }[],
    default: 'off' as PressMode,
    onlyWhen: MATCH_MODE,
  },
  maxPresses: { kind: 'count', label: 'Most presses per nine (0: no limit)', min: 0, max: MAX_PRESSES_LIMIT, default: 0, onlyWhen: MATCH_MODE },
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
  // Presses are match bets (product §R15): a stroke-mode nassau plays none whatever its options say.
  play: ({ mode, presses, maxPresses }, { sides, sideHoles, manualPresses }) => ({
    kind: 'nassau',
    mode,
    bets: nassauBets(mode, sides, sideHoles),
    chains: mode === 'match' ? nassauChains({ presses, maxPresses }, sides, sideHoles, manualPresses) : [],
  }),
  // Each nine's bet is followed by its presses; the overall bet comes last.
  bets: (_options, play) => {
    if (play.kind !== 'nassau') return [];
    return play.bets.flatMap(({ key, label, segment, play: betPlay, outcome }) => {
      const bet = { key, kind: key, label, holes: segment, status: betPlay.kind === 'match' ? betPlay.match.status : betPlay.standing.status, outcome };
      const chain = play.chains.find((entry) => entry.nine === key);
      return [bet, ...(chain ? pressBets(chain) : [])];
    });
  },
  pot: (_options, betCents, playerCount) => potOfBets(3)(betCents, playerCount),
  rankedBy: 'net score against par',
  positions: netPositions,
} as const satisfies FormatDefinition<'nassau', typeof nassauOptions>;
