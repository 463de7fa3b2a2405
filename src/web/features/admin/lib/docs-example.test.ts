import { describe, expect, it } from 'vitest';
import { handicapStrokesTable, settlementExample } from './docs-example';

// The Docs tab's examples are the engine's own answers; these tests pin what the prose around them relies on:
// the nassau's three bets end three different ways (one winner, a shared win, another winner) and the money squares.

describe('settlementExample', () => {
  const example = settlementExample();

  it('is a $5 nassau of three golfers with a $45 pot (bet x 3 bets x 3 players)', () => {
    expect(example.format).toEqual({ type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 });
    expect(example.betCents).toBe(500);
    expect(example.pot).toBe(4500);
    expect(example.players.map((p) => p.handicapDisplay)).toEqual(['0', '10', '+2']);
  });

  it.each([
    { name: 'Alex', gross: 74, received: 0, front: 35, back: 39, overall: 74 },
    { name: 'Blake', gross: 83, received: 10, front: 37, back: 36, overall: 73 },
    { name: 'Casey', gross: 70, received: -2, front: 36, back: 36, overall: 72 },
  ])('$name: gross $gross, $received strokes, nets $front / $back / $overall', ({ name, gross, received, front, back, overall }) => {
    const player = example.players.find((p) => p.name === name);
    expect(player).toMatchObject({ gross, strokesReceived: received, netByBet: { front, back, overall } });
  });

  it.each([
    { label: 'Front 9', winners: ['Alex'], cents: { alex: 1000, blake: -500, casey: -500 } },
    { label: 'Back 9', winners: ['Blake', 'Casey'], cents: { alex: -500, blake: 250, casey: 250 } },
    { label: 'Overall', winners: ['Casey'], cents: { alex: -500, blake: -500, casey: 1000 } },
  ])('$label is won by $winners', ({ label, winners, cents }) => {
    const bet = example.bets.find((b) => b.label === label);
    expect(bet).toMatchObject({ winnerNames: winners, push: false, centsByPlayer: cents });
  });

  it('squares to zero: Alex even, Blake pays Casey $7.50', () => {
    expect(example.winnings).toEqual([
      { id: 'alex', name: 'Alex', cents: 0 },
      { id: 'blake', name: 'Blake', cents: -750 },
      { id: 'casey', name: 'Casey', cents: 750 },
    ]);
    expect(example.winnings.reduce((sum, entry) => sum + entry.cents, 0)).toBe(0);
    expect(example.payments).toEqual([{ from: 'Blake', to: 'Casey', cents: 750 }]);
  });
});

describe('handicapStrokesTable', () => {
  it.each([
    { handicap: 10, indexes: [1, 10, 11], strokes: [1, 1, 0], roundTotal: 10, shown: '10' },
    { handicap: 20, indexes: [1, 3, 18], strokes: [2, 1, 1], roundTotal: 20, shown: '20' },
    { handicap: 38, indexes: [2, 3, 18], strokes: [3, 2, 2], roundTotal: 38, shown: '38' },
    { handicap: -2, indexes: [16, 17, 18], strokes: [0, -1, -1], roundTotal: -2, shown: '+2' },
  ])('handicap $shown on indexes $indexes receives $strokes', ({ handicap, indexes, strokes, roundTotal, shown }) => {
    expect(handicapStrokesTable([handicap], indexes)).toEqual([{ handicap, handicapDisplay: shown, strokes, roundTotal }]);
  });

  it('refuses a handicap outside -5..54', () => {
    expect(() => handicapStrokesTable([55], [1])).toThrow(RangeError);
  });
});
