import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairwisePoints } from './bets';
import { roundState } from './round';
import { skinsPlay, type SkinsRules } from './skins';
import { stablefordPlay, stablefordPoints } from './stableford';
import { repeat, testGame, type TestGross, type TestPlayer } from './test-support';

// Skins and stableford (product §R13): the worked examples of the rules, the cases the issue names, and properties.
// The rounds are played on an individual format's sides (every player a side), as both formats play.

const SIX_PAR_FOURS = repeat(4, 6);

/** The sides, side holes and cards of an individual round on holes of `pars`. */
function round(players: readonly TestPlayer[], gross: TestGross, pars: readonly number[] = SIX_PAR_FOURS) {
  const state = roundState(testGame({ format: { type: 'stroke' }, players, gross, pars, indexes: pars.map((_, i) => i + 1) }));
  return { sides: state.sides, sideHoles: state.sideHoles, cards: new Map(state.players.map((p) => [p.id, p.card])) };
}

const skins = (rules: SkinsRules, players: readonly TestPlayer[], gross: TestGross, pars?: readonly number[]) => {
  const { sides, sideHoles, cards } = round(players, gross, pars);
  return skinsPlay(rules, sides, sideHoles, cards);
};
const skinsWon = (play: ReturnType<typeof skins>) => Object.fromEntries(play.skins.map((entry) => [entry.playerId, entry.skins]));
const money = (units: Record<string, number>, unitCents = 100) =>
  Object.fromEntries(pairwisePoints(Object.entries(units).map(([playerId, value]) => ({ playerId, units: value }))).map((p) => [p.playerId, p.points * unitCents]));

const GROSS_CARRY: SkinsRules = { basis: 'gross', carryover: true, validation: 'none' };
const FOUR = [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }];

describe('skins (product §R13)', () => {
  it('§R13 example: 4 players, gross, carryover, $1: A 3 skins on hole 3, C 2 on hole 5, 1 void -> +7, -5, +3, -5', () => {
    const play = skins(GROSS_CARRY, FOUR, {
      A: [4, 5, 3, 4, 5, 4],
      B: [4, 4, 4, 4, 5, 4],
      C: [5, 4, 4, 4, 4, 5],
      D: [5, 6, 5, 4, 5, 5],
    });
    expect(skinsWon(play)).toEqual({ A: 3, B: 0, C: 2, D: 0 });
    expect(play.holes.map((hole) => [hole.atStake, hole.winnerId])).toEqual([
      [1, null],
      [2, null],
      [3, 'A'],
      [1, null],
      [2, 'C'],
      [1, null],
    ]);
    expect(play.carried).toBe(1);
    expect(money(skinsWon(play))).toEqual({ A: 700, B: -500, C: 300, D: -500 });
  });

  it('two tie after a carry of 3: nobody wins, and 4 are at stake on the next hole', () => {
    const play = skins(GROSS_CARRY, FOUR, { A: [4, 4, 4, 3], B: [4, 4, 4, 3], C: [5, 5, 5, 5], D: [5, 5, 5, 5] }, repeat(4, 4));
    expect(play.holes.map((hole) => hole.atStake)).toEqual([1, 2, 3, 4]);
    expect(play.carried).toBe(4);
    expect(skinsWon(play)).toEqual({ A: 0, B: 0, C: 0, D: 0 });
  });

  it('gross and net give different winners on one hole', () => {
    // A (scratch) makes 4; B receives 36 (two a hole) and makes 5: gross, A's 4 wins; net, B's 3 wins.
    const players = [{ id: 'A' }, { id: 'B', handicap: 36 }];
    const gross = { A: [4], B: [5] };
    expect(skinsWon(skins(GROSS_CARRY, players, gross, [4]))).toEqual({ A: 1, B: 0 });
    expect(skinsWon(skins({ ...GROSS_CARRY, basis: 'net' }, players, gross, [4]))).toEqual({ A: 0, B: 1 });
  });

  it('validation "par": a sole low bogey wins nothing and carries; a sole low par wins the carry', () => {
    const rules: SkinsRules = { basis: 'gross', carryover: true, validation: 'par' };
    const play = skins(rules, [{ id: 'A' }, { id: 'B' }], { A: [5, 4], B: [6, 5] }, [4, 4]);
    expect(play.holes.map((hole) => [hole.atStake, hole.winnerId])).toEqual([
      [1, null],
      [2, 'A'],
    ]);
    expect(skinsWon(skins({ ...rules, validation: 'none' }, [{ id: 'A' }, { id: 'B' }], { A: [5, 4], B: [6, 5] }, [4, 4]))).toEqual({ A: 2, B: 0 });
  });

  it('without carryover a tied hole\'s skin is dead', () => {
    const play = skins({ ...GROSS_CARRY, carryover: false }, [{ id: 'A' }, { id: 'B' }], { A: [4, 3], B: [4, 4] }, [4, 4]);
    expect(play.holes.map((hole) => hole.atStake)).toEqual([1, 1]);
    expect(skinsWon(play)).toEqual({ A: 1, B: 0 });
  });

  it('a hole with a missing score changes nothing until it counts', () => {
    const before = skins(GROSS_CARRY, [{ id: 'A' }, { id: 'B' }], { A: [4, 3], B: [4, null] }, [4, 4]);
    expect(before.holes).toHaveLength(1);
    expect(before.carried).toBe(1);
  });
});

describe('stableford (product §R13)', () => {
  it.each([
    { net: 2, par: 5, standard: 5, modified: 8 },
    { net: 3, par: 5, standard: 4, modified: 5 },
    { net: 3, par: 4, standard: 3, modified: 2 },
    { net: 4, par: 4, standard: 2, modified: 0 },
    { net: 5, par: 4, standard: 1, modified: -1 },
    { net: 6, par: 4, standard: 0, modified: -3 },
    { net: 9, par: 4, standard: 0, modified: -3 },
    { net: 1, par: 5, standard: 6, modified: 8 },
  ])('net $net on a par $par: standard $standard, modified $modified', ({ net, par, standard, modified }) => {
    expect([stablefordPoints('standard', net, par), stablefordPoints('modified', net, par)]).toEqual([standard, modified]);
  });

  it('§R13 example: $1 a point, A 36, B 30, C 27 -> +15.00, -3.00, -12.00', () => {
    expect(money({ A: 36, B: 30, C: 27 })).toEqual({ A: 1500, B: -300, C: -1200 });
  });

  it('modified scoring goes below zero, counting only holes every player scored', () => {
    const { sides, sideHoles, cards } = round([{ id: 'A' }, { id: 'B' }], { A: [6, 5, 4], B: [4, 4, null] }, [4, 4, 4]);
    const play = stablefordPlay('modified', sides, sideHoles, cards);
    expect(play.totals).toEqual([
      { playerId: 'A', points: -4 },
      { playerId: 'B', points: 0 },
    ]);
    expect(play.holes.map((hole) => hole.points)).toEqual([
      [-3, 0],
      [-1, 0],
    ]);
  });
});

describe('properties of skins and stableford', () => {
  const grossArb = fc.array(fc.array(fc.integer({ min: 2, max: 9 }), { minLength: 6, maxLength: 6 }), { minLength: 2, maxLength: 5 });
  const rulesArb = fc.record({ basis: fc.constantFrom('net', 'gross'), carryover: fc.boolean(), validation: fc.constantFrom('none', 'par') }) as fc.Arbitrary<SkinsRules>;

  it('skins won plus skins void or carried equal the holes counted, and the money sums to zero', () => {
    fc.assert(
      fc.property(grossArb, rulesArb, (cards, rules) => {
        const players = cards.map((_, i) => ({ id: `P${String(i)}`, handicap: i * 3 }));
        const play = skins(rules, players, Object.fromEntries(cards.map((card, i) => [`P${String(i)}`, card])));
        const won = play.skins.reduce((sum, entry) => sum + entry.skins, 0);
        // With carryover every skin is won or still carried (void at the end); without, a hole nobody wins is dead.
        const dead = play.holes.filter((hole) => hole.winnerId === null).length;
        expect(won + (rules.carryover ? play.carried : dead)).toBe(6);
        const cents = Object.values(money(skinsWon(play)));
        expect(cents.reduce((sum, value) => sum + value, 0)).toBe(0);
      }),
    );
  });

  it('a permutation of the players permutes the skins and the points', () => {
    fc.assert(
      fc.property(grossArb, rulesArb, fc.boolean(), (cards, rules, modified) => {
        const ids = cards.map((_, i) => `P${String(i)}`);
        const gross = Object.fromEntries(cards.map((card, i) => [ids[i]!, card]));
        const forward = ids.map((id, i) => ({ id, handicap: i * 2 }));
        const backward = [...forward].reverse();
        expect(skinsWon(skins(rules, backward, gross))).toEqual(skinsWon(skins(rules, forward, gross)));
        const points = (players: typeof forward) => {
          const { sides, sideHoles, cards: played } = round(players, gross);
          return Object.fromEntries(stablefordPlay(modified ? 'modified' : 'standard', sides, sideHoles, played).totals.map((t) => [t.playerId, t.points]));
        };
        expect(points(backward)).toEqual(points(forward));
      }),
    );
  });
});
