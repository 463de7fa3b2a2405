import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holeNumberFrom } from './units';
import { wolfChoiceRefusal, wolfOfHole, wolfPlay, type WolfChoice, type WolfChoiceKind, type WolfRules } from './wolf';

// Wolf (product §R13): the example of the rules, the wolf of 17 and 18, the cases and zero-sum points.

const RULES: WolfRules = { loneMultiplier: 2, blindMultiplier: 3 };
const ORDER = ['P1', 'P2', 'P3', 'P4'];
const choice = (holeNumber: number, kind: WolfChoiceKind, partnerId: string | null = null): WolfChoice => ({ holeNumber: holeNumberFrom(holeNumber), choice: kind, partnerId });

/** Nets per player over holes 1..n, from rows of four nets per hole (P1..P4). */
function netsOf(rows: readonly (readonly (number | null)[])[]): Map<string, (number | null)[]> {
  return new Map(ORDER.map((id, i) => [id, rows.map((row) => row[i] ?? null)]));
}

const play = (rows: readonly (readonly (number | null)[])[], choices: WolfChoice[], rules = RULES) =>
  wolfPlay(rules, { order: ORDER, holeNumbers: rows.map((_, i) => holeNumberFrom(i + 1)), nets: netsOf(rows), choices });
const totals = (result: ReturnType<typeof play>) => result.totals.map((entry) => entry.points);

describe('wolf (product §R13)', () => {
  it('§R13 example: P1 with P3 wins, P2 alone wins, P3 blind loses, P4 with P1 halves -> +3, +7, -9, -1', () => {
    const result = play(
      [
        [3, 4, 4, 4], // P1's side (P1, P3) best 3 against 4
        [4, 3, 4, 4], // P2 alone 3 against 4
        [4, 4, 5, 4], // P3 blind 5 against 4
        [4, 4, 4, 4], // P4 with P1: 4 against 4
      ],
      [choice(1, 'partner', 'P3'), choice(2, 'lone'), choice(3, 'blind'), choice(4, 'partner', 'P1')],
    );
    expect(result.holes.map((hole) => hole.points)).toEqual([
      [2, -2, 2, -2],
      [-2, 6, -2, -2],
      [3, 3, -9, 3],
      [0, 0, 0, 0],
    ]);
    expect(result.holes.map((hole) => hole.wolfId)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(totals(result)).toEqual([3, 7, -9, -1]);
  });

  it('the wolf of 17 and 18 has the fewest points so far; a tie goes to the first in order', () => {
    expect(wolfOfHole(ORDER, 5, [0, 0, 0, 0])).toBe('P1');
    expect(wolfOfHole(ORDER, 16, [0, 0, 0, 0])).toBe('P4');
    // P2 and P4 tie for the fewest: P2 comes first.
    expect(wolfOfHole(ORDER, 17, [4, -2, 0, -2])).toBe('P2');
    expect(wolfOfHole(ORDER, 18, [4, 2, -6, 0])).toBe('P3');
  });

  it('plays 17 with the points after 16, and 18 with the points after 17', () => {
    // Hole 1: P1 with P2 beat P3 and P4, who tie for the fewest (-2); every other hole is halved. On 17 the wolf is P3
    // (first of the tie), alone, and wins: +6 for P3, -2 for the rest; then P4 has the fewest (-4) and is the wolf of 18.
    const rows = Array.from({ length: 18 }, (_, i) => (i === 0 ? [3, 4, 4, 4] : i === 16 ? [4, 4, 3, 4] : [4, 4, 4, 4]));
    const choices = rows.map((_, i) => (i === 0 ? choice(1, 'partner', 'P2') : choice(i + 1, 'lone')));
    const result = play(rows, choices);
    expect(result.holes[16]?.wolfId).toBe('P3');
    expect(result.holes[17]?.wolfId).toBe('P4');
    expect(totals(result)).toEqual([0, 0, 4, -4]);
  });

  it('a blind wolf who loses pays the blind multiplier to each of the three', () => {
    const result = play([[6, 4, 5, 5]], [choice(1, 'blind')], { loneMultiplier: 2, blindMultiplier: 4 });
    expect(totals(result)).toEqual([-12, 4, 4, 4]);
  });

  it('a hole counts only with a choice and all four scores; until then it moves nothing', () => {
    expect(play([[3, 4, 4, 4]], []).holes[0]).toMatchObject({ counted: false, winner: null, points: [0, 0, 0, 0] });
    expect(play([[3, 4, null, 4]], [choice(1, 'lone')]).holes[0]).toMatchObject({ counted: false, points: [0, 0, 0, 0] });
  });

  it('points always sum to zero', () => {
    const row = fc.array(fc.integer({ min: 2, max: 8 }), { minLength: 4, maxLength: 4 });
    const pick = fc.record({ kind: fc.constantFrom<WolfChoiceKind>('partner', 'lone', 'blind'), partner: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(fc.array(fc.tuple(row, pick), { minLength: 1, maxLength: 18 }), (holes) => {
        const rows = holes.map(([nets]) => nets);
        const order = ORDER;
        // The partner is a player other than the rotation's wolf (holes up to 16 here are the rotation's).
        const choices = holes.map(([, { kind, partner }], i) => {
          const wolf = order.indexOf(wolfOfHole(order, i + 1, [0, 0, 0, 0]));
          return choice(i + 1, kind, kind === 'partner' ? (order[(wolf + partner) % 4] ?? null) : null);
        });
        const result = play(rows, holes.length > 16 ? choices.slice(0, 16) : choices);
        expect(totals(result).reduce((sum, value) => sum + value, 0)).toBe(0);
      }),
    );
  });
});

describe('properties of wolf', () => {
  const row = fc.array(fc.integer({ min: 2, max: 8 }), { minLength: 4, maxLength: 4 });
  const pick = fc.record({ kind: fc.constantFrom<WolfChoiceKind>('partner', 'lone', 'blind'), partner: fc.integer({ min: 1, max: 3 }) });
  /** Choices for the first holes of the rotation, the partner counted from the wolf's seat. */
  const choicesOf = (picks: readonly { kind: WolfChoiceKind; partner: number }[], order: readonly string[]) =>
    picks.map(({ kind, partner }, i) => {
      const wolf = order.indexOf(wolfOfHole(order, i + 1, [0, 0, 0, 0]));
      return choice(i + 1, kind, kind === 'partner' ? (order[(wolf + partner) % 4] ?? null) : null);
    });
  const round = fc.array(fc.tuple(row, pick), { minLength: 1, maxLength: 16 });

  it('renaming the players renames the result: the points follow the seats, not the names', () => {
    fc.assert(
      fc.property(round, (holes) => {
        const rows = holes.map(([nets]) => nets);
        const renamed = ['Zoe', 'Yan', 'Xia', 'Wes'];
        const holeNumbers = rows.map((_, i) => holeNumberFrom(i + 1));
        const named = (order: string[]) =>
          wolfPlay(RULES, { order, holeNumbers, nets: new Map(order.map((id, seat) => [id, rows.map((r) => r[seat] ?? null)])), choices: choicesOf(holes.map(([, p]) => p), order) });
        const [original, other] = [named(ORDER), named(renamed)];
        expect(other.totals.map((entry) => entry.points)).toEqual(original.totals.map((entry) => entry.points));
        expect(other.holes.map((hole) => renamed.indexOf(hole.wolfId))).toEqual(original.holes.map((hole) => ORDER.indexOf(hole.wolfId)));
      }),
    );
  });

  it('a hole with a missing score changes nothing until it counts', () => {
    fc.assert(
      fc.property(round, fc.integer({ min: 0, max: 3 }), (holes, blank) => {
        const rows = holes.map(([nets]) => nets);
        const choices = choicesOf(holes.map(([, p]) => p), ORDER);
        const before = play(rows.slice(0, -1), choices.slice(0, -1));
        const withBlank = play(rows.map((nets, i) => (i === rows.length - 1 ? nets.map((net, seat) => (seat === blank ? null : net)) : nets)), choices);
        expect(totals(withBlank)).toEqual(totals(before));
        expect(withBlank.holes.at(-1)).toMatchObject({ counted: false, winner: null });
      }),
    );
  });
});

describe('wolf choice refusals (product §R13, §R19)', () => {
  const counted = play([[3, 4, 4, 4]], [choice(1, 'lone')]);
  it.each([
    { case: 'a partner choice without a partner', pick: { holeNumber: 2, choice: 'partner', partnerId: null }, refusal: "Choose the wolf's partner" },
    { case: 'a lone wolf naming a partner', pick: { holeNumber: 2, choice: 'lone', partnerId: 'P3' }, refusal: 'Only a partner choice names a partner' },
    { case: 'the wolf as partner', pick: { holeNumber: 1, choice: 'partner', partnerId: 'P1' }, refusal: 'The wolf cannot be their own partner' },
    { case: 'an unknown partner', pick: { holeNumber: 1, choice: 'partner', partnerId: 'P9' }, refusal: 'The partner is not a player of this game' },
    { case: 'a hole that counts', pick: { holeNumber: 1, choice: 'blind', partnerId: null }, refusal: 'Hole 1 is already decided' },
    { case: 'a fair choice', pick: { holeNumber: 2, choice: 'partner', partnerId: 'P4' }, refusal: null },
  ] as const)('$case', ({ pick, refusal }) => {
    expect(wolfChoiceRefusal(counted, pick)).toBe(refusal);
  });
});
