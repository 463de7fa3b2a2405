import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { BoundedCounters } from './auth/login-throttle';

/** The longest a command waits for Redis before its caller counts in this process instead (decision 026). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** While Redis is down, how often it is asked whether it answers again. */
export const REDIS_PROBE_MS = 1000;
/** The longest the app waits for Redis at start before it starts without it (counting in this process). */
const REDIS_START_WAIT_MS = 2000;

/** What /api/health says of Redis: it answers, it does not (the app counts in this process), or REDIS_URL is unset. */
export type RedisHealth = 'ok' | 'down' | 'off';

/**
 * Whether one Redis connection answers, shared by everything that counts in it (the sign-in throttle and the rate
 * limits). While it answers, `run` counts there; when a command fails or times out, Redis is down: every caller
 * counts in this process's memory at once (no request waits on it again), the outage is logged once, and Redis is
 * asked every REDIS_PROBE_MS until it answers again, which is logged once too (decision 026).
 */
export class RedisFallback {
  /** Set by a failure, not by a connection still being made: a command sent then waits or fails on its own. */
  private down = false;
  /** Whether this outage was logged (once), so its end is logged too. */
  private logged = false;
  private probe: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly redis: Redis,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    redis.on('ready', () => this.answered());
    redis.on('error', (error: unknown) => this.failed(error));
    redis.on('end', () => this.close());
  }

  get answering(): boolean {
    return !this.down;
  }

  /** `shared` on Redis while it answers, else (or when it fails now) `local`, in this process. */
  async run<T>(shared: (redis: Redis) => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    if (this.down) return local();
    try {
      return await shared(this.redis);
    } catch (error) {
      this.failed(error);
      return local();
    }
  }

  /** For /api/health: asks Redis (within the command timeout) unless it is already known to be down. */
  async health(): Promise<Exclude<RedisHealth, 'off'>> {
    return this.run(
      async (redis): Promise<'ok'> => {
        await redis.ping();
        return 'ok';
      },
      (): 'down' => 'down',
    );
  }

  /** Stops asking; the connection's owner closes it. */
  close(): void {
    this.closed = true;
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
  }

  /** Redis did not answer (a failed command, a lost connection, no connection at start). */
  failed(error: unknown): void {
    this.down = true;
    if (this.closed) return;
    if (!this.logged) this.log?.warn({ err: error }, 'redis does not answer: counting limits in this process until it does');
    this.logged = true;
    this.probe ??= setInterval(() => void this.ask(), REDIS_PROBE_MS).unref();
  }

  private answered(): void {
    if (this.logged) this.log?.info('redis answers again: counting limits there');
    this.logged = false;
    this.down = false;
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
  }

  /** A paused Redis keeps its connection open, so no reconnect says it is back: a PING that answers does. */
  private async ask(): Promise<void> {
    if (this.redis.status !== 'ready') return;
    try {
      await this.redis.ping();
      this.answered();
    } catch {
      // Still down; asked again at the next probe.
    }
  }
}

const fallbacks = new WeakMap<Redis, RedisFallback>();

/** The one RedisFallback of a connection: everything counting in it falls back, and comes back, together. */
export function redisFallback(redis: Redis): RedisFallback {
  let fallback = fallbacks.get(redis);
  if (!fallback) {
    fallback = new RedisFallback(redis);
    fallbacks.set(redis, fallback);
  }
  return fallback;
}

/**
 * The connection to REDIS_URL, where every instance counts rate limits and sign-in attempts together. A command
 * fails within REDIS_COMMAND_TIMEOUT_MS, and at once while the connection is down (no offline queue: queued
 * commands would wait for a reconnect, 2-4 s), and its caller counts in this process instead (RedisFallback). Waits
 * for the connection up to REDIS_START_WAIT_MS, then starts without it; it is reconnected in the background.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 5000,
  });
  const fallback = new RedisFallback(redis, log);
  fallbacks.set(redis, fallback);
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_START_WAIT_MS);
    redis.once('ready', done);
  });
  if (!fallback.answering) fallback.failed(new Error(`no answer within ${REDIS_START_WAIT_MS} ms of start`));
  return redis;
}

/** Closes the connection: politely when Redis answers, at once when it does not (a QUIT would wait on it). */
export async function closeRedis(redis: Redis): Promise<void> {
  redisFallback(redis).close();
  if (redisFallback(redis).answering) await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

// INCR with the window's expiry set on the first count; answers the count and the window's time left, as the rate
// limit plugin's own Redis store does, on the same keys.
const incrScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
return {current, redis.call('PTTL', KEYS[1])}
`;

/** The most clients one route's limit counts in this process while Redis is down; about 100 bytes each. */
const LOCAL_RATE_LIMIT_KEYS = 10_000;

/**
 * The rate-limit plugin's store for REDIS_URL: fixed windows counted in Redis, shared by every instance, under the
 * keys the plugin's own Redis store uses (`nameSpace`, then the route's method and URL); while Redis does not answer,
 * counted in this process instead (RedisFallback), so a limit still holds per instance rather than failing the
 * request (the plugin's default) or being skipped (its `skipOnError`).
 */
export function redisRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const fallback = redisFallback(redis);

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private local: BoundedCounters | null = null;

    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      fallback
        .run(
          async (client) => {
            const [current, ttl] = (await client.eval(incrScript, 1, this.prefix + key, String(timeWindow))) as [number, number];
            return { current, ttl };
          },
          () => this.incrLocal(key, timeWindow),
        )
        .then((result) => callback(null, result), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    private unnamed = 0;

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin passes a route's merged limit options, which name the route in routeInfo (not the RouteOptions its
      // types declare). A limiter made by hand (createRateLimit) has no route: each is numbered in the order the app
      // makes them, so two never share counts (the plugin's own store would key both `undefinedundefined-`).
      const { method, url } = (routeOptions as { routeInfo: { method?: string; url?: string } }).routeInfo;
      this.unnamed += url === undefined ? 1 : 0;
      return new RedisRateLimitStore({}, url === undefined ? `${this.prefix}limiter${this.unnamed}-` : `${this.prefix}${method ?? ''}${url}-`);
    }

    private incrLocal(key: string, timeWindow: number): { current: number; ttl: number } {
      // One route's window is one length (every limit here is a number), so the first count sets it.
      this.local ??= new BoundedCounters(LOCAL_RATE_LIMIT_KEYS, timeWindow);
      const now = Date.now();
      const { count, resetAt } = this.local.increment(key, now);
      return { current: count, ttl: resetAt - now };
    }
  }

  return RedisRateLimitStore;
}
