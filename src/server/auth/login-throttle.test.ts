import { describe, expect, it } from 'vitest';
import { BoundedCounters, LoginThrottle, loginThrottledMessage } from './login-throttle';

const minute = 60 * 1000;

/** How many of `tries` attempts the throttle lets through (the rest are refused with its 429). */
function allowed(throttle: LoginThrottle, tries: Array<{ address: string; username: string }>, now = 0): number {
  let passed = 0;
  for (const { address, username } of tries) {
    try {
      throttle.attempt(address, username, now);
      passed += 1;
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 429, message: loginThrottledMessage });
    }
  }
  return passed;
}

const same = (count: number, address = '203.0.113.5', username = 'sam') => Array.from({ length: count }, () => ({ address, username }));

describe('LoginThrottle (issue 8)', () => {
  it('keeps at most maxKeys keys however many distinct usernames and addresses arrive', () => {
    const throttle = new LoginThrottle({ maxKeys: 1_000 });
    for (let i = 0; i < 100_000; i += 1) allowed(throttle, [{ address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, username: `user${i}` }]);
    expect(throttle.size).toBe(1_000);
  });

  it('counts an attempt before the password is checked: 300 tries of one account let 10 through', () => {
    expect(allowed(new LoginThrottle(), same(300))).toBe(10);
  });

  it('caps one address over all usernames', () => {
    const throttle = new LoginThrottle({ perAddress: 50 });
    const tries = Array.from({ length: 80 }, (_, i) => ({ address: '203.0.113.5', username: `golfer${i}` }));
    expect(allowed(throttle, tries)).toBe(50);
    expect(allowed(throttle, same(1, '198.51.100.7', 'golfer1')), 'another address is not affected').toBe(1);
  });

  it('counts an IPv6 client by its /64: a new address in it for every try escapes neither cap', () => {
    const throttle = new LoginThrottle({ perAddress: 50 });
    const inOne64 = (i: number) => `2001:db8:7:7:${i.toString(16)}::1`;
    expect(allowed(throttle, Array.from({ length: 20 }, (_, i) => ({ address: inOne64(i), username: 'sam' })))).toBe(10);
    expect(allowed(throttle, Array.from({ length: 80 }, (_, i) => ({ address: inOne64(100 + i), username: `golfer${i}` })))).toBe(40);
    expect(allowed(throttle, same(1, '2001:db8:7:8::1')), 'the next /64 is another client').toBe(1);
  });

  it('gives a successful attempt back, so a club behind one address never locks itself out', () => {
    const throttle = new LoginThrottle({ perAddress: 5 });
    for (let i = 0; i < 20; i += 1) throttle.attempt('203.0.113.5', `golfer${i}`, 0).succeeded();
    expect(allowed(throttle, same(5, '203.0.113.5', 'late'))).toBe(5);
  });

  it('clears an account after a success and opens again when the window ends', () => {
    const throttle = new LoginThrottle();
    expect(allowed(throttle, same(9))).toBe(9);
    throttle.attempt('203.0.113.5', 'SAM', 0).succeeded();
    expect(allowed(throttle, same(12))).toBe(10);
    expect(allowed(throttle, same(1), 14 * minute)).toBe(0);
    expect(allowed(throttle, same(1), 15 * minute)).toBe(1);
  });
});

describe('BoundedCounters', () => {
  it('drops the least recently touched key first', () => {
    const counters = new BoundedCounters(2, minute);
    counters.increment('a', 0);
    counters.increment('b', 0);
    counters.increment('a', 0);
    counters.increment('c', 0);
    expect([counters.count('a', 0), counters.count('b', 0), counters.count('c', 0)]).toEqual([2, 0, 1]);
  });
});
