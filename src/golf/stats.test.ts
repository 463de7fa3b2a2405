import { describe, expect, it } from 'vitest';
import { gameStatisticsFor, ratioToOneDecimal, roundToParFor, statisticsFor } from './stats';
import { COURSE_PARS, grossFromToPar, repeat, testCard } from './test-support';

// Round A: 73 (front 36, back 37), 3 birdies, h=5: net par or better on all 5 stroke holes.
const ROUND_A = testCard(grossFromToPar({ 1: 1, 3: -1, 5: 1, 7: -1, 10: 1, 12: -1, 14: 1 }), 5);
// Round B: 72 (front 34, back 38), 2 birdies, h=19: strokes on all 18 holes, net over par only on 18.
const ROUND_B = testCard(grossFromToPar({ 1: -1, 2: -1, 18: 2 }), 19);
// Round C: only the front nine, all bogeys (45), scratch.
const ROUND_C = testCard([...COURSE_PARS.slice(0, 9).map((par) => par + 1), ...repeat(null, 9)]);

describe('statisticsFor over completed games (product §R9)', () => {
  it('three games, one of them not a full 18', () => {
    expect(statisticsFor([ROUND_A, ROUND_B, ROUND_C])).toEqual({
      totalRounds: 3,
      averageScore: 72.5, // (73 + 72) / 2: 18-hole rounds only
      bestRound: 72,
      totalBirdies: 5,
      birdiePercentage: 9.3, // 5 / (18 x 3) x 100 = 9.26
      handicapStrokeEffectiveness: 95.7, // (5 + 17) / (5 + 18) = 95.65%
      avgFront9: 38.3, // (36 + 34 + 45) / 3
      avgBack9: 37.5, // (37 + 38) / 2: round C has no back nine
    });
  });

  it('a nine-hole round counts in its nine\'s average only (product §R14)', () => {
    // Round C as a front-nine game's card (45): the 18-hole figures are round A's and B's alone.
    const withNine = statisticsFor([ROUND_A, ROUND_B], { front: [ROUND_C.slice(0, 9)], back: [] });
    expect(withNine).toEqual({
      totalRounds: 2,
      averageScore: 72.5,
      bestRound: 72,
      totalBirdies: 5,
      birdiePercentage: 13.9, // 5 / (18 x 2) x 100
      handicapStrokeEffectiveness: 95.7,
      avgFront9: 38.3, // (36 + 34 + 45) / 3
      avgBack9: 37.5, // (37 + 38) / 2
    });
  });

  it('no games: zero counts and nothing to average', () => {
    expect(statisticsFor([])).toEqual({
      totalRounds: 0,
      averageScore: null,
      bestRound: null,
      totalBirdies: 0,
      birdiePercentage: 0,
      handicapStrokeEffectiveness: null,
      avgFront9: null,
      avgBack9: null,
    });
  });
});

describe('gameStatisticsFor one game (product §R9: birdie % over 18 holes)', () => {
  it.each([
    { round: 'A', card: ROUND_A, stats: { birdies: 3, birdiePercentage: 16.7, handicapStrokes: 5, handicapStrokeEffectiveness: 100 } },
    { round: 'B', card: ROUND_B, stats: { birdies: 2, birdiePercentage: 11.1, handicapStrokes: 19, handicapStrokeEffectiveness: 94.4 } },
    { round: 'C', card: ROUND_C, stats: { birdies: 0, birdiePercentage: 0, handicapStrokes: 0, handicapStrokeEffectiveness: null } },
    {
      round: 'plus 2',
      card: testCard(grossFromToPar({ 4: -1 }), -2),
      stats: { birdies: 1, birdiePercentage: 5.6, handicapStrokes: -2, handicapStrokeEffectiveness: null },
    },
  ])('round $round', ({ card, stats }) => {
    expect(gameStatisticsFor(card)).toEqual(stats);
  });
});

describe('ratioToOneDecimal', () => {
  it.each([
    { numerator: 1, denominator: 3, value: 0.3 },
    { numerator: 2, denominator: 3, value: 0.7 },
    { numerator: 145, denominator: 2, value: 72.5 },
    { numerator: 7, denominator: 0, value: null },
  ])('$numerator / $denominator -> $value', ({ numerator, denominator, value }) => {
    expect(ratioToOneDecimal(numerator, denominator)).toBe(value);
  });
});

describe('roundToParFor: gross and net against the par of the holes scored (the profile chart)', () => {
  it.each([
    { name: 'round A, h=5: 73 gross on par 72, 5 strokes received', card: ROUND_A, holesPlayed: 18, grossToPar: 1, netToPar: -4 },
    { name: 'round B, h=19: 72 gross, 19 strokes received', card: ROUND_B, holesPlayed: 18, grossToPar: 0, netToPar: -19 },
    { name: 'round C: nine bogeys, scratch, back nine unplayed', card: ROUND_C, holesPlayed: 9, grossToPar: 9, netToPar: 9 },
    { name: 'a plus handicap (+2) gives two strokes back', card: testCard(grossFromToPar({}), -2), holesPlayed: 18, grossToPar: 0, netToPar: 2 },
  ])('$name', ({ card, holesPlayed, grossToPar, netToPar }) => {
    expect(roundToParFor(card)).toEqual({ holesPlayed, grossToPar, netToPar });
  });

  it('an unplayed card is level with nothing played', () => {
    expect(roundToParFor(testCard(repeat(null, 18)))).toEqual({ holesPlayed: 0, grossToPar: 0, netToPar: 0 });
  });
});
