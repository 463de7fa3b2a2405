import { describe, expect, it } from 'vitest';
import { joinIsOffered, joinTeamFor } from './join-offer';

const none: Record<string, string> = {};
const strokeMode: Record<string, string> = { mode: 'stroke' };

describe('the join offer of the games list', () => {
  it.each([
    { case: 'open seat, waiting, not playing', isPlayer: false, playerCount: 2, maxPlayers: 4, playerLimit: 4, status: 'waiting' as const, offered: true },
    { case: 'already playing', isPlayer: true, playerCount: 2, maxPlayers: 4, playerLimit: 4, status: 'waiting' as const, offered: false },
    { case: 'full', isPlayer: false, playerCount: 4, maxPlayers: 4, playerLimit: 4, status: 'waiting' as const, offered: false },
    { case: 'live, as the server takes golfers until completion', isPlayer: false, playerCount: 2, maxPlayers: 4, playerLimit: 4, status: 'active' as const, offered: true },
    { case: 'complete', isPlayer: false, playerCount: 2, maxPlayers: 4, playerLimit: 4, status: 'completed' as const, offered: false },
    { case: "a trial creator's game of 5 at its trial limit of 4", isPlayer: false, playerCount: 4, maxPlayers: 5, playerLimit: 4, status: 'waiting' as const, offered: false },
    { case: "a paying creator's game of 5 with 4 in it", isPlayer: false, playerCount: 4, maxPlayers: 5, playerLimit: 5, status: 'waiting' as const, offered: true },
  ])('$case: offered $offered', ({ isPlayer, playerCount, maxPlayers, playerLimit, status, offered }) => {
    expect(joinIsOffered({ isPlayer, playerCount, maxPlayers, playerLimit, status })).toBe(offered);
  });

  it.each([
    { case: 'best ball, Red ahead', gameType: 'bestball' as const, formatOptions: none, maxPlayers: 4, A: 2, B: 1, team: 'B' },
    { case: 'best ball, tie', gameType: 'bestball' as const, formatOptions: none, maxPlayers: 4, A: 1, B: 1, team: 'A' },
    { case: 'match, Blue ahead', gameType: 'match' as const, formatOptions: none, maxPlayers: 2, A: 0, B: 1, team: 'A' },
    { case: 'stroke has no teams', gameType: 'stroke' as const, formatOptions: none, maxPlayers: 5, A: 3, B: 0, team: null },
    { case: 'nassau stroke for 3 has no teams', gameType: 'nassau' as const, formatOptions: strokeMode, maxPlayers: 3, A: 0, B: 0, team: null },
    { case: 'nassau stroke for 4 has teams', gameType: 'nassau' as const, formatOptions: strokeMode, maxPlayers: 4, A: 3, B: 0, team: 'B' },
  ])('$case: joins $team', ({ gameType, formatOptions, maxPlayers, A, B, team }) => {
    expect(joinTeamFor({ gameType, formatOptions, maxPlayers, teamCounts: { A, B } })).toBe(team);
  });
});
