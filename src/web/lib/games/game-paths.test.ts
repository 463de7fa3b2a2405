import { describe, expect, it } from 'vitest';
import { gamePath, playerPath, playersByIdPath, playersPath } from './game-paths';

describe('the paths of a game’s calls (product §G7)', () => {
  it.each([
    { case: 'the game', path: gamePath(41), expected: '/api/games/41' },
    { case: 'its players', path: playersPath(41), expected: '/api/games/41/players' },
    { case: 'a golfer added by Player ID', path: playersByIdPath(41), expected: '/api/games/41/players/by-id' },
    { case: 'a golfer by userId', path: playerPath(41, 'u-7'), expected: '/api/games/41/players/u-7' },
    { case: 'a manual player, escaped', path: playerPath(41, 'manual_a/b c'), expected: '/api/games/41/players/manual_a%2Fb%20c' },
  ])('$case: $expected', ({ path, expected }) => {
    expect(path).toBe(expected);
  });
});
