import { describe, expect, it } from 'vitest';
import { SEGMENT_BACK, SEGMENT_FRONT, SEGMENT_ROUND, segmentHoleNumbers, type Segment } from './segment';

describe('segmentHoleNumbers (product §R4)', () => {
  it.each<{ name: string; segment: Segment; first: number; last: number; count: number }>([
    { name: 'front nine', segment: SEGMENT_FRONT, first: 1, last: 9, count: 9 },
    { name: 'back nine', segment: SEGMENT_BACK, first: 10, last: 18, count: 9 },
    { name: 'round', segment: SEGMENT_ROUND, first: 1, last: 18, count: 18 },
  ])('$name: holes $first to $last, $count of them, in order', ({ segment, first, last, count }) => {
    const holes = segmentHoleNumbers(segment);
    expect(holes).toHaveLength(count);
    expect(holes[0]).toBe(first);
    expect(holes.at(-1)).toBe(last);
    expect(holes.every((hole, index) => index === 0 || hole === (holes[index - 1] ?? 0) + 1)).toBe(true);
  });
});
