import { describe, expect, it } from 'vitest';
import { cardTotals, scoreMarkFor } from './scorecard';
import { testCard } from './test-support';
import { strokesFrom } from './units';

describe('scoreMarkFor: scorecard marks on net scores (product §G2)', () => {
  it.each([
    { strokes: 1, par: 4, mark: 'eagle' }, // 3 under: "eagle or better"
    { strokes: 3, par: 5, mark: 'eagle' },
    { strokes: 2, par: 3, mark: 'birdie' },
    { strokes: 4, par: 4, mark: 'par' },
    { strokes: 6, par: 5, mark: 'bogey' },
    { strokes: 9, par: 3, mark: 'bogey' }, // "bogey or worse"
  ])('$strokes on a par $par -> $mark', ({ strokes, par, mark }) => {
    expect(scoreMarkFor(strokesFrom(strokes), strokesFrom(par))).toBe(mark);
  });
});

describe('cardTotals (product §R2)', () => {
  it.each([
    { case: 'nothing scored', gross: [], totals: { holesPlayed: 0, totalStrokes: 0, totalNet: 0, netScore: 0 } },
    // Holes 1-2: pars 4, 5; indexes 7, 1. h=1 gets its stroke on hole 2 only.
    { case: 'two holes, h=1', gross: [5, 6], handicap: 1, totals: { holesPlayed: 2, totalStrokes: 11, totalNet: 10, netScore: 1 } },
    // A +1 gives a stroke back on index 18 (hole 15, par 3).
    { case: 'plus 1 on hole 15 only', gross: [...Array<null>(14).fill(null), 3], handicap: -1, totals: { holesPlayed: 1, totalStrokes: 3, totalNet: 4, netScore: 1 } },
  ])('$case', ({ gross, handicap, totals }) => {
    expect(cardTotals(testCard(gross, handicap ?? 0))).toEqual(totals);
  });
});
