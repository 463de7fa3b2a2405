// Wolf (product §R13): exactly four players, no fixed teams; each hole the wolf takes a partner, goes alone or goes
// blind, and zero-sum points move; money is the bet per point.

import { pointsUnit, unitCountsText } from '../bets';
import { competitionRanking } from '../ranking';
import type { Cents } from '../units';
import { wolfPlay } from '../wolf';
import type { FormatDefinition } from './definition';

const wolfOptions = {
  loneMultiplier: { kind: 'count', label: 'Points a lone wolf plays for, from each', min: 1, max: 10, default: 2 },
  blindMultiplier: { kind: 'count', label: 'Points a blind wolf plays for, from each', min: 1, max: 10, default: 3 },
} as const;

export const wolfFormat = {
  type: 'wolf',
  name: 'Wolf',
  summary: 'The wolf picks a partner each hole, or goes it alone for more.',
  playerCounts: [4],
  options: wolfOptions,
  label: () => 'Wolf',
  teams: () => false,
  // Wolf plays 90% off the low player (product §R12).
  allowancePercent: () => 90,
  playsOffTheLow: () => true,
  playsNines: false,
  play: (options, { sides, sideHoles, cards, wolfChoices }) => {
    // Every player is a side, in join order: the wolf's order (product §R13).
    const order = sides.map((side) => side.playerIds[0] ?? side.id);
    const nets = new Map(order.map((id) => [id, (cards.get(id) ?? []).map((hole) => hole.net)]));
    return { kind: 'wolf', wolf: wolfPlay(options, { order, holeNumbers: sideHoles.map((hole) => hole.holeNumber), nets, choices: wolfChoices }) };
  },
  bets: (_options, play, sides, betCents, holes) => {
    if (play.kind !== 'wolf') return [];
    const outcome = sides.length < 2 ? ({ kind: 'no-contest' } as const) : ({ kind: 'points', unitCents: betCents, points: play.wolf.totals } as const);
    const status = unitCountsText(sides, play.wolf.totals.map(({ playerId, points }) => ({ playerId, value: points })), pointsUnit);
    return [{ key: 'points', kind: 'points', label: 'Points', holes, status, outcome }];
  },
  // The most that can move: a blind wolf's stake from each of the three on every hole.
  pot: ({ blindMultiplier }, betCents, playerCount, holeCount) => (betCents * blindMultiplier * (playerCount - 1) * holeCount) as Cents,
  rankedBy: 'points',
  positions: ({ players, play }) => {
    const points = new Map(play.kind === 'wolf' ? play.wolf.totals.map((entry) => [entry.playerId, entry.points]) : []);
    return competitionRanking(
      players.map((player) => points.get(player.id) ?? 0),
      'highest-first',
    );
  },
} as const satisfies FormatDefinition<'wolf', typeof wolfOptions>;
