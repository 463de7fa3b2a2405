import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import { gameFrom, type Team } from './game';
import { formatNeedsTeams } from './validation';
import { sideHoleScore, sideOfPlayer, sidesAreTeams, sidesFor } from './sides';
import { strokesFrom } from './units';

const STROKE: Format = { type: 'stroke' };
const MATCH: Format = { type: 'match' };
const BESTBALL: Format = { type: 'bestball' };
const NASSAU_MATCH: Format = { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 };
const NASSAU_STROKE: Format = { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 };

function players(teams: readonly (Team | null)[]) {
  return gameFrom({
    format: STROKE,
    betCents: 0,
    holes: [],
    players: teams.map((team, i) => ({ id: `p${String(i + 1)}`, name: `Player ${String(i + 1)}`, handicap: i, team, joinOrder: 10 - i })),
    scores: [],
  }).players;
}

describe('sidesAreTeams: one team rule per format (product §R3)', () => {
  it.each([
    { format: STROKE, count: 4, teams: false },
    { format: MATCH, count: 2, teams: false },
    { format: MATCH, count: 4, teams: true },
    { format: BESTBALL, count: 4, teams: true },
    // Best ball is never played by two: its lobby keeps Red and Blue while it fills.
    { format: BESTBALL, count: 2, teams: true },
    { format: NASSAU_MATCH, count: 2, teams: false },
    { format: NASSAU_MATCH, count: 3, teams: true },
    { format: NASSAU_MATCH, count: 5, teams: true },
    { format: NASSAU_STROKE, count: 3, teams: false },
    { format: NASSAU_STROKE, count: 4, teams: true },
    { format: NASSAU_STROKE, count: 5, teams: true },
  ])('$format.type $format.mode with $count players -> $teams', ({ format, count, teams }) => {
    expect(sidesAreTeams(format, count)).toBe(teams);
  });

  it('the lobby asks for teams by the same rule at maxPlayers, so a 2-player match still offers them (product §G5)', () => {
    expect([MATCH, BESTBALL, NASSAU_MATCH, STROKE].map((format) => formatNeedsTeams(format, 2))).toEqual([true, true, true, false]);
    expect([3, 4].map((max) => formatNeedsTeams(NASSAU_STROKE, max))).toEqual([false, true]);
  });
});

describe('sidesFor and sideOfPlayer (product §R3)', () => {
  it('individual formats: every player is a side, in join order, named by the player', () => {
    const sides = sidesFor(STROKE, players([null, null, null]));
    expect(sides.map((s) => [s.id, s.name, s.shortName, s.team])).toEqual([
      ['player:p3', 'Player 3', 'Player 3', null],
      ['player:p2', 'Player 2', 'Player 2', null],
      ['player:p1', 'Player 1', 'Player 1', null],
    ]);
  });

  it('team formats: Red is team A, Blue is team B; a player without a team is on no side', () => {
    const sides = sidesFor(MATCH, players(['B', 'A', null, 'A']));
    expect(sides.map((s) => [s.id, s.name, s.shortName, s.playerIds])).toEqual([
      ['team:A', 'Red Team', 'Red', ['p4', 'p2']],
      ['team:B', 'Blue Team', 'Blue', ['p1']],
    ]);
    expect([sideOfPlayer(sides, 'p2')?.name, sideOfPlayer(sides, 'p1')?.name, sideOfPlayer(sides, 'p3')]).toEqual([
      'Red Team',
      'Blue Team',
      null,
    ]);
  });

  it('an empty team is not a side', () => {
    expect(sidesFor(BESTBALL, players(['A', 'A', 'A', 'A'])).map((s) => s.id)).toEqual(['team:A']);
  });
});

describe('sideHoleScore: lowest net among the side players with a score (product §R3)', () => {
  it.each([
    { case: 'best of three', nets: [5, 3, 4], score: 3 },
    { case: 'one player not yet scored', nets: [null, 6, 7], score: 6 },
    { case: 'nobody scored', nets: [null, null, null], score: null },
    { case: 'net below 1 for a high handicap', nets: [-1, 2, null], score: -1 },
    { case: 'no players', nets: [], score: null },
  ])('$case -> $score', ({ nets, score }) => {
    expect(sideHoleScore(nets.map((n) => (n === null ? null : strokesFrom(n))))).toBe(score);
  });
});
