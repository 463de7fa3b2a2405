import { describe, expect, it } from 'vitest';
import type { GameListItem } from '../../../../contract/games-responses';
import { liveRoundsOf, recentResultsOf } from './my-rounds';

function game(id: number, fields: Partial<GameListItem>): GameListItem {
  return {
    id,
    name: `Game ${String(id)}`,
    courseName: 'Grey Rock Golf Club',
    teeColor: 'Blue',
    gameType: 'stroke',
    formatOptions: {},
    nassauMode: null,
    handicapMode: 'fixed',
    allowancePercent: 95,
    holesPlayed: '18',
    betAmount: 5,
    maxPlayers: 4,
    status: 'waiting',
    currentHole: 1,
    isPrivate: false,
    drinksOn: false,
    groupId: null,
    createdBy: 'creator',
    creatorName: 'Sam',
    gameCode: 'ABC123',
    createdAt: '2026-03-01T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    version: 1,
    playerCount: 2,
    teamCounts: { A: 0, B: 0 },
    playerLimit: 4,
    isPlayer: true,
    myWinnings: null,
    ...fields,
  };
}

describe('the dashboard rounds', () => {
  it('lists live games first, then lobbies the golfer plays in, in the API order', () => {
    const games = [
      game(7, { status: 'waiting' }),
      game(6, { status: 'active' }),
      game(5, { status: 'waiting', isPlayer: false }),
      game(4, { status: 'completed' }),
      game(3, { status: 'active' }),
    ];
    expect(liveRoundsOf(games).map((g) => g.id)).toEqual([6, 3, 7]);
  });

  it('lists the latest completions of games the golfer played, at most three', () => {
    const games = [
      game(11, { status: 'completed', completedAt: '2026-03-02T10:00:00.000Z', myWinnings: 5 }),
      game(12, { status: 'completed', completedAt: '2026-03-05T10:00:00.000Z', myWinnings: -5 }),
      game(13, { status: 'completed', completedAt: '2026-03-09T10:00:00.000Z', myWinnings: null, isPlayer: false }),
      game(14, { status: 'completed', completedAt: '2026-03-04T10:00:00.000Z', myWinnings: 0 }),
      game(15, { status: 'completed', completedAt: '2026-03-01T10:00:00.000Z', myWinnings: 2.5 }),
      game(16, { status: 'active' }),
    ];
    expect(recentResultsOf(games).map((g) => g.id)).toEqual([12, 14, 11]);
  });
});
