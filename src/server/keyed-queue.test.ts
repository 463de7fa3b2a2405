import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

/** Work that records its start and end in `log` and ends when released (or fails, when told to). */
function held(log: string[], name: string) {
  let release: (fail?: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolve) => (release = (fail = false) => resolve(fail)));
  const work = async () => {
    log.push(`${name} starts`);
    const fail = await ended;
    log.push(`${name} ends`);
    if (fail) throw new Error(`${name} failed`);
    return name;
  };
  return { work, release };
}

describe('createKeyedQueue', () => {
  it("runs one key's work one after another, in the order it came, and another key's at once", async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const [first, second, other] = [held(log, 'first'), held(log, 'second'), held(log, 'other')];
    const answers = [queue.run('game 1', first.work), queue.run('game 1', second.work), queue.run('game 2', other.work)];
    await Promise.resolve();
    expect(log).toEqual(['first starts', 'other starts']);
    other.release();
    second.release();
    await answers[2];
    expect(log).toEqual(['first starts', 'other starts', 'other ends']);
    first.release();
    expect(await Promise.all(answers)).toEqual(['first', 'second', 'other']);
    expect(log).toEqual(['first starts', 'other starts', 'other ends', 'first ends', 'second starts', 'second ends']);
  });

  it('starts the next work after one that failed, and answers each its own failure', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const [first, second] = [held(log, 'first'), held(log, 'second')];
    const answers = [queue.run('game 1', first.work), queue.run('game 1', second.work)];
    first.release(true);
    await expect(answers[0]).rejects.toThrow('first failed');
    second.release();
    expect(await answers[1]).toBe('second');
  });

  it('forgets a key once its last work ended', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const [first, second] = [held(log, 'first'), held(log, 'second')];
    const answers = [queue.run('game 1', first.work), queue.run('game 1', second.work)];
    expect(queue.size).toBe(1);
    first.release();
    second.release(true);
    await Promise.allSettled(answers);
    // The forgetting runs on the end's own settling, a turn after the answers'.
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.size).toBe(0);
  });
});
