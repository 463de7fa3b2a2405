import { describe, expect, it } from 'vitest';
import { gameStage, initialsOf, nineOf, strokesFromInput } from './game-view';

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
    { status: 'waiting', currentHole: 1, stage: 'lobby' },
    { status: 'active', currentHole: 7, stage: 'playing' },
    { status: 'active', currentHole: 19, stage: 'past-last-hole' },
    { status: 'completed', currentHole: 18, stage: 'completed' },
  ] as const)('a $status game on hole $currentHole is in stage $stage', ({ status, currentHole, stage }) => {
    expect(gameStage({ status, currentHole })).toBe(stage);
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
