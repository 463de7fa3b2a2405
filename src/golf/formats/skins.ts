// Skins (product §R13): every player for themselves; each counted hole's skin to the sole lowest score, carried or
// dead on a tie; each skin is worth the bet from every other player. 2-5 players.

import { pairwisePoints, unitCountsText } from '../bets';
import { competitionRanking } from '../ranking';
import { skinsAtStakeText, skinsPlay, skinsUnit, type SkinsBasis, type SkinsValidation } from '../skins';
import type { Cents } from '../units';
import type { FormatDefinition } from './definition';

const skinsOptions = {
  basis: {
    kind: 'choice',
    label: 'Skins on',
    values: [
      { value: 'net', label: 'Net', description: 'Each hole goes to the lowest score after handicap strokes.' },
      { value: 'gross', label: 'Gross', description: 'Each hole goes to the lowest score as played.' },
    ] satisfies { value: SkinsBasis; label: string; description: string }[],
    default: 'net' as SkinsBasis,
  },
  carryover: { kind: 'flag', label: 'Carry tied skins to the next hole', default: true },
  validation: {
    kind: 'choice',
    label: 'A winning score must be',
    values: [
      { value: 'none', label: 'Any score', description: 'The sole lowest score wins the skin.' },
      { value: 'par', label: 'Par or better', description: 'A sole low bogey wins nothing: the skin carries.' },
    ] satisfies { value: SkinsValidation; label: string; description: string }[],
    default: 'none' as SkinsValidation,
  },
} as const;

export const skinsFormat = {
  type: 'skins',
  name: 'Skins',
  summary: 'Each hole is a skin for the sole lowest score; ties carry it on.',
  playerCounts: [2, 3, 4, 5],
  options: skinsOptions,
  label: ({ basis }) => `Skins (${basis === 'net' ? 'Net' : 'Gross'})`,
  teams: () => false,
  // Skins play off full course handicaps (product §R12).
  allowancePercent: () => 100,
  playsOffTheLow: () => false,
  playsNines: true,
  play: (options, { sides, sideHoles, cards }) => ({ kind: 'skins', skins: skinsPlay(options, sides, sideHoles, cards) }),
  bets: (_options, play, sides, betCents, holes) => {
    if (play.kind !== 'skins') return [];
    const units = play.skins.skins.map(({ playerId, skins }) => ({ playerId, units: skins }));
    const outcome = sides.length < 2 ? ({ kind: 'no-contest' } as const) : ({ kind: 'points', unitCents: betCents, points: pairwisePoints(units) } as const);
    const counts = unitCountsText(sides, play.skins.skins.map(({ playerId, skins }) => ({ playerId, value: skins })), skinsUnit);
    const status = [counts, skinsAtStakeText(play.skins)].filter((part) => part !== null).join(' · ');
    return [{ key: 'skins', kind: 'skins', label: 'Skins', holes, status, outcome }];
  },
  // The most that can move: every hole's skin to one player, from each of the others (product §R13).
  pot: (_options, betCents, playerCount, holeCount) => (betCents * holeCount * (playerCount - 1)) as Cents,
  rankedBy: 'skins won',
  positions: ({ players, play }) => {
    const won = new Map(play.kind === 'skins' ? play.skins.skins.map((entry) => [entry.playerId, entry.skins]) : []);
    return competitionRanking(
      players.map((player) => won.get(player.id) ?? 0),
      'highest-first',
    );
  },
} as const satisfies FormatDefinition<'skins', typeof skinsOptions>;
