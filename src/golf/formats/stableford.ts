// Stableford (product §R13): points per hole from each player's net score against par, standard or modified; the
// most points ranks first, and every pair settles the difference in points at the bet per point. 1-5 players.

import { pairwisePoints, pointsUnit, unitCountsText } from '../bets';
import { competitionRanking } from '../ranking';
import { stablefordPlay, type StablefordScoring } from '../stableford';
import type { Cents } from '../units';
import type { FormatDefinition } from './definition';

const stablefordOptions = {
  scoring: {
    kind: 'choice',
    label: 'Points',
    values: [
      { value: 'standard', label: 'Standard', description: 'Par 2, birdie 3, bogey 1, double bogey or worse 0.' },
      { value: 'modified', label: 'Modified', description: 'Birdie +2, eagle +5, par 0, bogey -1, double or worse -3.' },
    ] satisfies { value: StablefordScoring; label: string; description: string }[],
    default: 'standard' as StablefordScoring,
  },
} as const;

export const stablefordFormat = {
  type: 'stableford',
  name: 'Stableford',
  summary: 'Points for each net score against par; the most points wins.',
  playerCounts: [1, 2, 3, 4, 5],
  options: stablefordOptions,
  label: ({ scoring }) => (scoring === 'standard' ? 'Stableford' : 'Stableford (Modified)'),
  teams: () => false,
  allowancePercent: () => 95,
  playsOffTheLow: () => false,
  playsNines: true,
  play: ({ scoring }, { sides, sideHoles, cards }) => ({ kind: 'stableford', stableford: stablefordPlay(scoring, sides, sideHoles, cards) }),
  bets: (_options, play, sides, betCents, holes) => {
    if (play.kind !== 'stableford') return [];
    const units = play.stableford.totals.map(({ playerId, points }) => ({ playerId, units: points }));
    const outcome = sides.length < 2 ? ({ kind: 'no-contest' } as const) : ({ kind: 'points', unitCents: betCents, points: pairwisePoints(units) } as const);
    const status = unitCountsText(sides, play.stableford.totals.map(({ playerId, points }) => ({ playerId, value: points })), pointsUnit);
    return [{ key: 'points', kind: 'points', label: 'Points', holes, status, outcome }];
  },
  // Money is per point, with no upper bound: the banner's pot is the bet per point for each other player.
  pot: (_options, betCents, playerCount) => (betCents * (playerCount - 1)) as Cents,
  rankedBy: 'points',
  positions: ({ players, play }) => {
    const points = new Map(play.kind === 'stableford' ? play.stableford.totals.map((entry) => [entry.playerId, entry.points]) : []);
    return competitionRanking(
      players.map((player) => points.get(player.id) ?? null),
      'highest-first',
    );
  },
} as const satisfies FormatDefinition<'stableford', typeof stablefordOptions>;
