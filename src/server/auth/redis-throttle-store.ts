import type { Redis } from 'ioredis';
import { redisFallback, type RedisFallback } from '../redis';
import { loginThrottleDefaults, MemoryThrottleStore, type ThrottleCount, type ThrottleStore } from './login-throttle';

// KEYS: the counters; ARGV: each counter's limit, then the window in ms. Refuses (0) when any counter is at its
// limit, else counts one on each (1), opening a window on a counter's first count. One script, so two instances
// checking at once cannot both pass the last free attempt.
const takeScript = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[#ARGV]) end
end
return 1
`;

// KEYS[1]: one counter; takes one back and removes it at zero, keeping its expiry otherwise.
const giveBackScript = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 1
`;

/**
 * The sign-in throttle's counters in Redis (REDIS_URL), shared by every instance: fixed windows that Redis expires,
 * so nothing here grows with the number of keys. Keys are prefixed, so the database can be shared with others.
 * While Redis does not answer, counted in this process instead (src/server/redis.ts, decision 026): a sign-in with
 * the right password still succeeds, and the throttle still holds, per instance.
 */
export class RedisThrottleStore implements ThrottleStore {
  private readonly fallback: RedisFallback;
  private readonly local: MemoryThrottleStore;

  constructor(
    redis: Redis,
    private readonly windowMs: number,
    private readonly prefix = 'dormie:signin:',
    maxLocalKeys = loginThrottleDefaults.maxKeys,
  ) {
    this.fallback = redisFallback(redis);
    this.local = new MemoryThrottleStore(maxLocalKeys, windowMs);
  }

  take(counts: readonly ThrottleCount[], now: number): Promise<boolean> {
    const keys = counts.map(({ key }) => this.prefix + key);
    const args = [...counts.map(({ limit }) => String(limit)), String(this.windowMs)];
    return this.fallback.run(
      async (redis) => (await redis.eval(takeScript, keys.length, ...keys, ...args)) === 1,
      () => this.local.take(counts, now),
    );
  }

  giveBack(key: string): Promise<void> {
    return this.fallback.run(
      async (redis) => void (await redis.eval(giveBackScript, 1, this.prefix + key)),
      () => this.local.giveBack(key),
    );
  }

  clear(key: string): Promise<void> {
    return this.fallback.run(
      async (redis) => void (await redis.del(this.prefix + key)),
      () => this.local.clear(key),
    );
  }
}
