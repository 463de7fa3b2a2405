import { describe, expect, it } from 'vitest';
import { GIVEN_HANDICAP_ERRORS } from '../../golf';
import { indexFieldRead, indexInputText, indexTypingIsAccepted, indexWireValue } from './handicap-index';

// The Handicap Index boxes (product §R12): what they read, keep while typed, and show.

describe('indexFieldRead', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['  ', { kind: 'empty' }],
    ['14.2', { kind: 'index', index: 142 }],
    ['9', { kind: 'index', index: 90 }],
    ['+1.2', { kind: 'index', index: -12 }],
    ['-1.2', { kind: 'index', index: -12 }],
    ['+0.0', { kind: 'index', index: 0 }],
    ['54.0', { kind: 'index', index: 540 }],
    ['+10.0', { kind: 'index', index: -100 }],
    ['54.1', { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexRange }],
    ['+10.1', { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexRange }],
    ['14.25', { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexDecimals }],
    ['+1.25', { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexDecimals }],
    ['abc', { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexRange }],
    ['14.', { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexRange }],
    ['+', { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexRange }],
  ] as const)('%j reads as %j', (text, read) => {
    expect(indexFieldRead(text)).toEqual(read);
  });
});

describe('indexTypingIsAccepted', () => {
  it.each(['', '+', '-', '1', '14', '14.', '14.2', '14.25', '+1.2', '.5'])('keeps %j', (text) => {
    expect(indexTypingIsAccepted(text)).toBe(true);
  });
  it.each(['a', '14a', '142', '14.253', '1.2.3', '++1', '14,2'])('ignores %j', (text) => {
    expect(indexTypingIsAccepted(text)).toBe(false);
  });
});

describe('indexInputText and indexWireValue', () => {
  it.each([
    [14.2, '14.2'],
    [-1.2, '+1.2'],
    [0, '0.0'],
    [54, '54.0'],
    [null, ''],
    [undefined, ''],
    [60, ''],
  ] as const)('shows %j as %j', (index, text) => {
    expect(indexInputText(index)).toBe(text);
  });

  it('round-trips every index through the box and the wire', () => {
    for (let tenths = -100; tenths <= 540; tenths += 1) {
      const read = indexFieldRead(indexInputText(tenths / 10));
      expect(read).toEqual({ kind: 'index', index: tenths });
      if (read.kind === 'index') expect(indexWireValue(read.index)).toBe(tenths / 10);
    }
  });
});
