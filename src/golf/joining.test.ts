import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import type { Team } from './game';
import { joinRefusal, joinTeam } from './joining';

describe('joinRefusal (product §R7, product §A1)', () => {
  it.each([
    { case: 'a seat left, waiting', status: 'waiting', isPlayer: false, playerCount: 2, maxPlayers: 4, playerLimit: 4, refusal: null },
    { case: 'a seat left, live', status: 'active', isPlayer: false, playerCount: 3, maxPlayers: 5, playerLimit: 5, refusal: null },
    { case: 'already playing', status: 'waiting', isPlayer: true, playerCount: 2, maxPlayers: 4, playerLimit: 4, refusal: 'already-playing' },
    { case: 'already playing a completed game', status: 'completed', isPlayer: true, playerCount: 2, maxPlayers: 4, playerLimit: 4, refusal: 'already-playing' },
    { case: 'completed with seats left', status: 'completed', isPlayer: false, playerCount: 1, maxPlayers: 4, playerLimit: 4, refusal: 'completed' },
    { case: 'full at its size', status: 'waiting', isPlayer: false, playerCount: 3, maxPlayers: 3, playerLimit: 3, refusal: 'full' },
    { case: 'full at its size under a lower plan limit', status: 'active', isPlayer: false, playerCount: 4, maxPlayers: 4, playerLimit: 2, refusal: 'full' },
    { case: 'a trial creator’s fifth seat', status: 'waiting', isPlayer: false, playerCount: 4, maxPlayers: 5, playerLimit: 4, refusal: 'plan-limit' },
    { case: 'a trial creator’s fourth seat', status: 'active', isPlayer: false, playerCount: 3, maxPlayers: 5, playerLimit: 4, refusal: null },
  ] as const)('$case: $refusal', ({ refusal, ...check }) => {
    expect(joinRefusal(check)).toBe(refusal);
  });
});

const stroke: Format = { type: 'stroke' };
const match: Format = { type: 'match' };
const bestball: Format = { type: 'bestball' };
const nassauStroke: Format = { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 };
const teamsOf = (red: number, blue: number, none = 0): { team: Team | null }[] => [
  ...Array.from({ length: red }, () => ({ team: 'A' as const })),
  ...Array.from({ length: blue }, () => ({ team: 'B' as const })),
  ...Array.from({ length: none }, () => ({ team: null })),
];

describe('joinTeam (product §R11)', () => {
  it.each([
    { case: 'best ball, auto, Red ahead', format: bestball, maxPlayers: 4, red: 2, blue: 1, choice: 'auto', team: 'B' },
    { case: 'best ball, auto, a tie goes Red', format: bestball, maxPlayers: 4, red: 1, blue: 1, choice: 'auto', team: 'A' },
    { case: 'match, auto, Blue ahead', format: match, maxPlayers: 2, red: 0, blue: 1, choice: 'auto', team: 'A' },
    { case: 'best ball, Blue asked for on the larger team', format: bestball, maxPlayers: 4, red: 0, blue: 3, choice: 'B', team: 'B' },
    { case: 'best ball, no team asked for', format: bestball, maxPlayers: 4, red: 1, blue: 0, choice: null, team: null },
    { case: 'stroke has no teams, whatever is asked', format: stroke, maxPlayers: 5, red: 3, blue: 0, choice: 'B', team: null },
    { case: 'nassau stroke for 3 has no teams', format: nassauStroke, maxPlayers: 3, red: 0, blue: 0, choice: 'auto', team: null },
    { case: 'nassau stroke for 4 has teams', format: nassauStroke, maxPlayers: 4, red: 3, blue: 0, choice: 'auto', team: 'B' },
  ] as const)('$case: $team', ({ format, maxPlayers, red, blue, choice, team }) => {
    expect(joinTeam(format, maxPlayers, teamsOf(red, blue, 1), choice)).toBe(team);
  });
});
