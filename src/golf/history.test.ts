import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import { moneyChangesOf, type RoundChange } from './history';
import { roundState } from './round';
import { settlementFor } from './settlement';
import { testGame, type TestPlayer } from './test-support';
import { centsToDecimalString } from './units';

// Money in the history (product §R17): each change's move in every player's winnings, as if the game were completed
// then. The figures below are worked by hand from product §R4-§R6 on the test course (hole 1 par 4, hole 10 par 4).

const STROKE: Format = { type: 'stroke' };
const NASSAU: Format = { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 };

/** The money each change moved, as dollar strings by player id ({} for none). */
function movedDollars(format: Format, players: readonly TestPlayer[], betCents: number, changes: readonly RoundChange[]): Record<string, string>[] {
  const start = testGame({ format, players, gross: {}, betCents });
  return moneyChangesOf(start, changes).map((moved) => Object.fromEntries(moved.map((entry) => [entry.playerId, centsToDecimalString(entry.cents)])));
}

const score = (playerId: string, holeNumber: number, strokes: number): RoundChange => ({ playerId, holeNumber, strokes });

describe('moneyChangesOf: worked examples', () => {
  it('stroke play, 2 players, $10: a hole counts once both have a score; a correction moves the lead; drinks and a confirmation move nothing', () => {
    const moved = movedDollars(STROKE, [{ id: 'ana' }, { id: 'ben' }], 1000, [
      score('ana', 1, 4), // hole 1 is not counted until Ben has a score: no bet is won yet
      score('ben', 1, 5), // Ana leads by 1: as if completed, Ben pays Ana $10
      score('ana', 1, 6), // Ana corrected to 6: Ben leads, Ana pays $10, so Ana moves -$20 and Ben +$20
      null, // a drink moves no money
      score('ana', 1, 5), // tied: a push, both back to nothing
      score('ana', 1, 5), // the same strokes again (a confirmation)
    ]);
    expect(moved).toEqual([{}, { ana: '10.00', ben: '-10.00' }, { ana: '-20.00', ben: '20.00' }, {}, { ana: '10.00', ben: '-10.00' }, {}]);
  });

  it('stroke play, 3 players, $10: two tied leaders share the third\'s $10, and a tie of all is a push', () => {
    const moved = movedDollars(STROKE, [{ id: 'ana' }, { id: 'ben' }, { id: 'cal' }], 1000, [
      score('ana', 1, 4),
      score('ben', 1, 4),
      score('cal', 1, 5), // Ana and Ben share Cal's $10
      score('cal', 1, 4), // everyone tied: a push
    ]);
    expect(moved).toEqual([{}, {}, { ana: '5.00', ben: '5.00', cal: '-10.00' }, { ana: '-5.00', ben: '-5.00', cal: '10.00' }]);
  });

  it('nassau (match), 1 v 1, $5: a hole on the front moves the front and overall; the back nine its own and the overall', () => {
    const moved = movedDollars(NASSAU, [{ id: 'ana' }, { id: 'ben' }], 500, [
      score('ana', 1, 3),
      score('ben', 1, 4), // Ana 1 up on the front and overall: +$10, the back is a push
      score('ana', 10, 4),
      score('ben', 10, 3), // Ben 1 up on the back (+$5 to him); the overall is all square (Ana's $5 goes): Ana -$10
      score('ana', 1, 4), // hole 1 halved: the front is a push (Ana -$5), Ben 1 up overall (Ana -$5 more)
    ]);
    expect(moved).toEqual([{}, { ana: '10.00', ben: '-10.00' }, {}, { ana: '-10.00', ben: '10.00' }, { ana: '-10.00', ben: '10.00' }]);
  });
});

const FORMATS: Format[] = [{ type: 'stroke' }, { type: 'match' }, { type: 'bestball' }, { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 }, { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 }];

/** A random game of 2-4 players (teams at random) and a random list of changes, drinks among them. */
const historyArb = fc.record({
  format: fc.constantFrom(...FORMATS),
  betCents: fc.integer({ min: 0, max: 10_000 }),
  players: fc.array(fc.record({ handicap: fc.integer({ min: -5, max: 36 }), team: fc.constantFrom<'A' | 'B' | null>('A', 'B', null) }), { minLength: 2, maxLength: 4 }),
  changes: fc.array(
    fc.option(fc.record({ player: fc.nat(3), holeNumber: fc.integer({ min: 1, max: 18 }), strokes: fc.integer({ min: 1, max: 9 }) }), { nil: null, freq: 8 }),
    { maxLength: 60 },
  ),
});

describe('moneyChangesOf: properties', () => {
  it('each change\'s amounts sum to 0, and every player\'s amounts over the history sum to their winnings at the end', () => {
    fc.assert(
      fc.property(historyArb, ({ format, betCents, players, changes }) => {
        const testPlayers = players.map((p, i) => ({ id: `p${String(i)}`, handicap: p.handicap, team: p.team }));
        const start = testGame({ format, players: testPlayers, gross: {}, betCents });
        const plain = changes.map((c) => (c === null ? null : { playerId: `p${String(c.player % players.length)}`, holeNumber: c.holeNumber, strokes: c.strokes }));
        const moved = moneyChangesOf(start, plain);
        expect(moved).toHaveLength(plain.length);
        for (const amounts of moved) {
          expect(amounts.reduce((sum, entry) => sum + entry.cents, 0)).toBe(0);
          expect(amounts.every((entry) => entry.cents !== 0)).toBe(true);
        }
        const final = testGame({
          format,
          players: testPlayers,
          betCents,
          gross: Object.fromEntries(testPlayers.map((p) => [p.id, Array.from({ length: 18 }, (_, h) => plain.findLast((c) => c?.playerId === p.id && c.holeNumber === h + 1)?.strokes ?? null)])),
        });
        const startWinnings = new Map(settlementFor(roundState(start)).winnings.map((w) => [w.playerId, w.cents]));
        for (const { playerId, cents } of settlementFor(roundState(final)).winnings) {
          const total = moved.flat().filter((entry) => entry.playerId === playerId).reduce((sum, entry) => sum + entry.cents, 0);
          expect(total).toBe(cents - (startWinnings.get(playerId) ?? 0));
        }
      }),
      { numRuns: 300 },
    );
  }, 20_000);
});
