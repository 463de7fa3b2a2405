import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, testRedisUrl, uniqueRedisPrefix } from '../../../test/support/redis';
import { BoundedCounters, LoginThrottle, loginThrottleDefaults, loginThrottledMessage, MemoryThrottleStore, type LoginThrottleOptions, type ThrottleStore } from './login-throttle';
import { RedisThrottleStore } from './redis-throttle-store';

const minute = 60 * 1000;

/** How many of `tries` attempts the throttle lets through, all sent at once (the rest are refused with its 429). */
async function allowed(throttle: LoginThrottle, tries: Array<{ address: string; username: string }>, now = 0): Promise<number> {
  const results = await Promise.allSettled(tries.map(({ address, username }) => throttle.attempt(address, username, now)));
  for (const result of results) {
    if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 429, message: loginThrottledMessage });
  }
  return results.filter((result) => result.status === 'fulfilled').length;
}

const same = (count: number, address = '203.0.113.5', username = 'sam') => Array.from({ length: count }, () => ({ address, username }));

const redisUrl = await testRedisUrl();
const redis = redisUrl ? new Redis(redisUrl) : null;
// A Redis that does not answer (nothing listens on its port), as the app's connection is made: no offline queue.
const goneRedis = new Redis(`redis://127.0.0.1:${await freePort()}`, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
goneRedis.on('error', () => {});
afterAll(() => {
  redis?.disconnect();
  goneRedis.disconnect();
});

/**
 * The stores the throttle's rules are checked on: this process's, Redis when TEST_REDIS_URL answers, and Redis when it
 * does not answer, which counts in this process instead (issue 27.7).
 */
const stores: Array<{ name: string; store: ((windowMs: number) => ThrottleStore) | null }> = [
  { name: 'in memory', store: (windowMs) => new MemoryThrottleStore(loginThrottleDefaults.maxKeys, windowMs) },
  { name: 'in Redis', store: redis ? (windowMs) => new RedisThrottleStore(redis, windowMs, uniqueRedisPrefix()) : null },
  { name: 'with Redis gone', store: (windowMs) => new RedisThrottleStore(goneRedis, windowMs, uniqueRedisPrefix()) },
];

describe.each(stores)('LoginThrottle $name (issue 8, issue 13)', ({ store }) => {
  const throttleWith = (options: Partial<LoginThrottleOptions> = {}) => new LoginThrottle(options, store!(options.windowMs ?? loginThrottleDefaults.windowMs));

  it.skipIf(!store)('counts an attempt before the password is checked: 300 tries of one account at once let 10 through', async () => {
    expect(await allowed(throttleWith(), same(300))).toBe(10);
  });

  it.skipIf(!store)('caps one address over all usernames', async () => {
    const throttle = throttleWith({ perAddress: 50 });
    const tries = Array.from({ length: 80 }, (_, i) => ({ address: '203.0.113.5', username: `golfer${i}` }));
    expect(await allowed(throttle, tries)).toBe(50);
    expect(await allowed(throttle, same(1, '198.51.100.7', 'golfer1')), 'another address is not affected').toBe(1);
  });

  it.skipIf(!store)('counts an IPv6 client by its /64: a new address in it for every try escapes neither cap', async () => {
    const throttle = throttleWith({ perAddress: 50 });
    const inOne64 = (i: number) => `2001:db8:7:7:${i.toString(16)}::1`;
    expect(await allowed(throttle, Array.from({ length: 20 }, (_, i) => ({ address: inOne64(i), username: 'sam' })))).toBe(10);
    expect(await allowed(throttle, Array.from({ length: 80 }, (_, i) => ({ address: inOne64(100 + i), username: `golfer${i}` })))).toBe(40);
    expect(await allowed(throttle, same(1, '2001:db8:7:8::1')), 'the next /64 is another client').toBe(1);
  });

  it.skipIf(!store)('gives a successful attempt back, so a club behind one address never locks itself out', async () => {
    const throttle = throttleWith({ perAddress: 5 });
    for (let i = 0; i < 20; i += 1) await (await throttle.attempt('203.0.113.5', `golfer${i}`, 0)).succeeded();
    expect(await allowed(throttle, same(5, '203.0.113.5', 'late'))).toBe(5);
  });

  it.skipIf(!store)('clears an account after a success', async () => {
    const throttle = throttleWith();
    expect(await allowed(throttle, same(9))).toBe(9);
    await (await throttle.attempt('203.0.113.5', 'SAM', 0)).succeeded();
    expect(await allowed(throttle, same(12))).toBe(10);
  });
});

describe('LoginThrottle in memory', () => {
  it('keeps at most maxKeys keys however many distinct usernames and addresses arrive', async () => {
    const store = new MemoryThrottleStore(1_000, loginThrottleDefaults.windowMs);
    const throttle = new LoginThrottle({}, store);
    for (let i = 0; i < 100_000; i += 1) await allowed(throttle, [{ address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, username: `user${i}` }]);
    expect(store.size).toBe(1_000);
  });

  it('opens again when the window ends', async () => {
    const throttle = new LoginThrottle();
    expect(await allowed(throttle, same(12))).toBe(10);
    expect(await allowed(throttle, same(1), 14 * minute)).toBe(0);
    expect(await allowed(throttle, same(1), 15 * minute)).toBe(1);
  });
});

describe.skipIf(!redis)('LoginThrottle in Redis', () => {
  it('two instances sharing one Redis count attempts together', async () => {
    const prefix = uniqueRedisPrefix();
    const [one, two] = [0, 1].map(() => new LoginThrottle({}, new RedisThrottleStore(redis!, loginThrottleDefaults.windowMs, prefix)));
    const results = await Promise.all([allowed(one!, same(8)), allowed(two!, same(8))]);
    expect(results[0] + results[1]).toBe(10);
  });

  it('lets Redis end the window', async () => {
    const prefix = uniqueRedisPrefix();
    const throttle = new LoginThrottle({ windowMs: 300 }, new RedisThrottleStore(redis!, 300, prefix));
    expect(await allowed(throttle, same(12))).toBe(10);
    expect(await redis!.keys(`${prefix}*`)).not.toEqual([]);
    // The window ends when Redis expires its counters: wait for that, not for a guess at when it happens.
    await vi.waitFor(async () => expect(await redis!.keys(`${prefix}*`)).toEqual([]), { timeout: 5_000, interval: 20 });
    expect(await allowed(throttle, same(1))).toBe(1);
  });
});

describe('BoundedCounters', () => {
  it('answers the window an increment counted in', () => {
    const counters = new BoundedCounters(2, minute);
    expect(counters.increment('a', 1_000)).toEqual({ count: 1, resetAt: 1_000 + minute });
    expect(counters.increment('a', 5_000)).toEqual({ count: 2, resetAt: 1_000 + minute });
  });

  it('drops the least recently touched key first', () => {
    const counters = new BoundedCounters(2, minute);
    counters.increment('a', 0);
    counters.increment('b', 0);
    counters.increment('a', 0);
    counters.increment('c', 0);
    expect([counters.count('a', 0), counters.count('b', 0), counters.count('c', 0)]).toEqual([2, 0, 1]);
  });
});
