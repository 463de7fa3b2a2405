import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betOutcomeOfMatch } from './bets';
import type { MatchState } from './match-play';
import { manualPressStart, pressChainText, pressRefusal, PRESS_MESSAGES } from './press-requests';
import { pressChain, type ChainBet, type PressMode, type PressRules } from './presses';
import { SEGMENT_BACK, SEGMENT_FRONT, segmentHas, type Segment } from './segment';
import type { Side, SideHole } from './sides';
import { holeNumberFrom, strokesFrom, type HoleNumber } from './units';

// Nassau presses (product §R15): the rules' example, presses at the end of a nine, edits, manual presses and their
// refusals, and properties of every chain.

const A = 'player:a';
const B = 'player:b';
const SIDES: readonly Side[] = [
  { id: A, team: null, name: 'A', shortName: 'A', playerIds: ['a'] },
  { id: B, team: null, name: 'B', shortName: 'B', playerIds: ['b'] },
];
const BET_CENTS = 1000;
const rules = (presses: PressMode, maxPresses = 0): PressRules => ({ presses, maxPresses });
const AUTO = rules('auto');
const MANUAL = rules('manual');
const holes = (...numbers: number[]): HoleNumber[] => numbers.map(holeNumberFrom);

/** One hole from a letter: 'a' A wins (3 v 4), 'b' B wins, 'h' halved, '.' not scored (does not count). */
function sideHole(holeNumber: number, result: string): SideHole {
  const scores = { a: [3, 4], b: [4, 3], h: [4, 4] }[result];
  if (scores === undefined) return { holeNumber: holeNumberFrom(holeNumber), par: strokesFrom(4), scores: [null, null], counted: false };
  return { holeNumber: holeNumberFrom(holeNumber), par: strokesFrom(4), scores: scores.map(strokesFrom), counted: true };
}

/** All 18 holes: `results` letters on the nine's holes, the other nine halved (back) or not scored (front). */
function holesOf(results: string, nine: Segment = SEGMENT_FRONT): SideHole[] {
  return Array.from({ length: 18 }, (_, i) => {
    const holeNumber = i + 1;
    const other = nine === SEGMENT_BACK ? 'h' : '.';
    return sideHole(holeNumber, segmentHas(nine, holeNumberFrom(holeNumber)) ? (results[holeNumber - nine.first] ?? '.') : other);
  });
}

function chainOf(results: string, pressRules: PressRules = AUTO, manual: readonly HoleNumber[] = [], nine: Segment = SEGMENT_FRONT) {
  return pressChain(pressRules, SIDES, holesOf(results, nine), nine, manual);
}

const starts = (chain: readonly ChainBet[]) => chain.slice(1).map((bet) => bet.segment.first);
const results = (chain: readonly ChainBet[]) => chain.map((bet) => (bet.match.kind === 'playing' ? (bet.match.decision?.result ?? null) : null));

/** Each side's money from the chain: every bet is worth the bet amount, paid by its loser to its winner (product §R5). */
function money(chain: readonly ChainBet[]): Record<string, number> {
  const totals: Record<string, number> = { [A]: 0, [B]: 0 };
  for (const bet of chain) {
    const outcome = betOutcomeOfMatch(bet.match);
    if (outcome.kind !== 'won') continue;
    for (const id of outcome.winnerSideIds) totals[id] = (totals[id] ?? 0) + BET_CENTS;
    for (const id of outcome.loserSideIds) totals[id] = (totals[id] ?? 0) - BET_CENTS;
  }
  return totals;
}

/** The hole on which a side first became 2 down in the match, or null. */
function twoDownHole(match: MatchState): number | null {
  if (match.kind !== 'playing') return null;
  return match.holes.find((hole) => Math.abs(hole.up) === 2)?.holeNumber ?? null;
}

// §R15's example: front nine, A v B, $10, auto; hole winners A A halve A A B halve B B.
const EXAMPLE = 'aahaabhbb';

describe('automatic presses (product §R15)', () => {
  it.each([
    {
      maxPresses: 0,
      starts: [3, 6, 9],
      results: ['3 and 2', '1 up', '2 and 1', '1 up'],
      text: 'Front: A won 3 and 2 · Press 1 (from 3): B won 1 up · Press 2 (from 6): B won 2 and 1 · Press 3 (from 9): B won 1 up',
      money: { [A]: -2000, [B]: 2000 },
      aCents: -2000,
    },
    {
      maxPresses: 2,
      starts: [3, 6],
      results: ['3 and 2', '1 up', '2 and 1'],
      text: 'Front: A won 3 and 2 · Press 1 (from 3): B won 1 up · Press 2 (from 6): B won 2 and 1',
      money: { [A]: -1000, [B]: 1000 },
      aCents: -1000,
    },
  ])('§R15 example, maxPresses $maxPresses: presses from $starts, A $aCents cents on the front', (expected) => {
    const chain = chainOf(EXAMPLE, rules('auto', expected.maxPresses));
    expect(starts(chain)).toEqual(expected.starts);
    expect(chain.map((bet) => bet.trigger)).toEqual(['original', ...expected.starts.map(() => 'auto')]);
    expect(results(chain)).toEqual(expected.results);
    expect(chain.map((bet) => betOutcomeOfMatch(bet.match))).toEqual([
      { kind: 'won', winnerSideIds: [A], loserSideIds: [B] },
      ...expected.starts.map(() => ({ kind: 'won', winnerSideIds: [B], loserSideIds: [A] })),
    ]);
    expect(pressChainText('Front', chain)).toBe(expected.text);
    expect(money(chain)).toEqual(expected.money);
  });

  it('a press triggered on hole 8 covers hole 9 alone; a trigger on hole 9 starts nothing', () => {
    const press = chainOf(EXAMPLE)[3];
    expect(press?.segment).toEqual({ first: 9, last: 9, length: 1 });
    expect(press?.match).toMatchObject({ holesCounted: 1, decision: { kind: 'won', winnerSideId: B, result: '1 up', onHole: 9 } });
    // A becomes 2 up on the 9th: the nine is over, so no press.
    expect(starts(chainOf('hhhhhhhaa'))).toEqual([]);
  });

  it('an edit that changes who was 2 down moves or removes the presses: hole 2 halved instead of won by A', () => {
    // Original 1, 1, 1, 2 up: B is 2 down on hole 4, not 2; the press from 5 ends A 2 down on the 9th (nothing more).
    const chain = chainOf('ahhaabhbb');
    expect(starts(chain)).toEqual([5]);
    expect(results(chain)).toEqual(['Halved', '2 up']);
    expect(pressChainText('Front', chain)).toBe('Front: halved · Press 1 (from 5): B won 2 up');
    expect(money(chain)).toEqual({ [A]: -1000, [B]: 1000 });
  });

  it('a decided bet still triggers while it is the last of its chain', () => {
    // A is 2 up with one to play: the original is decided 2 and 1 on the 8th and still presses from the 9th.
    const [original, press] = chainOf('hhhhhhaa.');
    expect(original?.match).toMatchObject({ decision: { kind: 'won', result: '2 and 1', onHole: 8 } });
    expect(press).toMatchObject({ trigger: 'auto', segment: { first: 9, last: 9, length: 1 } });
    expect(press?.match).toMatchObject({ holesCounted: 0 });
  });

  it('only the last bet of the chain is pressed: the original 2 up again after its press triggers nothing', () => {
    // Original: 2 up on 2 (press from 3), back to 1 up, 2 up again on 5; the press from 3 stays within 1.
    expect(starts(chainOf('aabha'))).toEqual([3]);
  });

  it('holes that do not count move no bet: a deficit counts over the scored holes only', () => {
    expect(starts(chainOf('a.a'))).toEqual([4]);
    expect(starts(chainOf('a..'))).toEqual([]);
  });

  it('the back nine works the same over holes 10-18', () => {
    const chain = chainOf(EXAMPLE, AUTO, [], SEGMENT_BACK);
    expect(chain[0]?.segment).toEqual(SEGMENT_BACK);
    expect(starts(chain)).toEqual([12, 15, 18]);
    expect(results(chain)).toEqual(['3 and 2', '1 up', '2 and 1', '1 up']);
    expect(money(chain)).toEqual({ [A]: -2000, [B]: 2000 });
    expect(pressChainText('Back', chain)).toBe(
      'Back: A won 3 and 2 · Press 1 (from 12): B won 1 up · Press 2 (from 15): B won 2 and 1 · Press 3 (from 18): B won 1 up',
    );
  });

  it('presses "off", or sides that are not exactly two, give the original bet alone', () => {
    expect(chainOf(EXAMPLE, rules('off')).map((bet) => bet.trigger)).toEqual(['original']);
    expect(chainOf(EXAMPLE, rules('off'), holes(4)).map((bet) => bet.trigger)).toEqual(['original']);
    const third: Side = { id: 'player:c', team: null, name: 'C', shortName: 'C', playerIds: ['c'] };
    const chain = pressChain(AUTO, [...SIDES, third], holesOf(EXAMPLE), SEGMENT_FRONT, holes(4));
    expect(chain.map((bet) => bet.match.kind)).toEqual(['unavailable']);
    expect(pressChainText('Front', chain)).toBe('Front: Match play requires team assignments');
  });

  it('the chain text shows a running bet: who is up, all square, not started', () => {
    expect(pressChainText('Front', chainOf('aa'))).toBe('Front: 2UP A · Press 1 (from 3): not started');
    expect(pressChainText('Front', chainOf('aab'))).toBe('Front: 1UP A · Press 1 (from 3): 1UP B');
    expect(pressChainText('Front', chainOf('aaba'))).toBe('Front: 2UP A · Press 1 (from 3): AS');
  });
});

describe('manual presses (product §R15)', () => {
  it.each([
    { case: 'no hole of the nine counts', results: '', nine: SEGMENT_FRONT, start: 1 },
    { case: 'after the last counted hole', results: 'aa', nine: SEGMENT_FRONT, start: 3 },
    { case: 'a gap before the last counted hole', results: 'aa.h', nine: SEGMENT_FRONT, start: 5 },
    { case: 'the 9th alone', results: 'hhhhhhhh', nine: SEGMENT_FRONT, start: 9 },
    { case: 'the nine is over', results: 'hhhhhhhhh', nine: SEGMENT_FRONT, start: null },
    { case: 'the back nine, front over', results: 'b', nine: SEGMENT_BACK, start: 11 },
    { case: 'the back nine before it starts', results: '', nine: SEGMENT_BACK, start: 10 },
  ])('manualPressStart: $case -> $start', ({ results: letters, nine, start }) => {
    expect(manualPressStart(nine, holesOf(letters, nine))).toBe(start);
  });

  const refusal = (letters: string, caller: string | null, pressRules: PressRules = MANUAL, manual: readonly HoleNumber[] = []) =>
    pressRefusal(pressRules, chainOf(letters, pressRules, manual), SEGMENT_FRONT, holesOf(letters), caller);

  it.each([
    { case: 'the side that is down', letters: 'aa', caller: B, expected: null },
    { case: 'the side that is up', letters: 'aa', caller: A, expected: PRESS_MESSAGES.downOnly },
    { case: 'an all-square last bet', letters: 'ab', caller: A, expected: PRESS_MESSAGES.downOnly },
    { case: 'all square, the other side', letters: 'ab', caller: B, expected: PRESS_MESSAGES.downOnly },
    { case: 'a last bet with no counted hole', letters: '', caller: B, expected: PRESS_MESSAGES.downOnly },
    { case: 'a caller on no side', letters: 'aa', caller: null, expected: PRESS_MESSAGES.downOnly },
    { case: 'a decided bet, by its loser', letters: 'aaaaa', caller: B, expected: null },
    { case: 'the nine is over, even when down', letters: 'aaaaaaaaa', caller: B, expected: PRESS_MESSAGES.nineOver },
    { case: 'presses off', letters: 'aa', caller: B, pressRules: rules('off'), expected: PRESS_MESSAGES.off },
    { case: 'in auto mode, 1 down', letters: 'a', caller: B, pressRules: AUTO, expected: null },
  ])('refusal: $case', ({ letters, caller, pressRules, expected }) => {
    expect(refusal(letters, caller, pressRules)).toBe(expected);
  });

  it('the last bet of the chain decides who may press: up in the original, down in its press', () => {
    // Original A 2 up (auto press from 3), then B wins hole 3: A is 1 down in the press and may press it.
    expect(refusal('aab', A, AUTO)).toBeNull();
    expect(refusal('aab', B, AUTO)).toBe(PRESS_MESSAGES.downOnly);
  });

  it('"No more presses on this nine" once it has maxPresses presses, manual and automatic together', () => {
    // One manual press from 2, then A 2 up in it on hole 3: an automatic press would be the third.
    const capped = rules('auto', 2);
    expect(starts(chainOf('aaa', capped, holes(2)))).toEqual([2, 4]);
    expect(refusal('aaab', B, capped, holes(2))).toBe(PRESS_MESSAGES.noMore);
    expect(refusal('aaab', B, rules('manual', 1), holes(2))).toBe(PRESS_MESSAGES.noMore);
    expect(refusal('aaab', B, rules('manual', 2), holes(2))).toBeNull();
    // The nine being over is checked first.
    expect(refusal('aaaaaaaab', B, rules('manual', 1), holes(2))).toBe(PRESS_MESSAGES.nineOver);
  });

  it('a manual press stays in the chain after an edit that leaves nobody down when it was made', () => {
    // A was 2 down after hole 2 and pressed from 3; hole 1 is then edited to A's win: all square, the press stays.
    expect(refusal('bb', A)).toBeNull();
    const before = chainOf('bbaa', MANUAL, holes(3));
    const after = chainOf('abaa', MANUAL, holes(3));
    for (const chain of [before, after]) {
      expect(chain.map((bet) => [bet.trigger, bet.segment.first])).toEqual([
        ['original', 1],
        ['manual', 3],
      ]);
    }
    expect(pressChainText('Front', after)).toBe('Front: 2UP A · Press 1 (from 3): 2UP A');
  });

  it('a manual press and an automatic press on the same start hole are one press', () => {
    const chain = chainOf('aa', AUTO, holes(3));
    expect(chain.map((bet) => [bet.trigger, bet.segment.first])).toEqual([
      ['original', 1],
      ['manual', 3],
    ]);
  });

  it('a manual press becomes the last bet before its start hole counts: the bet it pressed triggers no more', () => {
    // A 1 up after 2, B presses from 3. On hole 3 the original becomes 2 up, but the manual press is already the last
    // bet; it is 2 up on hole 4 and presses from 5. Without the manual press the original presses from 4.
    expect(chainOf('ahaa', AUTO, holes(3)).map((bet) => [bet.trigger, bet.segment.first])).toEqual([
      ['original', 1],
      ['manual', 3],
      ['auto', 5],
    ]);
    expect(chainOf('ahaa', AUTO).map((bet) => [bet.trigger, bet.segment.first])).toEqual([
      ['original', 1],
      ['auto', 4],
    ]);
    // Manual presses join in order of their start, after the automatic presses that start before them.
    expect(chainOf('bbaa', AUTO, holes(4)).map((bet) => [bet.trigger, bet.segment.first])).toEqual([
      ['original', 1],
      ['auto', 3],
      ['manual', 4],
    ]);
  });

  it('stored manual presses always stay (they were allowed when made), even past maxPresses; automatic ones stop at it', () => {
    const chain = chainOf('aaaaaaa', rules('auto', 1), holes(2, 5));
    expect(chain.map((bet) => [bet.trigger, bet.segment.first])).toEqual([
      ['original', 1],
      ['manual', 2],
      ['manual', 5],
    ]);
  });

  it('presses "off" give the original bet alone and refuse a press', () => {
    expect(chainOf('bb', rules('off'), holes(3))).toHaveLength(1);
    expect(refusal('bb', A, rules('off'))).toBe(PRESS_MESSAGES.off);
  });
});

describe('properties of a nine of presses (product §R15)', () => {
  const modes = fc.constantFrom<PressMode>('off', 'manual', 'auto');
  const letters = fc.array(fc.constantFrom('a', 'b', 'h', 'h', '.'), { minLength: 9, maxLength: 9 });
  const caller = fc.constantFrom<string | null>(A, B, null, null);
  interface RoundInput {
    readonly mode: PressMode;
    readonly maxPresses: number;
    readonly letters: readonly string[];
    readonly callers: readonly (string | null)[];
    readonly back: boolean;
  }
  const round: fc.Arbitrary<RoundInput> = fc.record({
    mode: modes,
    maxPresses: fc.integer({ min: 0, max: 9 }),
    letters,
    callers: fc.array(caller, { minLength: 10, maxLength: 10 }),
    back: fc.boolean(),
  });

  /**
   * A round scored hole by hole; before each hole (and after the last) a caller may ask to press, and a press is
   * stored when pressRefusal allows it. Returns the final chain and what it was played with.
   */
  function play({ mode, maxPresses, letters: played, callers, back }: RoundInput) {
    const pressRules = rules(mode, maxPresses);
    const nine = back ? SEGMENT_BACK : SEGMENT_FRONT;
    const stored: HoleNumber[] = [];
    for (let scored = 0; scored <= 9; scored += 1) {
      const sideHoles = holesOf(played.slice(0, scored).join(''), nine);
      const chain = pressChain(pressRules, SIDES, sideHoles, nine, stored);
      const start = manualPressStart(nine, sideHoles);
      if (pressRefusal(pressRules, chain, nine, sideHoles, callers[scored] ?? null) === null && start !== null) stored.push(start);
    }
    return { pressRules, nine, stored, chain: pressChain(pressRules, SIDES, holesOf(played.join(''), nine), nine, stored) };
  }

  it('the generated rounds play automatic and manual presses, so the properties below test them', () => {
    const triggers = fc.sample(round, { numRuns: 300, seed: 15 }).flatMap((input) => play(input).chain.map((bet) => bet.trigger));
    expect(new Set(triggers)).toEqual(new Set(['original', 'auto', 'manual']));
  });

  it('every press starts within its nine after its trigger, runs to the nine last hole, and after the bet before it', () => {
    fc.assert(
      fc.property(round, (input) => {
        const { nine, chain } = play(input);
        chain.slice(1).forEach((bet, i) => {
          const before = chain[i];
          const { first, last, length } = bet.segment;
          expect(first).toBeGreaterThan(nine.first);
          expect(segmentHas(nine, first)).toBe(true);
          expect([last, length]).toEqual([nine.last, nine.last - first + 1]);
          expect(first).toBeGreaterThan(before?.segment.first ?? 0);
          if (bet.trigger === 'auto') expect(first - 1).toBe(before === undefined ? null : twoDownHole(before.match));
        });
      }),
    );
  });

  it('the chain has at most maxPresses presses when maxPresses > 0', () => {
    fc.assert(
      fc.property(round, (input) => {
        const { pressRules, chain } = play(input);
        if (pressRules.maxPresses > 0) expect(chain.length - 1).toBeLessThanOrEqual(pressRules.maxPresses);
      }),
    );
  });

  it('each bet of the chain triggers at most one press, and in auto mode every 2 down before the last hole does', () => {
    fc.assert(
      fc.property(round, (input) => {
        const { pressRules, nine, chain } = play(input);
        // A press follows the bet that triggered it: each automatic one starts after its own bet's trigger.
        const triggered = chain.slice(1).filter((bet) => bet.trigger === 'auto').map((bet) => chain[bet.index - 1]?.index);
        expect(new Set(triggered).size).toBe(triggered.length);
        // Only the last bet can still trigger: when it has, the nine is at its cap or the trigger was the last hole.
        const last = chain[chain.length - 1];
        const trigger = last === undefined ? null : twoDownHole(last.match);
        if (pressRules.presses === 'auto' && trigger !== null && trigger < nine.last) {
          expect(pressRules.maxPresses > 0 && chain.length - 1 >= pressRules.maxPresses).toBe(true);
        }
      }),
    );
  });

  it('settling each bet of the chain (its winner gets the bet from its loser) sums to zero', () => {
    fc.assert(
      fc.property(round, (input) => {
        const totals = money(play(input).chain);
        expect((totals[A] ?? 0) + (totals[B] ?? 0)).toBe(0);
      }),
    );
  });
});
