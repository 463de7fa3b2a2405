import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** A load that records each batch of keys and answers when released; 'absent' is never found, 'broken' fails it. */
function heldLoads() {
  const batches: string[][] = [];
  const releases: Array<() => void> = [];
  const load = async (keys: string[]) => {
    batches.push(keys);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (keys.includes('broken')) throw new Error('the load failed');
    return new Map(keys.filter((key) => key !== 'absent').map((key) => [key, key.toUpperCase()]));
  };
  /** Releases the oldest load still held, and lets the batcher start the next. */
  const releaseNext = async () => {
    releases.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { load, batches, releaseNext };
}

describe('createBatcher', () => {
  it('loads the asks of one turn together, and those that come while it is on its way together in the next', async () => {
    const { load, batches, releaseNext } = heldLoads();
    const batcher = createBatcher(load, { missing: null });
    const first = [batcher.load('a'), batcher.load('b'), batcher.load('a')];
    await Promise.resolve();
    expect(batches).toEqual([['a', 'b']]);
    const later = [batcher.load('c'), batcher.load('absent')];
    await releaseNext();
    expect(await Promise.all(first)).toEqual(['A', 'B', 'A']);
    expect(batches).toEqual([['a', 'b'], ['c', 'absent']]);
    await releaseNext();
    expect(await Promise.all(later)).toEqual(['C', null]);
  });

  it('rejects every ask of a failed load, and loads the next asks as usual', async () => {
    const { load, releaseNext } = heldLoads();
    const batcher = createBatcher(load, { missing: null });
    const failed = [batcher.load('broken'), batcher.load('d')];
    await Promise.resolve();
    const next = batcher.load('e');
    const outcomes = Promise.allSettled(failed);
    await releaseNext();
    expect((await outcomes).map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error).message : outcome.status))).toEqual(['the load failed', 'the load failed']);
    await releaseNext();
    expect(await next).toBe('E');
  });

  it('loads at most maxKeys keys at once', async () => {
    const { load, batches, releaseNext } = heldLoads();
    const batcher = createBatcher(load, { missing: null, maxKeys: 2 });
    const asks = ['a', 'b', 'c'].map((key) => batcher.load(key));
    await Promise.resolve();
    await releaseNext();
    await releaseNext();
    expect(await Promise.all(asks)).toEqual(['A', 'B', 'C']);
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });
});
