import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holeFrom } from './game';
import {
  JUNK_MARK_KINDS,
  JUNK_MESSAGES,
  JUNK_OFF,
  junkDots,
  junkIsOn,
  junkMarkRefusal,
  junkOutcome,
  junkPoints,
  junkRulesCheck,
  junkUnitCents,
  withJunkMark,
  type JunkDots,
  type JunkMark,
  type JunkMarkKind,
  type JunkRules,
} from './junk';
import { roundState } from './round';
import { scorecardFor, type PlayerHole } from './scorecard';
import { roundMovesMoney, settlementFor } from './settlement';
import { testGame } from './test-support';
import { handicapFrom, holeNumberFrom, strokesFrom } from './units';
import type { TeeSet } from './whs';

// Junk (product §R16): the example, each kind of dot, the marks, and properties of the dots and the money.

/** Par 4, 3, 5, 4, 3, 4: holes 2 and 5 are the par 3s. */
const PARS = [4, 3, 5, 4, 3, 4] as const;
const ALL_ON: JunkRules = { value: 1, birdies: true, greenies: true, sandies: true };

/** A card on holes of `pars` from gross strokes (index 0 = hole 1; null or missing = not scored). */
function card(
  gross: readonly (number | null)[],
  options: { pars?: readonly number[]; womensPars?: readonly number[]; teeSet?: TeeSet; handicap?: number } = {},
): readonly PlayerHole[] {
  const pars = options.pars ?? PARS;
  const holes = pars.map((par, i) => holeFrom({ holeNumber: i + 1, par, yardage: 150, handicapIndex: i + 1, womensPar: options.womensPars?.[i] ?? null }));
  const grossByHole = new Map(gross.flatMap((strokes, i) => (strokes === null ? [] : [[holeNumberFrom(i + 1), strokesFrom(strokes)] as const])));
  return scorecardFor({ handicap: handicapFrom(options.handicap ?? 0), teeSet: options.teeSet }, holes, grossByHole);
}

const mark = (holeNumber: number, playerId: string, kind: JunkMarkKind): JunkMark => ({ holeNumber: holeNumberFrom(holeNumber), playerId, kind });
/** Each player's dots by id, or one kind of them. */
const dotsOf = (dots: readonly JunkDots[], kind: 'dots' | 'birdies' | 'greenies' | 'sandies' = 'dots') =>
  Object.fromEntries(dots.map((entry) => [entry.playerId, entry[kind]]));
const centsOf = (rules: JunkRules, dots: readonly JunkDots[]) => Object.fromEntries(junkPoints(dots).map((p) => [p.playerId, p.points * junkUnitCents(rules)]));
/** Dots with the given totals, as birdies. */
const dotsFrom = (totals: Readonly<Record<string, number>>): JunkDots[] =>
  Object.entries(totals).map(([playerId, dots]) => ({ playerId, birdies: dots, greenies: 0, sandies: 0, dots }));

describe('junk money (product §R16)', () => {
  it('§R16 example: dots A 3, B 1, C 0, D 2 at $1 -> +600, -200, -600, +200 cents', () => {
    expect(centsOf(ALL_ON, dotsFrom({ A: 3, B: 1, C: 0, D: 2 }))).toEqual({ A: 600, B: -200, C: -600, D: 200 });
  });

  it('a value with cents: $0.50 a dot, A 2 and B 0 -> +100, -100', () => {
    expect(centsOf({ ...ALL_ON, value: 0.5 }, dotsFrom({ A: 2, B: 0 }))).toEqual({ A: 100, B: -100 });
  });

  it("the bet's outcome is points at the value in cents", () => {
    expect(junkOutcome({ ...ALL_ON, value: 2.5 }, dotsFrom({ A: 1, B: 0 }))).toEqual({
      kind: 'points',
      unitCents: 250,
      points: [
        { playerId: 'A', points: 1 },
        { playerId: 'B', points: -1 },
      ],
    });
  });

  it('is on when any kind is played, whatever the value', () => {
    expect(junkIsOn(JUNK_OFF)).toBe(false);
    expect(junkIsOn({ ...JUNK_OFF, sandies: true })).toBe(true);
    expect(junkIsOn({ ...JUNK_OFF, value: 5 })).toBe(false);
  });
});

describe('birdie dots (product §R16)', () => {
  it.each([
    { name: 'a birdie is 1', par: 4, gross: 3, dots: 1 },
    { name: 'an eagle is 2', par: 5, gross: 3, dots: 2 },
    { name: 'an albatross is 3', par: 5, gross: 2, dots: 3 },
    { name: 'a hole-in-one on a par 4 is 3', par: 4, gross: 1, dots: 3 },
    { name: 'a hole-in-one on a par 3 is 2', par: 3, gross: 1, dots: 2 },
    { name: 'a par is 0', par: 4, gross: 4, dots: 0 },
    { name: 'a bogey is 0', par: 4, gross: 5, dots: 0 },
  ])('$name', ({ par, gross, dots }) => {
    const [entry] = junkDots(ALL_ON, new Map([['A', card([gross], { pars: [par] })]]), []);
    expect(entry?.birdies).toBe(dots);
  });

  it('add up over the holes scored; birdies off count 0', () => {
    const cards = new Map([['A', card([3, 2, 3, null, 3, 4])]]);
    expect(dotsOf(junkDots(ALL_ON, cards, []), 'birdies')).toEqual({ A: 1 + 1 + 2 + 0 + 0 + 0 });
    expect(dotsOf(junkDots({ ...ALL_ON, birdies: false }, cards, []))).toEqual({ A: 0 });
  });

  it('are gross: a net birdie (gross par with a stroke received) is no dot', () => {
    expect(dotsOf(junkDots(ALL_ON, new Map([['A', card([4], { pars: [4], handicap: 18 })]]), []))).toEqual({ A: 0 });
  });

  it("are counted against the player's own par: a woman's par 5 where the men's is 4", () => {
    const cards = new Map([
      ['M', card([4], { pars: [4], womensPars: [5] })],
      ['W', card([4], { pars: [4], womensPars: [5], teeSet: 'W' })],
    ]);
    expect(dotsOf(junkDots(ALL_ON, cards, []))).toEqual({ M: 0, W: 1 });
  });
});

describe('greenies (product §R16)', () => {
  const GREENIES: JunkRules = { ...JUNK_OFF, value: 1, greenies: true };
  const cards = new Map([
    ['A', card([4, 3, 5, 4, 4])],
    ['B', card([4, 2, 5, 4, 3])],
  ]);

  it('count with par or better on a par 3, not with a bogey', () => {
    // Hole 2: A pars, B birdies (a greenie is a dot on its own, birdies off here). Hole 5: A bogeys, B pars.
    const marks = [mark(2, 'A', 'greenie'), mark(5, 'A', 'greenie')];
    expect(dotsOf(junkDots(GREENIES, cards, marks))).toEqual({ A: 1, B: 0 });
    expect(dotsOf(junkDots(GREENIES, cards, [mark(2, 'B', 'greenie')]))).toEqual({ A: 0, B: 1 });
  });

  it('add to a birdie on the same hole', () => {
    const dots = junkDots(ALL_ON, cards, [mark(2, 'B', 'greenie')]);
    expect(dots.find((entry) => entry.playerId === 'B')).toEqual({ playerId: 'B', birdies: 1, greenies: 1, sandies: 0, dots: 2 });
  });

  it('one per hole: marking another player moves it', () => {
    const marks = withJunkMark(withJunkMark([], mark(2, 'A', 'greenie'), true), mark(2, 'B', 'greenie'), true);
    expect(marks).toEqual([mark(2, 'B', 'greenie')]);
    expect(dotsOf(junkDots(GREENIES, cards, marks))).toEqual({ A: 0, B: 1 });
  });

  it("stored marks holding two greenies on a hole count only the last player's", () => {
    expect(dotsOf(junkDots(GREENIES, cards, [mark(2, 'A', 'greenie'), mark(2, 'B', 'greenie')]))).toEqual({ A: 0, B: 1 });
  });

  it('are refused on a par 4 and when greenies are not played; allowed on a par 3', () => {
    expect(junkMarkRefusal(GREENIES, 4, 'greenie')).toBe(JUNK_MESSAGES.greenieParThree);
    expect(junkMarkRefusal(GREENIES, 3, 'greenie')).toBeNull();
    expect(junkMarkRefusal({ ...GREENIES, greenies: false }, 3, 'greenie')).toBe('Greenies are not played in this game');
  });

  it("use the woman's own par: a par 3 for the men that is her par 4 is no greenie hole for her", () => {
    const pars = { pars: [3], womensPars: [4] };
    const shared = new Map([
      ['M', card([3], pars)],
      ['W', card([3], { ...pars, teeSet: 'W' })],
    ]);
    expect(dotsOf(junkDots(GREENIES, shared, [mark(1, 'W', 'greenie')]))).toEqual({ M: 0, W: 0 });
    expect(dotsOf(junkDots(GREENIES, shared, [mark(1, 'M', 'greenie')]))).toEqual({ M: 1, W: 0 });
    const herPar = shared.get('W')?.[0]?.par ?? 0;
    expect(junkMarkRefusal(GREENIES, herPar, 'greenie')).toBe(JUNK_MESSAGES.greenieParThree);
  });

  it("count on her par 3 where the men's par is 4: her 3 is par and her greenie", () => {
    const pars = { pars: [4], womensPars: [3], teeSet: 'W' as const };
    expect(dotsOf(junkDots(GREENIES, new Map([['W', card([3], pars)]]), [mark(1, 'W', 'greenie')]))).toEqual({ W: 1 });
  });
});

describe('sandies (product §R16)', () => {
  const SANDIES: JunkRules = { ...JUNK_OFF, value: 1, sandies: true };

  it('count with par or better only, on any par', () => {
    const cards = new Map([['A', card([4, 3, 6, 3, 4])]]);
    const marks = [1, 2, 3, 4, 5].map((hole) => mark(hole, 'A', 'sandie'));
    // Par on 1, par on 2, bogey on 3, birdie on 4, bogey on 5 (a par 3).
    expect(dotsOf(junkDots(SANDIES, cards, marks))).toEqual({ A: 3 });
    expect(junkMarkRefusal(SANDIES, 5, 'sandie')).toBeNull();
  });

  it('an unscored hole counts nothing yet, and counts once scored', () => {
    const marks = [mark(1, 'A', 'sandie'), mark(2, 'A', 'greenie')];
    expect(dotsOf(junkDots(ALL_ON, new Map([['A', card([null, null])]]), marks))).toEqual({ A: 0 });
    expect(dotsOf(junkDots(ALL_ON, new Map([['A', card([4, 3])]]), marks))).toEqual({ A: 2 });
  });

  it('are refused when sandies are not played, and count 0 when off', () => {
    expect(junkMarkRefusal({ ...SANDIES, sandies: false }, 4, 'sandie')).toBe('Sandies are not played in this game');
    expect(dotsOf(junkDots(JUNK_OFF, new Map([['A', card([4])]]), [mark(1, 'A', 'sandie')]))).toEqual({ A: 0 });
  });

  it('marks of players or holes without a card count nothing', () => {
    const marks = [mark(1, 'Z', 'sandie'), mark(9, 'A', 'sandie')];
    expect(dotsOf(junkDots(SANDIES, new Map([['A', card([4])]]), marks))).toEqual({ A: 0 });
  });
});

describe('withJunkMark', () => {
  const sandie = mark(1, 'A', 'sandie');

  it('adds a mark, removes it when turned off, and is idempotent both ways', () => {
    const once = withJunkMark([], sandie, true);
    expect(once).toEqual([sandie]);
    expect(withJunkMark(once, sandie, true)).toEqual(once);
    expect(withJunkMark(once, sandie, false)).toEqual([]);
    expect(withJunkMark([], sandie, false)).toEqual([]);
  });

  it("sandies of several players share a hole; turning off another player's greenie leaves the hole's greenie", () => {
    const marks = [sandie, mark(1, 'B', 'sandie'), mark(2, 'A', 'greenie')];
    expect(withJunkMark(marks, mark(1, 'C', 'sandie'), true)).toHaveLength(4);
    expect(withJunkMark(marks, mark(2, 'B', 'greenie'), false)).toEqual(marks);
  });
});

describe('properties of junk', () => {
  const playerCount = fc.integer({ min: 2, max: 5 });
  const grossArb = fc.option(fc.integer({ min: 1, max: 8 }), { nil: null });
  const rulesArb: fc.Arbitrary<JunkRules> = fc.record({ value: fc.constantFrom(0, 0.5, 1, 2.25, 100), birdies: fc.boolean(), greenies: fc.boolean(), sandies: fc.boolean() });
  const writeArb = fc.record({
    hole: fc.integer({ min: 1, max: PARS.length }),
    player: fc.nat(),
    kind: fc.constantFrom<JunkMarkKind>(...JUNK_MARK_KINDS),
    on: fc.boolean(),
  });
  /** A round: players' gross per hole and a history of mark writes, applied in order. */
  const roundArb = playerCount.chain((n) =>
    fc.record({
      gross: fc.array(fc.array(grossArb, { minLength: PARS.length, maxLength: PARS.length }), { minLength: n, maxLength: n }),
      writes: fc.array(writeArb, { maxLength: 20 }),
    }),
  );

  function play({ gross, writes }: { gross: (number | null)[][]; writes: { hole: number; player: number; kind: JunkMarkKind; on: boolean }[] }) {
    const ids = gross.map((_, i) => `P${String(i)}`);
    const marks = writes.reduce<JunkMark[]>((held, write) => withJunkMark(held, mark(write.hole, ids[write.player % ids.length] ?? '', write.kind), write.on), []);
    return { ids, marks, cards: new Map(gross.map((row, i) => [ids[i] ?? '', card(row)])) };
  }

  it('the marks hold at most one greenie a hole and no mark twice', () => {
    fc.assert(
      fc.property(roundArb, (round) => {
        const { marks } = play(round);
        const greenieHoles = marks.filter((m) => m.kind === 'greenie').map((m) => m.holeNumber);
        expect(new Set(greenieHoles).size).toBe(greenieHoles.length);
        expect(new Set(marks.map((m) => `${String(m.holeNumber)}/${m.playerId}/${m.kind}`)).size).toBe(marks.length);
      }),
    );
  });

  it('points sum to zero, and the money too', () => {
    fc.assert(
      fc.property(roundArb, rulesArb, (round, rules) => {
        const { cards, marks } = play(round);
        const points = junkPoints(junkDots(rules, cards, marks)).map((p) => p.points);
        expect(points.reduce((sum, value) => sum + value, 0)).toBe(0);
        const cents = Object.values(centsOf(rules, junkDots(rules, cards, marks)));
        expect(cents.reduce((sum, value) => sum + value, 0)).toBe(0);
      }),
    );
  });

  it('a permutation of the players permutes the dots and the points', () => {
    fc.assert(
      fc.property(roundArb, rulesArb, (round, rules) => {
        const { cards, marks } = play(round);
        const reversed = new Map([...cards].reverse());
        const forward = junkDots(rules, cards, marks);
        const backward = junkDots(rules, reversed, marks);
        expect(backward.map((entry) => entry.playerId)).toEqual([...cards.keys()].reverse());
        expect(dotsOf(backward)).toEqual(dotsOf(forward));
        const byId = (dots: readonly JunkDots[]) => Object.fromEntries(junkPoints(dots).map((p) => [p.playerId, p.points]));
        expect(byId(backward)).toEqual(byId(forward));
      }),
    );
  });

  it("turning a kind off never raises anyone's dots", () => {
    const kindArb = fc.constantFrom<'birdies' | 'greenies' | 'sandies'>('birdies', 'greenies', 'sandies');
    fc.assert(
      fc.property(roundArb, rulesArb, kindArb, (round, rules, kind) => {
        const { cards, marks } = play(round);
        const before = junkDots(rules, cards, marks);
        const after = junkDots({ ...rules, [kind]: false }, cards, marks);
        after.forEach((entry, i) => {
          expect(entry.dots).toBeLessThanOrEqual(before[i]?.dots ?? 0);
          expect(entry[kind]).toBe(0);
        });
      }),
    );
  });

  it('dots are the sum of their kinds, and a kind off counts 0', () => {
    fc.assert(
      fc.property(roundArb, rulesArb, (round, rules) => {
        const { cards, marks } = play(round);
        for (const entry of junkDots(rules, cards, marks)) {
          expect(entry.dots).toBe(entry.birdies + entry.greenies + entry.sandies);
          if (!rules.birdies) expect(entry.birdies).toBe(0);
          if (!rules.greenies) expect(entry.greenies).toBe(0);
          if (!rules.sandies) expect(entry.sandies).toBe(0);
        }
      }),
    );
  });
});

describe('side bets on a game (product §R16)', () => {
  const players = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  const junk = { value: 1, birdies: true, greenies: true, sandies: false };

  it('ride on any format as a bet of their own, listed after its bets: a birdie and a greenie at $1 a dot', () => {
    // Hole 3 is a par 3: A birdies it (2), and is marked closest to the pin; B birdies hole 1 (par 4, a 3).
    const game = testGame({ format: { type: 'stroke', junk }, players, gross: { a: [4, 5, 2], b: [3, 5, 3], c: [4, 5, 3] } });
    const state = roundState({ ...game, junkMarks: [{ holeNumber: holeNumberFrom(3), playerId: 'a', kind: 'greenie' }] });
    expect(state.bets.map((bet) => [bet.key, bet.kind, bet.label])).toEqual([
      ['game', 'stroke', 'Game'],
      ['junk', 'junk', 'Side bets'],
    ]);
    // Dots A 2, B 1, C 0: A +300, B 0, C -300; the status lists the dots, most first.
    const junkBet = settlementFor(state).bets.find((bet) => bet.key === 'junk');
    expect(junkBet?.amounts.map((amount) => [amount.playerId, amount.cents])).toEqual([
      ['a', 300],
      ['c', -300],
    ]);
    expect(junkBet?.status).toBe('a 2 dots · b 1 dot · c 0 dots');
  });

  it('a game without junk has no side bet', () => {
    const state = roundState(testGame({ format: { type: 'stroke' }, players, gross: { a: [3], b: [4], c: [4] } }));
    expect(state.bets.map((bet) => bet.kind)).toEqual(['stroke']);
  });

  it.each([
    { given: { value: 1, birdies: true }, ok: true },
    { given: { value: 100.5, birdies: true }, ok: false },
    { given: { value: 0.505, birdies: true }, ok: false },
    { given: { value: 1, eagles: true }, ok: false },
    { given: { value: 1, birdies: 'yes' }, ok: false },
    { given: 'on', ok: false },
  ])('checks formatOptions.junk: $given -> $ok', ({ given, ok }) => {
    expect(junkRulesCheck(given).ok).toBe(ok);
  });
});

describe('money at stake (product §R5, §R16)', () => {
  const players = [{ id: 'a' }, { id: 'b' }];
  it.each([
    { case: 'a $0 game', betCents: 0, junk: undefined, moves: false },
    { case: 'a $0 game with paying side bets', betCents: 0, junk: { value: 1, birdies: true, greenies: false, sandies: false }, moves: true },
    { case: 'a $0 game with side bets worth $0', betCents: 0, junk: { value: 0, birdies: true, greenies: false, sandies: false }, moves: false },
    { case: 'a $5 game', betCents: 500, junk: undefined, moves: true },
  ])('$case moves money: $moves', ({ betCents, junk, moves }) => {
    const format = junk === undefined ? ({ type: 'stroke' } as const) : ({ type: 'stroke', junk } as const);
    expect(roundMovesMoney(roundState(testGame({ format, players, gross: {}, betCents })))).toBe(moves);
  });
});
