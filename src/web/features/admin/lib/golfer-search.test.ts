import { describe, expect, it } from 'vitest';
import { golferSearchText } from './golfer-search';

describe('golferSearchText', () => {
  it.each([
    { typed: '', asked: '' },
    { typed: '   ', asked: '' },
    { typed: ' Sam Reed ', asked: 'Sam Reed' },
    { typed: 'sam_r', asked: 'sam_r' },
    { typed: '1042', asked: '1042' },
    { typed: '#1042', asked: '1042' },
    { typed: ' #7 ', asked: '7' },
    { typed: '#', asked: '#' },
    { typed: '#sam', asked: '#sam' },
  ])('"$typed" asks for "$asked"', ({ typed, asked }) => {
    expect(golferSearchText(typed)).toBe(asked);
  });
});
