import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

/** A piece of work that runs until released, counting how many run at once. */
function heldWork(counter: { now: number; most: number }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const work = async () => {
    counter.now += 1;
    counter.most = Math.max(counter.most, counter.now);
    await held;
    counter.now -= 1;
  };
  return { work, release };
}

describe('createGate', () => {
  it('runs at most `concurrent` at once, in the order they came', async () => {
    const gate = createGate(2);
    const counter = { now: 0, most: 0 };
    const pieces = [1, 2, 3, 4].map(() => heldWork(counter));
    const started: number[] = [];
    const runs = pieces.map((piece, i) => gate.run(async () => {
      started.push(i);
      await piece.work();
    }));
    await Promise.resolve();
    expect([gate.full(), gate.waiting()]).toEqual([true, 2]);
    pieces[0]!.release();
    // A newcomer while a turn is being handed on waits behind the two already waiting.
    const late = heldWork(counter);
    const lateRun = gate.run(async () => {
      started.push(4);
      await late.work();
    });
    for (const piece of [...pieces.slice(1), late]) piece.release();
    await Promise.all([...runs, lateRun]);
    expect(counter.most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([gate.full(), gate.waiting()]).toEqual([false, 0]);
  });

  it('hands the turn on when a piece of work fails', async () => {
    const gate = createGate(1);
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.full()).toBe(false);
  });
});
