import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_CHUNK, paced } from '../src/server/realtime/socket';

// The heartbeat's pacing on a fake clock: a sweep pings HEARTBEAT_CHUNK sockets at a time, its chunks spread evenly
// over the time it is given, so a server of 20,000 sockets never pings them all in one go (docs/decisions/052).
// test/realtime.test.ts has the heartbeat on real sockets: silent ones terminated, answering ones kept.

describe('paced', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('visits the first chunk at once, the last after the spread, and each item once, in order', () => {
    const items = Array.from({ length: HEARTBEAT_CHUNK * 4 + 1 }, (_, index) => index);
    const visited: number[] = [];
    paced(items, 1_500, (item) => visited.push(item));
    expect(visited).toHaveLength(HEARTBEAT_CHUNK);

    // Five chunks over 1,500 ms: one every 375 ms.
    vi.advanceTimersByTime(374);
    expect(visited).toHaveLength(HEARTBEAT_CHUNK);
    vi.advanceTimersByTime(1);
    expect(visited).toHaveLength(HEARTBEAT_CHUNK * 2);
    vi.advanceTimersByTime(750);
    expect(visited).toHaveLength(HEARTBEAT_CHUNK * 4);
    vi.advanceTimersByTime(375);
    expect(visited).toEqual(items);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('visits a sweep of one chunk or fewer at once, and stops when told', () => {
    const few: string[] = [];
    paced(['a', 'b'], 1_500, (item) => few.push(item));
    expect(few).toEqual(['a', 'b']);
    expect(vi.getTimerCount()).toBe(0);

    const many: number[] = [];
    const stop = paced(
      Array.from({ length: HEARTBEAT_CHUNK * 3 }, (_, index) => index),
      1_000,
      (item) => many.push(item),
    );
    vi.advanceTimersByTime(500);
    expect(many).toHaveLength(HEARTBEAT_CHUNK * 2);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(many).toHaveLength(HEARTBEAT_CHUNK * 2);
  });
});
