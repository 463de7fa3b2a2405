import { HttpError } from '../http/errors';

/**
 * Counts failed sign-ins per address and username and refuses further tries for a while after too many.
 * Successful sign-ins cost nothing, so a golf group behind one club Wi-Fi never locks itself out.
 * Per process: with several instances an attacker gets `instances x maxFailures` tries per window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  /** Throws a 429 when this key has failed too often within the window. */
  check(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.maxFailures) {
      throw new HttpError(429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    }
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.failures.size > 10_000) this.prune(now);
    } else {
      entry.count += 1;
    }
  }

  recordSuccess(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
