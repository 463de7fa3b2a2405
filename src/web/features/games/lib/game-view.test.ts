import { describe, expect, it } from 'vitest';
import { currentHoleOf, gameStage, holesOfGame, initialsOf, nineOf, strokesFromInput } from './game-view';

describe('game view helpers', () => {
  it.each([
    { name: 'Sam Reed', initials: 'SR' },
    { name: 'alice', initials: 'A' },
    { name: '  Mary  Ann Jones ', initials: 'MJ' },
    { name: '', initials: '?' },
  ])('initials of "$name" are $initials', ({ name, initials }) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([
    { status: 'waiting', currentHole: 1, holesPlayed: '18', stage: 'lobby' },
    { status: 'active', currentHole: 7, holesPlayed: '18', stage: 'playing' },
    { status: 'active', currentHole: 18, holesPlayed: '18', stage: 'playing' },
    { status: 'active', currentHole: 19, holesPlayed: '18', stage: 'past-last-hole' },
    { status: 'completed', currentHole: 18, holesPlayed: '18', stage: 'completed' },
    { status: 'active', currentHole: 9, holesPlayed: 'front', stage: 'playing' },
    { status: 'active', currentHole: 10, holesPlayed: 'front', stage: 'past-last-hole' },
    { status: 'active', currentHole: 1, holesPlayed: 'back', stage: 'playing' },
    { status: 'active', currentHole: 18, holesPlayed: 'back', stage: 'playing' },
    { status: 'active', currentHole: 19, holesPlayed: 'back', stage: 'past-last-hole' },
  ] as const)('a $status game of holes $holesPlayed on hole $currentHole is in stage $stage', ({ status, currentHole, holesPlayed, stage }) => {
    expect(gameStage({ status, currentHole, holesPlayed })).toBe(stage);
  });

  it.each([
    { holesPlayed: '18', currentHole: 1, hole: 1 },
    { holesPlayed: '18', currentHole: 12, hole: 12 },
    { holesPlayed: 'front', currentHole: 9, hole: 9 },
    { holesPlayed: 'back', currentHole: 1, hole: 10 },
    { holesPlayed: 'back', currentHole: 14, hole: 14 },
  ] as const)('a game of holes $holesPlayed whose count is on $currentHole plays hole $hole (product §R14)', ({ holesPlayed, currentHole, hole }) => {
    expect(currentHoleOf({ holesPlayed, currentHole })).toBe(hole);
  });

  it('knows the holes a game is played over', () => {
    expect([holesOfGame({ holesPlayed: '18' }), holesOfGame({ holesPlayed: 'front' }), holesOfGame({ holesPlayed: 'back' })].map(({ first, last }) => [first, last])).toEqual([
      [1, 18],
      [1, 9],
      [10, 18],
    ]);
  });

  it.each([
    { text: '4', strokes: 4 },
    { text: ' 15 ', strokes: 15 },
    { text: '16', strokes: null },
    { text: '0', strokes: null },
    { text: '3.5', strokes: null },
    { text: 'four', strokes: null },
  ])('scorecard input "$text" reads $strokes', ({ text, strokes }) => {
    expect(strokesFromInput(text)).toBe(strokes);
  });

  it('puts holes 1-9 on the front and 10-18 on the back', () => {
    expect([nineOf(1), nineOf(9), nineOf(10), nineOf(18)]).toEqual(['front', 'front', 'back', 'back']);
  });
});
