import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import type { MatchState } from './match-play';
import type { NassauBet } from './nassau';
import { roundState, type RoundState } from './round';
import { settlementFor } from './settlement';
import type { StrokeStanding } from './stroke';
import { COURSE_PARS, grossFromResults, repeat, testGame, type TestGross, type TestPlayer } from './test-support';

const NASSAU_MATCH: Format = { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 };
const NASSAU_STROKE: Format = { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 };

function bets(state: RoundState): readonly NassauBet[] {
  if (state.play.kind !== 'nassau') throw new Error('expected a nassau');
  return state.play.bets;
}

function matchOf(bet: NassauBet | undefined): Extract<MatchState, { kind: 'playing' }> {
  if (bet?.play.kind !== 'match' || bet.play.match.kind !== 'playing') throw new Error('expected a match bet');
  return bet.play.match;
}

function standingOf(bet: NassauBet | undefined): StrokeStanding {
  if (bet?.play.kind !== 'stroke') throw new Error('expected a stroke bet');
  return bet.play.standing;
}

/** Each player's gross: par everywhere except the given { hole: strokes-to-par } changes. */
function card(changes: Readonly<Record<number, number>> = {}, base = 0): number[] {
  return COURSE_PARS.map((par, i) => par + base + (changes[i + 1] ?? 0));
}

describe('nassau in match mode (product §R4)', () => {
  const singles: TestPlayer[] = [
    { id: 'sam', name: 'Sam' },
    { id: 'alex', name: 'Alex' },
  ];

  it('front, back and overall go three different ways: Sam front, Alex back, overall halved (product §R5 example)', () => {
    // Front: Sam wins holes 1-2 (2 and 1 on the 8th). Back: Alex wins 10-11. Overall: all square after 18.
    const { a, b } = grossFromResults(`aa${'h'.repeat(7)}bb${'h'.repeat(7)}`);
    const state = roundState(testGame({ format: NASSAU_MATCH, players: singles, gross: { sam: a, alex: b }, betCents: 500 }));
    const [front, back, overall] = bets(state);
    expect([matchOf(front).status, matchOf(back).status, matchOf(overall).status]).toEqual([
      'Sam Wins! (2 and 1)',
      'Alex Wins! (2 and 1)',
      'Halved',
    ]);
    expect(state.bets.map((bet) => bet.outcome.kind)).toEqual(['won', 'won', 'push']);
    expect(settlementFor(state).winnings.map((w) => [w.playerId, w.cents])).toEqual([
      ['sam', 0],
      ['alex', 0],
    ]);
  });

  it('9-hole matches are decided when |up| > holes remaining in the nine; the overall match goes on', () => {
    // Sam wins holes 1-5: 5 up with 4 left in the front nine.
    const { a, b } = grossFromResults('aaaaa');
    const [front, back, overall] = bets(roundState(testGame({ format: NASSAU_MATCH, players: singles, gross: { sam: a, alex: b } })));
    expect(matchOf(front)).toMatchObject({ status: 'Sam Wins! (5 and 4)', holesRemaining: 4 });
    expect(matchOf(back)).toMatchObject({ status: 'Match has not started', holesRemaining: 9 });
    expect(matchOf(overall)).toMatchObject({ status: 'Sam is 5UP thru 5', holesRemaining: 13, decision: null });
  });

  it('back-nine status counts the holes of its own nine ("thru N" with N holes counted in the nine)', () => {
    const { a, b } = grossFromResults(`${'h'.repeat(9)}bhh`);
    const [, back] = bets(roundState(testGame({ format: NASSAU_MATCH, players: singles, gross: { sam: a, alex: b } })));
    expect(matchOf(back)).toMatchObject({ status: 'Alex is 1UP thru 3', holesCounted: 3, holesRemaining: 6 });
  });

  it('with 3 players the sides are Red and Blue teams, 2 v 1 (product §R3)', () => {
    const players: TestPlayer[] = [
      { id: 'r1', team: 'A' },
      { id: 'b1', team: 'B' },
      { id: 'r2', team: 'A' },
    ];
    const state = roundState(testGame({ format: NASSAU_MATCH, players, gross: { r1: card({ 1: -1 }), b1: card(), r2: card() } }));
    expect(state.sides.map((side) => [side.name, side.playerIds])).toEqual([
      ['Red Team', ['r1', 'r2']],
      ['Blue Team', ['b1']],
    ]);
    expect(matchOf(bets(state)[2]).status).toBe('Red Team Wins! (1 up)');
  });
});

describe('nassau in stroke mode (product §R4)', () => {
  it('three players, three different winners: A the front, B the back, C overall', () => {
    // Net totals: A 34 + 40 = 74, B 38 + 35 = 73, C 36 + 36 = 72 (pars 36 / 36).
    const gross: TestGross = {
      a: card({ 1: -1, 2: -1, 10: 1, 11: 1, 12: 1, 13: 1 }),
      b: card({ 1: 1, 2: 1, 10: -1 }),
      c: card(),
    };
    const state = roundState(testGame({ format: NASSAU_STROKE, players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], gross, betCents: 500 }));
    const standings = bets(state).map(standingOf);
    expect(standings.map((s) => s.totals.map((t) => t.totalNet))).toEqual([
      [34, 38, 36],
      [40, 35, 36],
      [74, 73, 72],
    ]);
    expect(standings.map((s) => s.leaderSideIds)).toEqual([['player:a'], ['player:b'], ['player:c']]);
    const settlement = settlementFor(state);
    expect(settlement.bets.map((bet) => bet.amounts.map((x) => x.cents))).toEqual([
      [1000, -500, -500],
      [-500, 1000, -500],
      [-500, -500, 1000],
    ]);
  });

  it('two players tied for the lowest total share the bet; the third behind pays (product §R4)', () => {
    const gross: TestGross = { a: card({ 1: -1 }), b: card({ 2: -1 }), c: card() };
    const state = roundState(testGame({ format: NASSAU_STROKE, betCents: 500, players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], gross }));
    expect(state.bets.map((bet) => bet.outcome.kind)).toEqual(['won', 'push', 'won']);
    expect(standingOf(bets(state)[0]).status).toBe('Tied thru 9');
    const settlement = settlementFor(state);
    // Front and overall: c pays $5 each, a and b share it (leftover cent to a, the first to join); back is a push.
    expect(settlement.bets.map((bet) => bet.amounts.map((x) => x.cents))).toEqual([[250, 250, -500], [], [250, 250, -500]]);
    expect(settlement.winnings.map((w) => w.cents)).toEqual([500, 500, -1000]);
  });

  it('a stroke bet is a push only when every side ties', () => {
    const gross: TestGross = { a: card({ 1: -1 }), b: card({ 1: -1 }), c: card({ 1: -1 }) };
    const state = roundState(testGame({ format: NASSAU_STROKE, betCents: 500, players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], gross }));
    expect(state.bets.map((bet) => bet.outcome.kind)).toEqual(['push', 'push', 'push']);
    expect(settlementFor(state).winnings.map((w) => w.cents)).toEqual([0, 0, 0]);
  });

  it('uneven teams 3 v 2: side best-ball totals, losers pay b each, winners share with leftover cents in join order', () => {
    // Red: r1 birdies 1; r2 birdies 2 and 3, bogeys elsewhere; r3 bogeys. Blue: b1 birdies 10 and 11; b2 bogeys.
    // Best-ball to par: front Red -3 v Blue E; back Red E v Blue -2; overall Red -3 v Blue -2.
    const players: TestPlayer[] = [
      { id: 'r1', team: 'A' },
      { id: 'b1', team: 'B' },
      { id: 'r2', team: 'A' },
      { id: 'b2', team: 'B' },
      { id: 'r3', team: 'A' },
    ];
    const gross: TestGross = {
      r1: card({ 1: -1 }),
      r2: card({ 2: -2, 3: -2 }, 1),
      r3: card({}, 1),
      b1: card({ 10: -1, 11: -1 }),
      b2: card({}, 1),
    };
    const state = roundState(testGame({ format: NASSAU_STROKE, players, gross, betCents: 1000 }));
    expect(state.sides.map((s) => [s.id, s.runningDisplay])).toEqual([
      ['team:A', '-3'],
      ['team:B', '-2'],
    ]);
    expect(bets(state).map((bet) => standingOf(bet).totals.map((t) => t.toPar))).toEqual([
      [-3, 0],
      [0, -2],
      [-3, -2],
    ]);
    expect(state.bets.map((bet) => (bet.outcome.kind === 'won' ? bet.outcome.winnerSideIds : []))).toEqual([
      ['team:A'],
      ['team:B'],
      ['team:A'],
    ]);
    const winnings = Object.fromEntries(settlementFor(state).winnings.map((w) => [w.playerId, w.cents]));
    // Front and overall: Blue pays 2 x 1000 = 2000 -> 667, 667, 666 to r1, r2, r3. Back: Red pays 3000 -> 1500 each to Blue.
    expect(winnings).toEqual({ r1: 334, b1: -500, r2: 334, b2: -500, r3: 332 });
    expect(state.players.map((p) => [p.id, p.netScore, p.position])).toEqual([
      ['r1', -1, 2],
      ['b1', -2, 1],
      ['r2', 14, 3],
      ['b2', 18, 4],
      ['r3', 18, 4],
    ]);
  });

  it('two players: each is a side, not a team; a stroke nassau with 3 players has no teams either (product §R3)', () => {
    const two = roundState(testGame({ format: NASSAU_STROKE, players: [{ id: 'a', team: 'A' }, { id: 'b', team: 'A' }], gross: {} }));
    expect([two.sidesAreTeams, two.sides.map((s) => s.id)]).toEqual([false, ['player:a', 'player:b']]);
    const three = roundState(testGame({ format: NASSAU_STROKE, players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], gross: {} }));
    expect(three.sidesAreTeams).toBe(false);
  });

  it('holes not yet scored: bets stand on the holes counted so far (product §R6)', () => {
    const gross: TestGross = { a: [...card({ 1: -1 }).slice(0, 3), ...repeat(null, 15)], b: card().slice(0, 5) };
    const state = roundState(testGame({ format: NASSAU_STROKE, players: [{ id: 'a' }, { id: 'b' }], gross }));
    const [front, back, overall] = bets(state).map(standingOf);
    expect([front?.holesCounted, back?.holesCounted, overall?.holesCounted]).toEqual([3, 0, 3]);
    expect([front?.status, back?.status]).toEqual(['a leads by 1 thru 3', 'Not started']);
    expect(state.bets.map((bet) => bet.outcome.kind)).toEqual(['won', 'push', 'won']);
  });
});

describe('a pressing nassau (product §R15)', () => {
  const pressing = (presses: 'manual' | 'auto', maxPresses = 0): Format => ({ type: 'nassau', mode: 'match', presses, maxPresses });
  const players: TestPlayer[] = [{ id: 'a' }, { id: 'b' }];
  // §R15's example on the front nine, the back all halved: A A halve A A B halve B B.
  const gross = grossFromResults('aahaabhbb' + 'h'.repeat(9));
  /** A's money from the front nine's bets (its original and its presses), in cents. */
  const frontOfA = (state: RoundState) =>
    settlementFor(state)
      .bets.filter((bet) => bet.key.startsWith('front'))
      .flatMap((bet) => bet.amounts.filter((amount) => amount.playerId === 'a'))
      .reduce((sum, amount) => sum + amount.cents, 0);

  it("§R15 example: presses from 3, 6 and 9 are bets of their own, listed after the front's; A -$20.00 on the front", () => {
    const state = roundState(testGame({ format: pressing('auto'), players, gross, betCents: 1000 }));
    expect(state.bets.map((bet) => [bet.key, bet.kind, bet.label])).toEqual([
      ['front', 'front', 'Front 9'],
      ['front-press-1', 'press', 'Front 9 press 1 (from 3)'],
      ['front-press-2', 'press', 'Front 9 press 2 (from 6)'],
      ['front-press-3', 'press', 'Front 9 press 3 (from 9)'],
      ['back', 'back', 'Back 9'],
      ['overall', 'overall', 'Overall'],
    ]);
    expect(frontOfA(state)).toBe(-2000);
    // The overall goes to A, 1 up like the front's original bet; the back is halved.
    expect(settlementFor(state).winnings.map((w) => w.cents)).toEqual([-1000, 1000]);
  });

  it('with maxPresses 2 the 9th starts nothing: A -$10.00', () => {
    const state = roundState(testGame({ format: pressing('auto', 2), players, gross, betCents: 1000 }));
    expect(state.bets.filter((bet) => bet.kind === 'press')).toHaveLength(2);
    expect(frontOfA(state)).toBe(-1000);
  });

  it('a stored manual press is a bet from its start hole; a stroke-mode nassau presses nothing', () => {
    const manual = roundState({ ...testGame({ format: pressing('manual'), players, gross, betCents: 1000 }), manualPresses: [{ segment: 'back', startHole: 12 as never }] });
    expect(manual.bets.filter((bet) => bet.kind === 'press').map((bet) => [bet.label, bet.holes.first, bet.holes.last, bet.status])).toEqual([['Back 9 press 1 (from 12)', 12, 18, 'Halved']]);
    const stroke = roundState(testGame({ format: { type: 'nassau', mode: 'stroke', presses: 'auto', maxPresses: 0 }, players, gross }));
    expect(stroke.bets.map((bet) => bet.kind)).toEqual(['front', 'back', 'overall']);
  });
});
