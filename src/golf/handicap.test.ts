import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HANDICAP_SPECTATOR_ERROR,
  handicapDisplay,
  handicapFromText,
  handicapInputText,
  handicapParse,
  handicapSpectatorIsValid,
  handicapStrokesOnHole,
  handicapTypingIsAccepted,
  netStrokesFor,
  scoreToParDisplay,
} from './handicap';
import { HANDICAP_MAX, HANDICAP_SPECTATOR_RANGE, handicapFrom, strokeIndexFrom, strokesFrom, type Strokes } from './units';

const strokesOn = (handicap: number, index: number): Strokes =>
  handicapStrokesOnHole(handicapFrom(handicap), strokeIndexFrom(index));

describe('handicapStrokesOnHole (product §R1)', () => {
  it.each([
    { rule: '§R1 example', handicap: 20, index: 1, strokes: 2 },
    { rule: '§R1 example', handicap: 20, index: 3, strokes: 1 },
    { rule: '§R1 example', handicap: 36, index: 18, strokes: 2 },
    { rule: '§R1 example', handicap: -3, index: 16, strokes: -1 },
    { rule: '§R1 example', handicap: -3, index: 15, strokes: 0 },
    { rule: '§R1 example: +2 gives back on 17', handicap: -2, index: 17, strokes: -1 },
    { rule: '§R1 example: +2 gives back on 18', handicap: -2, index: 18, strokes: -1 },
    { rule: '§R1: +2 keeps index 16', handicap: -2, index: 16, strokes: 0 },
    { rule: '§R1 scratch', handicap: 0, index: 1, strokes: 0 },
    { rule: '§R1 scratch', handicap: 0, index: 18, strokes: 0 },
    { rule: '§R1 h=18: one everywhere', handicap: 18, index: 1, strokes: 1 },
    { rule: '§R1 h=18: one everywhere', handicap: 18, index: 18, strokes: 1 },
    { rule: '§R1 h=19: two on index 1', handicap: 19, index: 1, strokes: 2 },
    { rule: '§R1 h=19: one on index 2', handicap: 19, index: 2, strokes: 1 },
    { rule: '§R1 h=19: one on index 18', handicap: 19, index: 18, strokes: 1 },
    { rule: '§R1 h=36: two everywhere', handicap: 36, index: 1, strokes: 2 },
    { rule: '§R1 h=54: three everywhere', handicap: 54, index: 1, strokes: 3 },
    { rule: '§R1 h=54: three everywhere', handicap: 54, index: 18, strokes: 3 },
    { rule: '§R1 h=7: index 7 gets one', handicap: 7, index: 7, strokes: 1 },
    { rule: '§R1 h=7: index 8 gets none', handicap: 7, index: 8, strokes: 0 },
    { rule: '§R1 +1 gives back on 18', handicap: -1, index: 18, strokes: -1 },
    { rule: '§R1 +1 keeps 17', handicap: -1, index: 17, strokes: 0 },
    { rule: '§R1 +1 keeps 1', handicap: -1, index: 1, strokes: 0 },
    { rule: '§R1 +5 gives back on 14', handicap: -5, index: 14, strokes: -1 },
    { rule: '§R1 +5 keeps 13', handicap: -5, index: 13, strokes: 0 },
    { rule: '§R1 +5 gives back on 18', handicap: -5, index: 18, strokes: -1 },
  ])('$rule: h=$handicap on index $index -> $strokes', ({ handicap, index, strokes }) => {
    expect(strokesOn(handicap, index)).toBe(strokes);
  });

  it.each([
    { handicap: 0, total: 0 },
    { handicap: 18, total: 18 },
    { handicap: 19, total: 19 },
    { handicap: 36, total: 36 },
    { handicap: 54, total: 54 },
    { handicap: -1, total: -1 },
    { handicap: -5, total: -5 },
  ])('§R1: over indexes 1..18, h=$handicap receives $total in all', ({ handicap, total }) => {
    const all = Array.from({ length: 18 }, (_, i) => strokesOn(handicap, i + 1));
    expect(all.reduce((sum, s) => sum + s, 0)).toBe(total);
  });

  it('§R1 property: over any stroke-index permutation the strokes received sum to the handicap', () => {
    const permutation = fc.shuffledSubarray(Array.from({ length: 18 }, (_, i) => i + 1), { minLength: 18, maxLength: 18 });
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 54 }), permutation, (handicap, indexes) => {
        const total = indexes.reduce((sum, index) => sum + strokesOn(handicap, index), 0);
        expect(total).toBe(handicap);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('netStrokesFor (product §R1)', () => {
  it.each([
    { rule: '§R1 net = gross - received', gross: 6, handicap: 20, index: 1, net: 4 },
    { rule: '§R1 one stroke', gross: 5, handicap: 20, index: 3, net: 4 },
    { rule: '§R1 no stroke', gross: 5, handicap: 10, index: 11, net: 5 },
    { rule: '§R1 plus player nets above gross', gross: 4, handicap: -3, index: 16, net: 5 },
    { rule: '§R1 h=54 can net below 1', gross: 2, handicap: 54, index: 9, net: -1 },
  ])('$rule: gross $gross, h=$handicap, index $index -> net $net', ({ gross, handicap, index, net }) => {
    expect(netStrokesFor(strokesFrom(gross), strokesOn(handicap, index))).toBe(net);
  });
});

describe('handicapParse / handicapFromText (product §G5)', () => {
  it.each([
    { text: '+2', parsed: { kind: 'handicap', handicap: -2 }, fromText: -2 },
    { text: '-3', parsed: { kind: 'handicap', handicap: -3 }, fromText: -3 },
    { text: '12', parsed: { kind: 'handicap', handicap: 12 }, fromText: 12 },
    { text: ' 7 ', parsed: { kind: 'handicap', handicap: 7 }, fromText: 7 },
    { text: '+5', parsed: { kind: 'handicap', handicap: -5 }, fromText: -5 },
    { text: '54', parsed: { kind: 'handicap', handicap: 54 }, fromText: 54 },
    { text: '+0', parsed: { kind: 'handicap', handicap: 0 }, fromText: 0 },
    { text: '', parsed: { kind: 'empty' }, fromText: 0 },
    { text: '   ', parsed: { kind: 'empty' }, fromText: 0 },
    { text: 'abc', parsed: { kind: 'not-a-number' }, fromText: null },
    { text: '2.5', parsed: { kind: 'not-a-number' }, fromText: null },
    { text: '+-2', parsed: { kind: 'not-a-number' }, fromText: null },
    { text: '+6', parsed: { kind: 'out-of-range', value: -6 }, fromText: null },
    { text: '55', parsed: { kind: 'out-of-range', value: 55 }, fromText: null },
  ])('"$text" -> $parsed.kind ($fromText)', ({ text, parsed, fromText }) => {
    expect(handicapParse(text)).toEqual(parsed);
    expect(handicapFromText(text)).toBe(fromText);
  });

  it('parse and display round-trip for every handicap -5..54', () => {
    for (let h = -5; h <= 54; h += 1) expect(handicapFromText(handicapDisplay(handicapFrom(h)))).toBe(h);
  });
});

describe('handicapDisplay (product §G5: plus handicaps shown +5..+1)', () => {
  it.each([
    { handicap: -5, shown: '+5' },
    { handicap: -1, shown: '+1' },
    { handicap: 0, shown: '0' },
    { handicap: 19, shown: '19' },
    { handicap: 54, shown: '54' },
  ])('$handicap is shown $shown', ({ handicap, shown }) => {
    expect(handicapDisplay(handicapFrom(handicap))).toBe(shown);
  });

});

describe('spectator join (product §G2 "a handicap input (0-54)", §G5 "Spectator join 0-54")', () => {
  it('is the range 0-54, the top of the handicap range', () => {
    expect(HANDICAP_SPECTATOR_RANGE).toEqual({ min: 0, max: HANDICAP_MAX });
    expect(HANDICAP_MAX).toBe(54);
  });

  it.each([
    { handicap: -5, allowed: false },
    { handicap: -1, allowed: false },
    { handicap: 0, allowed: true },
    { handicap: 17, allowed: true },
    { handicap: 54, allowed: true },
    { handicap: 55, allowed: false },
    { handicap: 2.5, allowed: false },
  ])('handicap $handicap allowed: $allowed', ({ handicap, allowed }) => {
    expect(handicapSpectatorIsValid(handicap)).toBe(allowed);
  });

  it('says the range in its toast, worded as the join dialog', () => {
    expect(HANDICAP_SPECTATOR_ERROR).toEqual({ title: 'Invalid Handicap', description: 'Please enter a valid handicap (0 to 54).' });
  });

  it.each([
    { text: '', accepted: true },
    { text: '7', accepted: true },
    { text: '54', accepted: true },
    { text: '+', accepted: false },
    { text: '+3', accepted: false },
    { text: '-3', accepted: false },
    { text: '123', accepted: false },
  ])('its box takes "$text": $accepted (no plus handicaps)', ({ text, accepted }) => {
    expect(handicapTypingIsAccepted(text, false)).toBe(accepted);
  });
});

describe('scoreToParDisplay (product §R2, §G9: +N, E, -N)', () => {
  it.each([
    { toPar: 0, shown: 'E' },
    { toPar: 3, shown: '+3' },
    { toPar: -2, shown: '-2' },
    { toPar: 17, shown: '+17' },
  ])('$toPar -> $shown', ({ toPar, shown }) => {
    expect(scoreToParDisplay(toPar)).toBe(shown);
  });
});

describe('handicapTypingIsAccepted (product §G5: non-numeric entry is ignored)', () => {
  it.each([
    { text: '', accepted: true },
    { text: '+', accepted: true },
    { text: '+4', accepted: true },
    { text: '-3', accepted: true },
    { text: '18', accepted: true },
    { text: '99', accepted: true },
    { text: '1a', accepted: false },
    { text: '4.5', accepted: false },
    { text: '+-2', accepted: false },
  ])('"$text" accepted: $accepted', ({ text, accepted }) => {
    expect(handicapTypingIsAccepted(text)).toBe(accepted);
  });
});

describe('handicapInputText (product §G5: plus handicaps with +, none blank)', () => {
  it.each([
    { handicap: 14, text: '14' },
    { handicap: 0, text: '0' },
    { handicap: -5, text: '+5' },
    { handicap: null, text: '' },
    { handicap: 60, text: '' },
  ])('shows the profile handicap $handicap as "$text"', ({ handicap, text }) => {
    expect(handicapInputText(handicap)).toBe(text);
  });
});
