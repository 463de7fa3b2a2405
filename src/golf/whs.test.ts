import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS } from './format';
import { strokeIndexFrom } from './units';
import {
  courseHandicapExact,
  courseHandicapShown,
  halfRating,
  indexDisplay,
  indexParse,
  indexTenthsOf,
  nineHoleIndex,
  playingHandicapOf,
  ratingHundredthsOf,
  roundHalfUp,
  strokeIndexesAmong,
  strokesOverHoles,
  whsHandicaps,
  type Exact,
  type IndexTenths,
  type PlayedHole,
  type TeeRating,
} from './whs';

const tee = (rating: number, slope: number, par: number): TeeRating => ({ rating: ratingHundredthsOf(rating), slope, par });
/** A course handicap given directly, as §R12's off-the-low example states them (10.4, 14.7...). */
const exactCourseHandicap = (value: number): Exact => ({ num: Math.round(value * 10), den: 10 });
const one = (index: number, rating: TeeRating, allowancePercent: number, nine = false) =>
  whsHandicaps({ players: [{ index: indexTenthsOf(index), tee: rating }], allowancePercent, offTheLow: false, nine })[0]!;

describe('the playing handicap of one player (product §R12 examples, Rules of Handicapping 6.1, 6.2)', () => {
  it.each([
    { rule: '§R12, USGA 6.2a research case', index: 8.6, rating: 71.0, slope: 125, par: 71, allowance: 85, playing: 8 },
    { rule: '§R12, USGA 6.2a research case', index: 10.3, rating: 71.0, slope: 125, par: 71, allowance: 85, playing: 10 },
    { rule: '§R12 example', index: 27.7, rating: 71.1, slope: 129, par: 72, allowance: 95, playing: 29 },
    { rule: '§R12 example: a plus index', index: -1.2, rating: 70.0, slope: 120, par: 72, allowance: 95, playing: -3 },
    { rule: 'scratch on a standard course', index: 0, rating: 72.0, slope: 113, par: 72, allowance: 100, playing: 0 },
    { rule: 'the highest index on the steepest tee', index: 54, rating: 78.0, slope: 155, par: 72, allowance: 100, playing: 80 },
  ])('$rule: $index on $rating/$slope par $par at $allowance% -> $playing', ({ index, rating, slope, par, allowance, playing }) => {
    expect(one(index, tee(rating, slope, par), allowance).playingHandicap).toBe(playing);
  });

  it('§R12 example, nine holes: 8.7 on 35.3/121 par 36 at 100% -> 4 (the index halved to 4.4 first)', () => {
    expect(nineHoleIndex(indexTenthsOf(8.7))).toBe(44);
    expect(one(8.7, tee(35.3, 121, 36), 100, true).playingHandicap).toBe(4);
  });

  it('shows the course handicap rounded half up: 8.6 on 71.0/125 par 71 is 9.51 -> 10', () => {
    expect(one(8.6, tee(71.0, 125, 71), 85).courseHandicap).toBe(10);
    expect(courseHandicapShown(courseHandicapExact(indexTenthsOf(27.7), tee(71.1, 129, 72)))).toBe(31);
  });
});

describe('rounding once, half up towards +infinity, exactly (product §R12)', () => {
  it.each([
    { value: { num: 95, den: 10 }, rounded: 10 },
    { value: { num: -95, den: 10 }, rounded: -9 },
    { value: { num: 245, den: 10 }, rounded: 25 },
    { value: { num: -245, den: 10 }, rounded: -24 },
    { value: { num: -96, den: 10 }, rounded: -10 },
    { value: { num: 0, den: 7 }, rounded: 0 },
  ])('$value.num/$value.den -> $rounded', ({ value, rounded }) => {
    expect(roundHalfUp(value)).toBe(rounded);
  });

  it('45 at 70% is 31.5, which is 32: the binary float 45 * 0.7 = 31.499999999999996 would give 31', () => {
    expect(Math.round(45 * 0.7)).toBe(31);
    expect(playingHandicapOf(exactCourseHandicap(45), 70)).toBe(32);
    expect(playingHandicapOf(exactCourseHandicap(-45), 70)).toBe(-31);
  });

  it('halves an index to one decimal half up, and a rating exactly', () => {
    expect([87, 86, 1, 0, -1, -3, -12, 540].map((tenths) => nineHoleIndex(tenths as IndexTenths))).toEqual([44, 43, 1, 0, 0, -1, -6, 270]);
    expect(halfRating(ratingHundredthsOf(71.3))).toBe(3565);
  });
});

describe('match formats play off the low player, the allowance first (product §R12)', () => {
  it('§R12 example, the four-ball low-man case: CH 10.4 / 14.7 / 20.1 / 25.3 at 90% -> PH 9 / 13 / 18 / 23, strokes 0 / 4 / 9 / 14 (not 13)', () => {
    const playing = [10.4, 14.7, 20.1, 25.3].map((ch) => playingHandicapOf(exactCourseHandicap(ch), 90));
    expect(playing).toEqual([9, 13, 18, 23]);
    expect(playing.map((ph) => ph - Math.min(...playing))).toEqual([0, 4, 9, 14]);
    // The allowance applied to the difference, which §R12 forbids, would give the last player 13.
    expect(playingHandicapOf(exactCourseHandicap(25.3 - 10.4), 90)).toBe(13);
  });

  it('whsHandicaps takes strokes off the low only when asked, and keeps each playing handicap as it is', () => {
    const rated = tee(72.0, 113, 72);
    const players = [12.0, 4.0, 20.0].map((index) => ({ index: indexTenthsOf(index), tee: rated }));
    const match = whsHandicaps({ players, allowancePercent: 100, offTheLow: true, nine: false });
    expect(match.map((p) => [p.playingHandicap, p.strokeHandicap])).toEqual([[12, 8], [4, 0], [20, 16]]);
    const stroke = whsHandicaps({ players, allowancePercent: 100, offTheLow: false, nine: false });
    expect(stroke.map((p) => p.strokeHandicap)).toEqual([12, 4, 20]);
  });

  it('a plus player who is low gives the others their difference', () => {
    const rated = tee(72.0, 113, 72);
    const players = [-2.0, 3.0].map((index) => ({ index: indexTenthsOf(index), tee: rated }));
    expect(whsHandicaps({ players, allowancePercent: 100, offTheLow: true, nine: false }).map((p) => p.strokeHandicap)).toEqual([0, 5]);
  });
});

describe('tee sets of different pars (Rule 6.2b, product §R12)', () => {
  it('the player on the higher par adds the difference to the unrounded course handicap, before the allowance', () => {
    // Men's blue: 72.0 / 113 par 72; women's red: 73.0 / 113 par 74. Both index 10.0 at 95%.
    const men = tee(72.0, 113, 72);
    const women = tee(73.0, 113, 74);
    const [man, woman] = whsHandicaps({
      players: [
        { index: indexTenthsOf(10), tee: men },
        { index: indexTenthsOf(10), tee: women },
      ],
      allowancePercent: 95,
      offTheLow: false,
      nine: false,
    });
    expect(man).toEqual({ courseHandicap: 10, playingHandicap: 10, strokeHandicap: 10 });
    // CH 10 + (73 - 74) = 9, plus the 2-stroke par difference = 11, at 95% = 10.45 -> 10.
    expect(woman).toEqual({ courseHandicap: 9, playingHandicap: 10, strokeHandicap: 10 });
  });
});

describe("each format's allowance is part of its definition (product §R12, Appendix C)", () => {
  it.each([
    { format: 'stroke', options: {}, players: 4, allowance: 95, offTheLow: false },
    { format: 'match', options: {}, players: 2, allowance: 100, offTheLow: true },
    { format: 'match', options: {}, players: 4, allowance: 90, offTheLow: true },
    { format: 'bestball', options: {}, players: 4, allowance: 90, offTheLow: true },
    { format: 'nassau', options: { mode: 'match' }, players: 2, allowance: 100, offTheLow: true },
    { format: 'nassau', options: { mode: 'match' }, players: 3, allowance: 90, offTheLow: true },
    { format: 'nassau', options: { mode: 'match' }, players: 5, allowance: 90, offTheLow: true },
    { format: 'nassau', options: { mode: 'stroke' }, players: 3, allowance: 95, offTheLow: false },
    { format: 'nassau', options: { mode: 'stroke' }, players: 4, allowance: 85, offTheLow: false },
  ] as const)('$format $options.mode with $players players: $allowance%', ({ format, options, players, allowance, offTheLow }) => {
    const definition = FORMATS[format];
    expect(definition.allowancePercent(options as never, players)).toBe(allowance);
    expect(definition.playsOffTheLow(options as never)).toBe(offTheLow);
  });
});

/** The nine holes of a nine with these 18-hole stroke indexes. */
const nineOf = (first: number, indexes: readonly number[]): PlayedHole[] => indexes.map((index, i) => ({ holeNumber: first + i, strokeIndex: strokeIndexFrom(index) }));
const FRONT = nineOf(1, [7, 15, 1, 11, 3, 17, 9, 13, 5]);

describe('strokes over a nine (product §R12, §R14)', () => {
  it('go to the nine holes in ascending order of their 18-hole indexes', () => {
    expect([...strokeIndexesAmong(FRONT)].sort(([a], [b]) => a - b).map(([, rank]) => rank)).toEqual([4, 8, 1, 6, 2, 9, 5, 7, 3]);
    // A 4 on the front nine: one stroke each on the holes of index 1, 3, 5 and 7 (holes 3, 5, 9 and 1).
    const strokes = strokesOverHoles(4, FRONT);
    expect([...strokes].filter(([, count]) => count === 1).map(([hole]) => hole).sort((a, b) => a - b)).toEqual([1, 3, 5, 9]);
  });

  it('a plus player gives back from the highest index of the nine down', () => {
    const strokes = strokesOverHoles(-2, FRONT);
    expect([...strokes].filter(([, count]) => count === -1).map(([hole]) => hole).sort((a, b) => a - b)).toEqual([2, 6]);
  });

  it('a 10 on a nine: two on the hardest hole, one on the others', () => {
    const strokes = strokesOverHoles(10, FRONT);
    expect(strokes.get(3)).toBe(2);
    expect([...strokes.values()].reduce((sum, count) => sum + count, 0)).toBe(10);
  });
});

const indexTenths = fc.integer({ min: -100, max: 540 });
const slope = fc.integer({ min: 55, max: 155 });
const rating = fc.integer({ min: 500, max: 900 }).map((tenths) => ratingHundredthsOf(tenths / 10));
const par = fc.integer({ min: 60, max: 76 });
const allowance = fc.integer({ min: 0, max: 100 });

describe('properties of the WHS handicaps', () => {
  it('the course and playing handicaps never fall as the index rises', () => {
    fc.assert(
      fc.property(indexTenths, indexTenths, slope, rating, par, allowance, (a, b, s, r, p, pct) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (index: number) => one(index / 10, { rating: r, slope: s, par: p }, pct);
        return at(low).playingHandicap <= at(high).playingHandicap && at(low).courseHandicap <= at(high).courseHandicap;
      }),
    );
  });

  it('for an index of zero or more, the playing handicap never falls as the slope rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 540 }), slope, slope, rating, par, allowance, (index, a, b, r, p, pct) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (s: number) => one(index / 10, { rating: r, slope: s, par: p }, pct).playingHandicap;
        return at(low) <= at(high);
      }),
    );
  });

  it('off the low is the allowance first, then the difference: strokes = PH - lowest PH, the lowest plays off 0', () => {
    fc.assert(
      fc.property(fc.array(indexTenths, { minLength: 2, maxLength: 5 }), slope, rating, par, allowance, (indexes, s, r, p, pct) => {
        const rated: TeeRating = { rating: r, slope: s, par: p };
        const players = indexes.map((index) => ({ index: index as IndexTenths, tee: rated }));
        const result = whsHandicaps({ players, allowancePercent: pct, offTheLow: true, nine: false });
        const playing = indexes.map((index) => playingHandicapOf(courseHandicapExact(index as IndexTenths, rated), pct));
        const low = Math.min(...playing);
        return result.every((player, i) => player.playingHandicap === playing[i] && player.strokeHandicap === playing[i] - low) && result.some((player) => player.strokeHandicap === 0);
      }),
    );
  });

  it('a handicap is spread over exactly the holes played: a nine never gets strokes beyond its own nine', () => {
    const nineIndexes = fc.shuffledSubarray(
      Array.from({ length: 18 }, (_, i) => i + 1),
      { minLength: 9, maxLength: 9 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 60 }), nineIndexes, (handicap, indexes) => {
        const holes = nineOf(10, indexes);
        const strokes = strokesOverHoles(handicap, holes);
        const total = [...strokes.values()].reduce((sum, count) => sum + count, 0);
        const counts = [...strokes.values()];
        return strokes.size === 9 && total === handicap && Math.max(...counts) - Math.min(...counts) <= 1;
      }),
    );
  });

  it("a nine's playing handicap is about half the 18's, never the 18's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 540 }), slope, fc.integer({ min: 600, max: 800 }), (index, s, ratingTenths) => {
        const eighteen = { rating: ratingHundredthsOf(ratingTenths / 10), slope: s, par: 72 };
        const nine = { rating: halfRating(eighteen.rating), slope: s, par: 36 };
        const full = one(index / 10, eighteen, 100).playingHandicap;
        const half = one(index / 10, nine, 100, true).playingHandicap;
        return Math.abs(2 * half - full) <= 2;
      }),
    );
  });
});

describe('Handicap Index text (product §R12: one decimal, a plus index with +)', () => {
  it.each([
    { text: '14.2', parsed: { kind: 'index', index: 142 }, shown: '14.2' },
    { text: ' 9 ', parsed: { kind: 'index', index: 90 }, shown: '9.0' },
    { text: '+1.2', parsed: { kind: 'index', index: -12 }, shown: '+1.2' },
    { text: '-1.2', parsed: { kind: 'index', index: -12 }, shown: '+1.2' },
    { text: '0.0', parsed: { kind: 'index', index: 0 }, shown: '0.0' },
    { text: '+0', parsed: { kind: 'index', index: 0 }, shown: '0.0' },
    { text: '54.0', parsed: { kind: 'index', index: 540 }, shown: '54.0' },
    { text: '+10.0', parsed: { kind: 'index', index: -100 }, shown: '+10.0' },
    { text: '', parsed: { kind: 'empty' } },
    { text: '54.1', parsed: { kind: 'out-of-range', tenths: 541 } },
    { text: '+10.1', parsed: { kind: 'out-of-range', tenths: -101 } },
    { text: '14.25', parsed: { kind: 'not-a-number' } },
    { text: '14,2', parsed: { kind: 'not-a-number' } },
    { text: '1e1', parsed: { kind: 'not-a-number' } },
    { text: '.5', parsed: { kind: 'not-a-number' } },
  ] as const)('"$text"', ({ text, parsed, ...rest }) => {
    expect(indexParse(text)).toEqual(parsed);
    if ('shown' in rest && parsed.kind === 'index') expect(indexDisplay(parsed.index as IndexTenths)).toBe(rest.shown);
  });

  it('reads back what it shows, for every index', () => {
    fc.assert(fc.property(indexTenths, (tenths) => {
      const parsed = indexParse(indexDisplay(tenths as IndexTenths));
      return parsed.kind === 'index' && parsed.index === tenths;
    }));
  });
});
