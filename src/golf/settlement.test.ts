import { describe, expect, it } from 'vitest';
import { pairwisePoints, type BetState, type PlayerPoints } from './bets';
import type { Format } from './format';
import { roundState } from './round';
import { SEGMENT_FRONT, SEGMENT_ROUND } from './segment';
import { type Payment, paymentsFor, potFor, settlementFor, sharesFor } from './settlement';
import { COURSE_PARS, grossFromResults, testGame, type TestGross, type TestPlayer } from './test-support';
import { centsFrom, centsToDecimalString } from './units';

const STROKE: Format = { type: 'stroke' };
const FOUR: TestPlayer[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];

/** Par on every hole plus `over` strokes on hole 1. */
const round = (over: number): number[] => COURSE_PARS.map((par, i) => (i === 0 ? par + over : par));

/** Winnings as dollar strings by player id. */
function winningsOf(options: Parameters<typeof testGame>[0]): Record<string, string> {
  const settlement = settlementFor(roundState(testGame(options)));
  return Object.fromEntries(settlement.winnings.map((w) => [w.playerId, centsToDecimalString(w.cents)]));
}

describe('worked examples of product §R5', () => {
  it.each([
    {
      example: 'stroke, b=$10, 4 players, one winner',
      gross: { a: round(0), b: round(1), c: round(2), d: round(3) },
      winnings: { a: '30.00', b: '-10.00', c: '-10.00', d: '-10.00' },
    },
    {
      example: 'stroke, b=$10, two tied winners among 4',
      gross: { a: round(2), b: round(0), c: round(0), d: round(1) },
      winnings: { a: '-10.00', b: '10.00', c: '10.00', d: '-10.00' },
    },
  ])('$example', ({ gross, winnings }) => {
    expect(winningsOf({ format: STROKE, players: FOUR, gross, betCents: 1000 })).toEqual(winnings);
  });

  it('nassau match 1 v 1, b=$5: A wins front, B wins back, overall halved -> both 0.00', () => {
    const { a, b } = grossFromResults(`a${'h'.repeat(8)}b${'h'.repeat(8)}`);
    const format: Format = { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 };
    expect(winningsOf({ format, players: [{ id: 'a' }, { id: 'b' }], gross: { a, b }, betCents: 500 })).toEqual({ a: '0.00', b: '0.00' });
  });

  it('nassau stroke, 3 players, b=$5, A wins all three -> A +30.00, B -15.00, C -15.00', () => {
    const format: Format = { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 };
    const gross: TestGross = { a: COURSE_PARS.map((p) => p - 1), b: round(0), c: round(4) };
    const players = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(winningsOf({ format, players, gross, betCents: 500 })).toEqual({ a: '30.00', b: '-15.00', c: '-15.00' });
  });
});

describe('settlement rules (product §R5, §R6)', () => {
  it('leftover cents go to winners in join order: 3 tied winners share $10.00 as 3.34, 3.33, 3.33', () => {
    const gross = { a: round(5), b: round(0), c: round(0), d: round(0) };
    expect(winningsOf({ format: STROKE, players: FOUR, gross, betCents: 1000 })).toEqual({
      a: '-10.00',
      b: '3.34',
      c: '3.33',
      d: '3.33',
    });
  });

  it.each([
    { total: 1000, winners: ['p', 'q', 'r'], shares: [334, 333, 333] },
    { total: 1001, winners: ['p', 'q', 'r'], shares: [334, 334, 333] },
    { total: 2000, winners: ['p', 'q', 'r'], shares: [667, 667, 666] },
    { total: 700, winners: ['p', 'q'], shares: [350, 350] },
    { total: 500, winners: [], shares: [] },
  ])('sharesFor($total, $winners) -> $shares', ({ total, winners, shares }) => {
    expect(sharesFor(centsFrom(total), winners).map((s) => s.cents)).toEqual(shares);
  });

  it('four-ball: each loser pays b, the two winners share (product §R5)', () => {
    const { a, b } = grossFromResults('aaaaaaaaaa');
    const players: TestPlayer[] = [
      { id: 'r1', team: 'A' },
      { id: 'b1', team: 'B' },
      { id: 'r2', team: 'A' },
      { id: 'b2', team: 'B' },
    ];
    const gross = { r1: a, r2: a, b1: b, b2: b };
    expect(winningsOf({ format: { type: 'bestball' }, players, gross, betCents: 2500 })).toEqual({
      r1: '25.00',
      b1: '-25.00',
      r2: '25.00',
      b2: '-25.00',
    });
  });

  it.each([
    { case: 'undecided match goes to the side that is up', results: 'abaa', winnings: { a: '7.00', b: '-7.00' } },
    { case: 'all square is a push', results: 'abab', winnings: { a: '0.00', b: '0.00' } },
    { case: 'no hole counted is a push', results: '', winnings: { a: '0.00', b: '0.00' } },
  ])('§R6 incomplete match: $case', ({ results, winnings }) => {
    const { a, b } = grossFromResults(results);
    const players = [{ id: 'a' }, { id: 'b' }];
    expect(winningsOf({ format: { type: 'match' }, players, gross: { a, b }, betCents: 700 })).toEqual(winnings);
  });

  it('§R5: with one player nobody wins money and the pot is 0', () => {
    const settlement = settlementFor(roundState(testGame({ format: STROKE, players: [{ id: 'solo' }], gross: { solo: round(0) }, betCents: 1000 })));
    expect([settlement.pot, settlement.winnings]).toEqual([0, [{ playerId: 'solo', cents: 0 }]]);
  });

  it('a bet of 0 moves nothing and lists no amounts', () => {
    const settlement = settlementFor(roundState(testGame({ format: STROKE, players: FOUR, gross: { a: round(0) }, betCents: 0 })));
    expect(settlement.bets[0]?.amounts).toEqual([]);
    expect(settlement.winnings.every((w) => Object.is(w.cents, 0))).toBe(true);
  });

  it('names each bet and its winners and losers in join order', () => {
    const gross = { a: round(3), b: round(1), c: round(0), d: round(1) };
    const [bet] = settlementFor(roundState(testGame({ format: STROKE, players: FOUR, gross, betCents: 100 }))).bets;
    expect(bet).toMatchObject({ key: 'game', label: 'Game', winnerIds: ['c'], loserIds: ['a', 'b', 'd'] });
  });
});

describe('potFor (product §R5: b x (nassau ? 3 : 1) x players)', () => {
  it.each<{ format: Format; bet: number; players: number; pot: number }>([
    { format: STROKE, bet: 1000, players: 4, pot: 4000 },
    { format: { type: 'match' }, bet: 2500, players: 2, pot: 5000 },
    { format: { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 }, bet: 500, players: 3, pot: 4500 },
    { format: { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 }, bet: 700, players: 5, pot: 10500 },
    { format: STROKE, bet: 1000, players: 1, pot: 0 },
  ])('$format.type, b=$bet, $players players -> $pot', ({ format, bet, players, pot }) => {
    expect(potFor(format, centsFrom(bet), players)).toBe(pot);
  });
});

describe('paymentsFor (issue 11: who would owe whom)', () => {
  const amounts = (cents: Readonly<Record<string, number>>) => Object.entries(cents).map(([playerId, value]) => ({ playerId, cents: centsFrom(value) }));
  const listed = (payments: readonly Payment[]) => payments.map((p) => `${p.fromId}->${p.toId} ${centsToDecimalString(p.cents)}`);

  it.each<{ case: string; winnings: Record<string, number>; payments: string[] }>([
    { case: 'nobody won anything', winnings: { a: 0, b: 0 }, payments: [] },
    { case: 'one loser pays one winner', winnings: { a: 750, b: -750 }, payments: ['b->a 7.50'] },
    {
      case: 'stroke, b=$10, one winner of four (product §R5)',
      winnings: { a: 3000, b: -1000, c: -1000, d: -1000 },
      payments: ['b->a 10.00', 'c->a 10.00', 'd->a 10.00'],
    },
    {
      case: 'nassau match, 3 players: the lone loser pays both winners',
      winnings: { sam: 750, alice: -1500, bob: 750 },
      payments: ['alice->sam 7.50', 'alice->bob 7.50'],
    },
    {
      case: 'exact matches pay each other, not through a third player',
      winnings: { a: 1200, b: 500, c: -500, d: -1200 },
      payments: ['c->b 5.00', 'd->a 12.00'],
    },
    {
      case: 'largest debt to largest credit, split where it must be',
      winnings: { a: 1000, b: 700, c: -300, d: -1400 },
      payments: ['c->b 3.00', 'd->a 10.00', 'd->b 4.00'],
    },
    {
      case: 'leftover cents: 3 tied winners share $10.00',
      winnings: { a: -1000, b: 334, c: 333, d: 333 },
      payments: ['a->b 3.34', 'a->c 3.33', 'a->d 3.33'],
    },
  ])('$case', ({ winnings, payments }) => {
    expect(listed(paymentsFor(amounts(winnings)))).toEqual(payments);
  });

  it('settles every player exactly, in at most one payment fewer than the players with money to move', () => {
    const winnings = amounts({ a: 2500, b: -700, c: -1100, d: 900, e: -1600 });
    const payments = paymentsFor(winnings);
    const net = new Map(winnings.map((w) => [w.playerId, 0]));
    for (const p of payments) {
      expect(p.cents).toBeGreaterThan(0);
      net.set(p.fromId, (net.get(p.fromId) ?? 0) - p.cents);
      net.set(p.toId, (net.get(p.toId) ?? 0) + p.cents);
    }
    expect(Object.fromEntries(net)).toEqual(Object.fromEntries(winnings.map((w) => [w.playerId, w.cents])));
    expect(payments.length).toBeLessThanOrEqual(winnings.length - 1);
  });

  it('refuses amounts that do not sum to 0', () => {
    expect(() => paymentsFor(amounts({ a: 500, b: -400 }))).toThrow(RangeError);
  });

  it('settles what settlementFor works out for a round', () => {
    const gross = { a: round(0), b: round(1), c: round(2), d: round(3) };
    const settlement = settlementFor(roundState(testGame({ format: STROKE, players: FOUR, gross, betCents: 1000 })));
    expect(listed(paymentsFor(settlement.winnings))).toEqual(['b->a 10.00', 'c->a 10.00', 'd->a 10.00']);
  });
});

// The settlement model for bets that are not one win, loss or push (issue 28): bets counted in units and bets made
// during a round. The outcomes below are what the formats of product §R13, §R15 and §R16 will produce; settling them
// here fixes the arithmetic before the formats exist.
describe('bets counted in units and bets made during a round (product §R13, §R15, §R16)', () => {
  const PLAYERS = ['a', 'b', 'c', 'd'];
  const sidesOf = (ids: readonly string[]) => ids.map((id) => ({ id: `player:${id}`, team: null, name: id, shortName: id, playerIds: [id] }));

  function settle(bets: readonly BetState[], players: readonly string[] = PLAYERS, betCents = 100): Record<string, string> {
    const state = roundState(testGame({ format: STROKE, players: players.map((id) => ({ id })), gross: {}, betCents }));
    const sides = sidesOf(players).map((side) => ({ ...side, runningToPar: 0 as never, runningDisplay: 'E' }));
    const settlement = settlementFor({ ...state, sides, bets });
    return Object.fromEntries(settlement.winnings.map((w) => [w.playerId, centsToDecimalString(w.cents)]));
  }
  const units = (counts: Record<string, number>) => Object.entries(counts).map(([playerId, count]) => ({ playerId, units: count }));
  const pointsBet = (key: string, points: readonly PlayerPoints[], unitCents = 100): BetState => ({
    key,
    kind: 'points',
    label: key,
    holes: SEGMENT_ROUND,
    status: '',
    outcome: { kind: 'points', unitCents: centsFrom(unitCents), points },
  });
  const won = (key: string, winner: string, loser: string): BetState => ({
    key,
    kind: 'press',
    label: key,
    holes: SEGMENT_FRONT,
    status: '',
    outcome: { kind: 'won', winnerSideIds: [`player:${winner}`], loserSideIds: [`player:${loser}`] },
  });

  it.each<{ example: string; units: Record<string, number>; winnings: Record<string, string> }>([
    {
      example: 'skins, $1: A 3 skins, C 2, one void (product §R13)',
      units: { a: 3, b: 0, c: 2, d: 0 },
      winnings: { a: '7.00', b: '-5.00', c: '3.00', d: '-5.00' },
    },
    {
      example: 'stableford, $1 a point: A 36, B 30, C 27 (product §R13)',
      units: { a: 36, b: 30, c: 27 },
      winnings: { a: '15.00', b: '-3.00', c: '-12.00' },
    },
    {
      example: 'dots, $1: A 3, B 1, C 0, D 2 (product §R16)',
      units: { a: 3, b: 1, c: 0, d: 2 },
      winnings: { a: '6.00', b: '-2.00', c: '-6.00', d: '2.00' },
    },
  ])('$example', ({ units: counts, winnings }) => {
    const players = Object.keys(counts);
    expect(settle([pointsBet('units', pairwisePoints(units(counts)))], players)).toEqual(winnings);
  });

  it('wolf points are already zero-sum: each is worth the bet (product §R13: P1 +3, P2 +7, P3 -9, P4 -1)', () => {
    const points = [
      { playerId: 'a', points: 3 },
      { playerId: 'b', points: 7 },
      { playerId: 'c', points: -9 },
      { playerId: 'd', points: -1 },
    ];
    expect(settle([pointsBet('wolf', points)])).toEqual({ a: '3.00', b: '7.00', c: '-9.00', d: '-1.00' });
  });

  it('a unit bet has its own value, apart from the game bet: side bets settle in a $0 game (product §R16)', () => {
    const dots = pointsBet('dots', pairwisePoints(units({ a: 1, b: 0, c: 0, d: 0 })), 250);
    expect(settle([dots], PLAYERS, 0)).toEqual({ a: '7.50', b: '-2.50', c: '-2.50', d: '-2.50' });
  });

  it('presses are more bets between the same sides, each worth the bet (product §R15: A -20.00 on the front)', () => {
    const front = [won('front', 'a', 'b'), won('front-press-1', 'b', 'a'), won('front-press-2', 'b', 'a'), won('front-press-3', 'b', 'a')];
    expect(settle(front, ['a', 'b'], 1000)).toEqual({ a: '-20.00', b: '20.00' });
    expect(settle(front.slice(0, 3), ['a', 'b'], 1000)).toEqual({ a: '-10.00', b: '10.00' });
  });

  it('bets of both kinds add up in one game and sum to zero', () => {
    const bets = [won('game', 'a', 'c'), pointsBet('dots', pairwisePoints(units({ a: 0, b: 2, c: 1, d: 0 })), 50)];
    const winnings = settle(bets);
    // Game: a +1.00, c -1.00. Dots at 0.50: 4 x units - 3 is a -3, b +5, c +1, d -3.
    expect(winnings).toEqual({ a: '-0.50', b: '2.50', c: '-0.50', d: '-1.50' });
    expect(Object.values(winnings).reduce((sum, text) => sum + Number(text), 0)).toBe(0);
  });

  it('pairwisePoints always sums to zero and keeps the players in order', () => {
    const points = pairwisePoints(units({ d: 4, a: 1, c: 0 }));
    expect(points).toEqual([
      { playerId: 'd', points: 7 },
      { playerId: 'a', points: -2 },
      { playerId: 'c', points: -5 },
    ]);
    expect(points.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
  });
});
