import { addressKey } from '../http/address-key';
import { HttpError } from '../http/errors';

type Window = { count: number; resetAt: number };

/**
 * Fixed-window counters in a map that never holds more than `maxKeys` keys: touching a key makes it the most
 * recent, and a new key beyond the cap drops the least recently touched. Memory stays bounded however many
 * distinct keys an attacker invents (issue 8: 2,400 usernames of 1.9 MB each once took the process down).
 */
export class BoundedCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxKeys: number,
    private readonly windowMs: number,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  /** The key's count in its current window (0 when none is open). */
  count(key: string, now: number): number {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window.count : 0;
  }

  /** Adds one to the key's count, opening a new window when the last one has ended; answers the key's window. */
  increment(key: string, now: number): Readonly<Window> {
    const count = this.count(key, now);
    const resetAt = count === 0 ? now + this.windowMs : this.windows.get(key)!.resetAt;
    const window = { count: count + 1, resetAt };
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    return window;
  }

  /** Takes one back (an attempt that turned out to be a success); the window keeps its end. */
  decrement(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 1) window.count -= 1;
    else this.windows.delete(key);
  }

  delete(key: string): void {
    this.windows.delete(key);
  }
}

/** One counter an attempt uses, and the count at which it refuses. */
export type ThrottleCount = { key: string; limit: number };

/**
 * Where the throttle counts: fixed windows of `windowMs` per key. In this process by default; in Redis when
 * REDIS_URL is set, so several instances count one client's attempts together (and in this process while Redis does
 * not answer: redis-throttle-store.ts).
 */
export interface ThrottleStore {
  /** Counts one on every key unless one of them has reached its limit (all or none, atomically); true when counted. */
  take(counts: readonly ThrottleCount[], now: number): Promise<boolean>;
  /** Takes one back from the key; the window keeps its end. */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The store in this process: bounded counters, checked and counted without yielding, so the check is atomic. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counters: BoundedCounters;

  constructor(maxKeys: number, windowMs: number) {
    this.counters = new BoundedCounters(maxKeys, windowMs);
  }

  get size(): number {
    return this.counters.size;
  }

  async take(counts: readonly ThrottleCount[], now: number): Promise<boolean> {
    if (counts.some(({ key, limit }) => this.counters.count(key, now) >= limit)) return false;
    for (const { key } of counts) this.counters.increment(key, now);
    return true;
  }

  async giveBack(key: string): Promise<void> {
    this.counters.decrement(key);
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }
}

export type LoginThrottleOptions = {
  /** Attempts per address and username in a window. */
  perAccount: number;
  /** Attempts per address over all usernames in a window: one address cannot try a password on every golfer. */
  perAddress: number;
  windowMs: number;
  /** The most keys kept in this process; about 100 bytes each. */
  maxKeys: number;
};

export const loginThrottleDefaults: LoginThrottleOptions = { perAccount: 10, perAddress: 50, windowMs: 15 * 60 * 1000, maxKeys: 50_000 };

export const loginThrottledMessage = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Limits sign-in attempts per address and username, and per address over all usernames. An attempt is counted
 * before its password is checked, so 300 parallel tries of one account cost 10 password checks, not 300; a
 * success gives its attempt back (and clears the account's count), so a golf group behind one club Wi-Fi
 * never locks itself out. Counted in `store`: this process's memory unless a shared (Redis) store is given, in
 * which case every instance counts together.
 */
export class LoginThrottle {
  private readonly options: LoginThrottleOptions;
  private readonly store: ThrottleStore;

  constructor(options: Partial<LoginThrottleOptions> = {}, store?: ThrottleStore) {
    this.options = { ...loginThrottleDefaults, ...options };
    this.store = store ?? new MemoryThrottleStore(this.options.maxKeys, this.options.windowMs);
  }

  /**
   * Counts one attempt, or throws a 429 when the account or the address has used up its window.
   * Call `succeeded` on the result when the password was right.
   */
  async attempt(address: string, username: string, now = Date.now()): Promise<{ succeeded(): Promise<void> }> {
    const client = addressKey(address);
    const accountKey = `account|${client}|${username.toLowerCase()}`;
    const clientKey = `address|${client}`;
    const counted = await this.store.take(
      [
        { key: accountKey, limit: this.options.perAccount },
        { key: clientKey, limit: this.options.perAddress },
      ],
      now,
    );
    if (!counted) throw new HttpError(429, loginThrottledMessage);
    return {
      succeeded: async () => {
        await this.store.clear(accountKey);
        await this.store.giveBack(clientKey);
      },
    };
  }
}
