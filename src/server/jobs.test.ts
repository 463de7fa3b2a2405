import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleJob } from './jobs';

const minute = 60 * 1000;

describe('scheduleJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the job every period once the app is ready, and never after it closes', async () => {
    const app = Fastify({ logger: false });
    const run = vi.fn(async () => undefined);
    scheduleJob(app, { name: 'test', everyMs: 15 * minute, run });
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(run, 'nothing runs before the app is ready').not.toHaveBeenCalled();

    await app.ready();
    await vi.advanceTimersByTimeAsync(14 * minute);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16 * minute);
    expect(run).toHaveBeenCalledTimes(2);

    await app.close();
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not keep the process alive: the timer is unref’d', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const app = Fastify({ logger: false });
    scheduleJob(app, { name: 'test', everyMs: minute, run: async () => undefined });
    await app.ready();
    const timer = setIntervalSpy.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await app.close();
  });

  it('logs a failed run and runs again at the next period; runs never overlap; close waits for a run in progress', async () => {
    const errors: unknown[] = [];
    const app = Fastify({ logger: false });
    vi.spyOn(app.log, 'error').mockImplementation((object: unknown) => void errors.push(object));
    let finish: () => void = () => undefined;
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('database unreachable'))
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    scheduleJob(app, { name: 'sweep', everyMs: minute, run });
    await app.ready();

    await vi.advanceTimersByTimeAsync(minute);
    expect(errors).toEqual([expect.objectContaining({ job: 'sweep' })]);
    await vi.advanceTimersByTimeAsync(minute);
    await vi.advanceTimersByTimeAsync(minute);
    expect(run, 'the second run is still going at the third period').toHaveBeenCalledTimes(2);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(closed).toBe(true);
  });
});
