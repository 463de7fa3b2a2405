import { describe, expect, it } from 'vitest';
import { formatFrom, formatLabel, formatName, formatOptionsCheck, requireFormat, type Format, type FormatOptionsCheck, type GameType } from './format';
import { potFor } from './settlement';
import { gameFrom } from './game';
import {
  centsFrom,
  centsFromDecimalString,
  centsFromDollars,
  centsToDecimalString,
  handicapFrom,
  holeNumberFrom,
  strokeIndexFrom,
  strokesFrom,
} from './units';

describe('branded constructors', () => {
  it.each([
    { what: 'handicap -5', make: () => handicapFrom(-5), value: -5 },
    { what: 'handicap 54', make: () => handicapFrom(54), value: 54 },
    { what: 'hole 18', make: () => holeNumberFrom(18), value: 18 },
    { what: 'stroke index 1', make: () => strokeIndexFrom(1), value: 1 },
    { what: 'strokes -3', make: () => strokesFrom(-3), value: -3 },
    { what: 'cents -1050', make: () => centsFrom(-1050), value: -1050 },
  ])('accepts $what', ({ make, value }) => {
    expect(make()).toBe(value);
  });

  it.each([
    { what: 'handicap -6 (product §R1 range)', make: () => handicapFrom(-6) },
    { what: 'handicap 55', make: () => handicapFrom(55) },
    { what: 'handicap 2.5', make: () => handicapFrom(2.5) },
    { what: 'hole 0', make: () => holeNumberFrom(0) },
    { what: 'hole 19', make: () => holeNumberFrom(19) },
    { what: 'stroke index 19', make: () => strokeIndexFrom(19) },
    { what: 'fractional cents', make: () => centsFrom(10.5) },
    { what: 'fractional strokes', make: () => strokesFrom(4.2) },
  ])('refuses $what', ({ make }) => {
    expect(make).toThrow(RangeError);
  });
});

describe('money at the edge (product §R0: integer cents, two-decimal dollars)', () => {
  it.each([
    { cents: 3000, text: '30.00' },
    { cents: -1000, text: '-10.00' },
    { cents: 5, text: '0.05' },
    { cents: -334, text: '-3.34' },
    { cents: 0, text: '0.00' },
  ])('$cents cents <-> "$text"', ({ cents, text }) => {
    expect(centsToDecimalString(centsFrom(cents))).toBe(text);
    expect(centsFromDecimalString(text)).toBe(cents);
  });

  it.each([
    { text: '12.5', cents: 1250 },
    { text: '7', cents: 700 },
    { text: '-0.00', cents: 0 },
    { text: '1.234', cents: null },
    { text: 'abc', cents: null },
  ])('decimal column "$text" -> $cents', ({ text, cents }) => {
    expect(centsFromDecimalString(text)).toBe(cents);
  });

  it('dollars round to the nearest cent', () => {
    expect(centsFromDollars(0.1 + 0.2)).toBe(30);
  });
});

describe('formats (product §R4, §G3)', () => {
  it.each<{ gameType: string; options: Record<string, unknown> | null; format: Format | null; label: string | null; pot: number }>([
    { gameType: 'stroke', options: null, format: { type: 'stroke' }, label: 'Stroke Play', pot: 4000 },
    { gameType: 'match', options: {}, format: { type: 'match' }, label: 'Match Play', pot: 4000 },
    { gameType: 'bestball', options: null, format: { type: 'bestball' }, label: 'Best Ball', pot: 4000 },
    { gameType: 'nassau', options: { mode: 'stroke' }, format: { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 }, label: 'Nassau (Stroke Play)', pot: 12000 },
    { gameType: 'nassau', options: null, format: { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 }, label: 'Nassau (Match Play)', pot: 12000 },
    { gameType: 'nassau', options: { mode: 'skins' }, format: null, label: null, pot: 0 },
    { gameType: 'match', options: { mode: 'match' }, format: null, label: null, pot: 0 },
    // Skins: a skin a hole from each other player, over 18 holes: $10 x 18 x 3.
    { gameType: 'skins', options: null, format: { type: 'skins', basis: 'net', carryover: true, validation: 'none' }, label: 'Skins (Net)', pot: 54000 },
    { gameType: 'stableford', options: { scoring: 'modified' }, format: { type: 'stableford', scoring: 'modified' }, label: 'Stableford (Modified)', pot: 3000 },
    // Wolf: a blind wolf's 3 points from each of the three, on every hole: $10 x 3 x 3 x 18.
    { gameType: 'wolf', options: null, format: { type: 'wolf', loneMultiplier: 2, blindMultiplier: 3 }, label: 'Wolf', pot: 162000 },
    { gameType: 'wolfhammer', options: null, format: null, label: null, pot: 0 },
  ])('$gameType / $options', ({ gameType, options, format, label, pot }) => {
    const parsed = formatFrom(gameType, options);
    expect(parsed).toEqual(format);
    if (parsed === null) return;
    expect([formatLabel(parsed), potFor(parsed, centsFrom(1000), 4)]).toEqual([label, pot]);
  });

  it('requireFormat reads the columns like formatFrom, and throws on an unknown type', () => {
    expect(requireFormat({ gameType: 'nassau', formatOptions: null })).toEqual({ type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 });
    expect(() => requireFormat({ gameType: 'wolfhammer', formatOptions: null })).toThrow('Unknown game type or options: wolfhammer');
  });

  it.each<{ gameType: GameType; given: Record<string, unknown>; result: FormatOptionsCheck }>([
    { gameType: 'nassau', given: {}, result: { ok: true, format: { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 } } },
    { gameType: 'nassau', given: { mode: 'stroke' }, result: { ok: true, format: { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 } } },
    { gameType: 'nassau', given: { mode: 'best' }, result: { ok: false, message: 'mode must be one of match, stroke' } },
    { gameType: 'nassau', given: { mode: 1 }, result: { ok: false, message: 'mode must be one of match, stroke' } },
    { gameType: 'stroke', given: { mode: 'match' }, result: { ok: false, message: 'Stroke Play has no option mode' } },
    // Presses are match bets (product §R15): a stroke-mode nassau keeps them off whatever is sent.
    { gameType: 'nassau', given: { mode: 'match', presses: 'auto', maxPresses: 2 }, result: { ok: true, format: { type: 'nassau', mode: 'match', presses: 'auto', maxPresses: 2 } } },
    { gameType: 'nassau', given: { mode: 'stroke', presses: 'auto', maxPresses: 2 }, result: { ok: true, format: { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 } } },
    { gameType: 'nassau', given: { presses: 'sometimes' }, result: { ok: false, message: 'presses must be one of off, manual, auto' } },
    { gameType: 'stroke', given: { junk: { value: 1, birdies: true } }, result: { ok: true, format: { type: 'stroke', junk: { value: 1, birdies: true, greenies: false, sandies: false } } } },
    { gameType: 'stroke', given: { junk: { value: 1 } }, result: { ok: true, format: { type: 'stroke' } } },
  ])('formatOptionsCheck($gameType, $given)', ({ gameType, given, result }) => {
    expect(formatOptionsCheck(gameType, given)).toEqual(result);
  });

  it('game names use the format name (product §R11: "Sam\'s Nassau")', () => {
    expect(`Sam's ${formatName('nassau')}`).toBe("Sam's Nassau");
  });
});

describe('gameFrom', () => {
  const plain = {
    format: { type: 'stroke' } as Format,
    betCents: 500,
    holes: [{ holeNumber: 1, par: 4, yardage: 380, handicapIndex: 3 }],
    players: [{ id: 'p', name: 'Pat', handicap: -2, team: null, joinOrder: 0 }],
    scores: [{ playerId: 'p', holeNumber: 1, strokes: 5 }],
  };

  it.each([
    { case: 'a duplicate hole', change: { holes: [...plain.holes, ...plain.holes] } },
    { case: 'a duplicate player', change: { players: [...plain.players, ...plain.players] } },
    { case: 'a negative bet', change: { betCents: -1 } },
    { case: 'zero strokes', change: { scores: [{ playerId: 'p', holeNumber: 1, strokes: 0 }] } },
    { case: 'a handicap past any a game works out', change: { players: [{ ...plain.players[0], handicap: 200 }] } },
  ])('refuses $case', ({ change }) => {
    expect(() => gameFrom({ ...plain, ...change } as typeof plain)).toThrow(RangeError);
  });

  it('keeps a valid game as it is', () => {
    expect(gameFrom(plain)).toEqual({ ...plain, holesPlayed: '18', wolfChoices: [], manualPresses: [], junkMarks: [] });
  });
});
