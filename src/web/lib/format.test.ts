import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it.each([
    { count: 0, singular: 'account', plural: undefined, text: '0 accounts' },
    { count: 1, singular: 'account', plural: undefined, text: '1 account' },
    { count: 12, singular: 'account', plural: undefined, text: '12 accounts' },
    { count: 1, singular: 'match', plural: 'matches', text: '1 match' },
    { count: 3, singular: 'match', plural: 'matches', text: '3 matches' },
  ])('$count $singular reads "$text"', ({ count, singular, plural, text }) => {
    expect(formatCount(count, singular, plural)).toBe(text);
  });
});
