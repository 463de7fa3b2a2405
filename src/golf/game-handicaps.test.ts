import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import { gameFrom, holeFrom, type Hole } from './game';
import { allowanceInForce, gameWhsHandicaps, givenHandicapCheck, teeRatingOf, unratedTeeMessage, type WhsGame } from './game-handicaps';
import { roundState } from './round';
import { scorecardFor } from './scorecard';
import { COURSE_INDEXES, COURSE_PARS } from './test-support';
import { strokeHandicapFrom } from './units';
import { indexTenthsOf, type ScorecardRating, type TeeRatings } from './whs';

// A game's handicaps (product §R12, §R14, §R19): the tee set's rating for the holes played, the allowance in force, the
// refusals, and how the cards use them: women's pars and stroke indexes, and a nine's strokes over its own nine.

const rating = (ratingTenths: number, slope: number): ScorecardRating => ({ ratingTenths, slope });
const UNRATED = { ratingTenths: null, slope: null };
/** Men 73.2 / 133 with a front nine of 36.4 / 131; women 79.0 / 145 over 18 holes only. */
const RATINGS: TeeRatings = {
  M: { full: rating(732, 133), front: rating(364, 131), back: UNRATED },
  W: { full: rating(790, 145), front: UNRATED, back: UNRATED },
};
/** The test course, with a women's par of 5 on hole 1 (a par 4 for men) and its own women's stroke indexes. */
const WOMENS_INDEXES = [1, 7, 15, 3, 11, 17, 9, 5, 13, 8, 16, 2, 12, 4, 18, 10, 6, 14];
const HOLES: Hole[] = COURSE_PARS.map((par, i) =>
  holeFrom({ holeNumber: i + 1, par, yardage: 300, handicapIndex: COURSE_INDEXES[i] ?? 1, womensPar: i === 0 ? 5 : null, womensHandicapIndex: WOMENS_INDEXES[i] ?? null }),
);
const stroke: Format = { type: 'stroke' };
const matchNassau: Format = { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 };
const whsGame = (overrides: Partial<WhsGame> = {}): WhsGame => ({
  format: stroke,
  allowancePercent: null,
  holesPlayed: '18',
  teeColor: 'Blue',
  ratings: RATINGS,
  holes: HOLES,
  ...overrides,
});
const player = (index: number, teeSet: 'M' | 'W' = 'M') => ({ index: indexTenthsOf(index), teeSet });

describe("a tee set's rating for the holes played (product §R12)", () => {
  it.each([
    { case: 'men, 18 holes', teeSet: 'M', holesPlayed: '18', holes: HOLES, want: { rating: 7320, slope: 133, par: 72 } },
    { case: "women, 18 holes, with the women's par of hole 1", teeSet: 'W', holesPlayed: '18', holes: HOLES, want: { rating: 7900, slope: 145, par: 73 } },
    { case: "men, the front nine's own rating", teeSet: 'M', holesPlayed: 'front', holes: HOLES.slice(0, 9), want: { rating: 3640, slope: 131, par: 36 } },
    { case: 'men, the back nine: half the 18 (36.6), the 18 slope', teeSet: 'M', holesPlayed: 'back', holes: HOLES.slice(9), want: { rating: 3660, slope: 133, par: 36 } },
    { case: 'women, the front nine: half of 79.0, women par 37', teeSet: 'W', holesPlayed: 'front', holes: HOLES.slice(0, 9), want: { rating: 3950, slope: 145, par: 37 } },
  ] as const)('$case', ({ teeSet, holesPlayed, holes, want }) => {
    expect(teeRatingOf(RATINGS, teeSet, holesPlayed, holes)).toEqual(want);
  });

  it('is null for a tee set without a rating and slope, and the game is refused in §R12 words', () => {
    const menOnly: TeeRatings = { ...RATINGS, W: { full: rating(790, 145), front: UNRATED, back: UNRATED } };
    const ratingWithoutSlope: TeeRatings = { ...menOnly, W: { full: { ratingTenths: 790, slope: null }, front: UNRATED, back: UNRATED } };
    expect(teeRatingOf(ratingWithoutSlope, 'W', '18', HOLES)).toBeNull();
    const refused = gameWhsHandicaps(whsGame({ ratings: ratingWithoutSlope }), [player(10), player(12, 'W')]);
    expect(refused).toEqual({ ok: false, message: unratedTeeMessage('Blue', 'W') });
    expect(unratedTeeMessage('Red', 'M')).toBe('Red tees have no course rating and slope for men: add them in the course editor or play with fixed handicaps');
  });
});

describe("a game's handicaps (product §R12)", () => {
  it("the woman on the higher par adds the difference; stroke play's 95%, no off-the-low", () => {
    const worked = gameWhsHandicaps(whsGame(), [player(14.2), player(14.2, 'W')]);
    // Men: 17.913 -> CH 18, x 95% = 17.02 -> 17. Women: 14.2 x 145 / 113 + (79.0 - 73) = 24.221 -> CH 24; plus the par
    // difference (73 - 72 = 1): 25.221 x 95% = 23.96 -> 24.
    expect(worked).toEqual({
      ok: true,
      handicaps: [
        { courseHandicap: 18, playingHandicap: 17, strokeHandicap: 17 },
        { courseHandicap: 24, playingHandicap: 24, strokeHandicap: 24 },
      ],
    });
  });

  it("a match nassau plays 100% with two players and 90% with teams, off the low player; a game's own allowance wins", () => {
    expect([2, 4].map((count) => allowanceInForce(matchNassau, null, count))).toEqual([100, 90]);
    expect(allowanceInForce(matchNassau, 75, 2)).toBe(75);
    const worked = gameWhsHandicaps(whsGame({ format: matchNassau }), [player(10.4), player(20.1)]);
    // 13.441 -> 13 and 24.858 -> 25 at 100%: strokes 0 and 12.
    expect(worked.ok && worked.handicaps.map((h) => h.strokeHandicap)).toEqual([0, 12]);
  });

  it('a nine halves the index and uses the nine’s rating: 8.7 on the front 36.4 / 131 par 36 at 95% -> 5', () => {
    const worked = gameWhsHandicaps(whsGame({ holesPlayed: 'front', holes: HOLES.slice(0, 9) }), [player(8.7)]);
    expect(worked.ok && worked.handicaps[0]).toEqual({ courseHandicap: 6, playingHandicap: 5, strokeHandicap: 5 });
  });
});

describe('a handicap given to a game (product §R19)', () => {
  it.each([
    { mode: 'fixed', value: 12, want: { ok: true, value: 12 } },
    { mode: 'fixed', value: -5, want: { ok: true, value: -5 } },
    { mode: 'fixed', value: 12.5, want: { ok: false, message: 'Handicap must be a whole number' } },
    { mode: 'fixed', value: 55, want: { ok: false, message: 'Please enter a valid handicap (-5 to 54).' } },
    { mode: 'whs', value: 14.2, want: { ok: true, value: 142 } },
    { mode: 'whs', value: -1.2, want: { ok: true, value: -12 } },
    { mode: 'whs', value: 54, want: { ok: true, value: 540 } },
    { mode: 'whs', value: 14.25, want: { ok: false, message: 'A Handicap Index has at most one decimal' } },
    { mode: 'whs', value: -10.1, want: { ok: false, message: 'Please enter a valid Handicap Index (+10.0 to 54.0).' } },
  ] as const)('$mode $value', ({ mode, value, want }) => {
    expect(givenHandicapCheck(mode, value)).toEqual(want);
  });
});

describe('cards by tee set and holes played (product §R12, §R14)', () => {
  it("a woman's card has her pars and her stroke indexes", () => {
    const card = scorecardFor({ handicap: strokeHandicapFrom(1), teeSet: 'W' }, HOLES, new Map());
    // Her index 1 is hole 1 (the men's hole 2): her one stroke goes there, on her par 5.
    expect(card.filter((hole) => hole.strokesReceived > 0).map((hole) => hole.holeNumber)).toEqual([1]);
    expect(card[0]?.par).toBe(5);
    const mens = scorecardFor({ handicap: strokeHandicapFrom(1), teeSet: 'M' }, HOLES, new Map());
    expect(mens.filter((hole) => hole.strokesReceived > 0).map((hole) => hole.holeNumber)).toEqual([2]);
  });

  it('a back-nine match is decided when a side is up by more than the holes left of the nine', () => {
    const back = HOLES.slice(9);
    const game = gameFrom({
      format: { type: 'match' },
      betCents: 500,
      holes: back,
      holesPlayed: 'back',
      players: [
        { id: 'a', name: 'A', handicap: 0, team: null, joinOrder: 0 },
        { id: 'b', name: 'B', handicap: 0, team: null, joinOrder: 1 },
      ],
      // A wins holes 10-14: 5 up with 4 to play of the nine.
      scores: [10, 11, 12, 13, 14].flatMap((holeNumber) => {
        const par = COURSE_PARS[holeNumber - 1] ?? 4;
        return [
          { playerId: 'a', holeNumber, strokes: par - 1 },
          { playerId: 'b', holeNumber, strokes: par },
        ];
      }),
    });
    const { play } = roundState(game);
    expect(play.kind === 'match' && play.match.kind === 'playing' && play.match.decision).toMatchObject({ kind: 'won', result: '5 and 4', onHole: 14 });
  });
});
