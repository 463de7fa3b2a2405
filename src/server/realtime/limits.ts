// What one client may hold of the realtime side (issue 27): sockets per address and per user, JOIN_GAME messages per
// address, and how many game checks wait at once over the whole instance. Without them one address opened 20,800
// sockets and the process ran out of file descriptors, and 1,500 sockets each joining games held the embedded
// database's one session so that the health check took 15 s.

export type RealtimeLimits = {
  /** Sockets open at once from one address (an IPv6 client's /64, as every limit counts it: http/address-key.ts). */
  socketsPerAddress: number;
  /** Sockets open at once for one signed-in user. */
  socketsPerUser: number;
  /** JOIN_GAME messages one address may send per window, over all its sockets. */
  joinsPerAddress: { count: number; windowMs: number };
  /** Game checks (a database query each) run at once, and how many more may wait before a JOIN_GAME is refused. */
  watchChecks: { concurrent: number; waiting: number };
};

/**
 * A clubhouse's golfers behind one router, each with a tab or two, stay well inside the address cap; a golfer with a
 * phone, a tablet and a laptop inside the user's. A screen joins one game, a dashboard a handful, and a reconnect all
 * of them again: 120 joins in 10 s is far more than a clubhouse's phones send. A check is one small query, so four at
 * once leave the embedded database's one session free for requests between them.
 */
export const defaultRealtimeLimits: RealtimeLimits = {
  socketsPerAddress: 100,
  socketsPerUser: 16,
  joinsPerAddress: { count: 120, windowMs: 10_000 },
  watchChecks: { concurrent: 4, waiting: 500 },
};

/** Counts sockets per address and per user, and JOIN_GAME messages per address in fixed windows. */
export function createAdmission(limits: RealtimeLimits, now: () => number = Date.now) {
  const byAddress = new Map<string, number>();
  const byUser = new Map<string, number>();
  const joins = new Map<string, { windowStart: number; used: number }>();

  return {
    /** True when the address holds as many sockets as it may: a new one will be refused, so nothing is looked up for it. */
    full: (address: string): boolean => (byAddress.get(address) ?? 0) >= limits.socketsPerAddress,
    /** Counts a new socket in, or names the cap it would pass and counts nothing. */
    admit(address: string, userId: string | null): 'address' | 'user' | null {
      if ((byAddress.get(address) ?? 0) >= limits.socketsPerAddress) return 'address';
      if (userId !== null && (byUser.get(userId) ?? 0) >= limits.socketsPerUser) return 'user';
      increment(byAddress, address);
      if (userId !== null) increment(byUser, userId);
      return null;
    },
    /** Counts a closed socket out; an address without sockets forgets its JOIN_GAME window too. */
    release(address: string, userId: string | null): void {
      if (decrement(byAddress, address) === 0) joins.delete(address);
      if (userId !== null) decrement(byUser, userId);
    },
    /** Takes one JOIN_GAME from the address's window; false when the window is spent. */
    join(address: string): boolean {
      const at = now();
      const window = joins.get(address);
      if (!window || at - window.windowStart >= limits.joinsPerAddress.windowMs) {
        joins.set(address, { windowStart: at, used: 1 });
        return true;
      }
      window.used += 1;
      return window.used <= limits.joinsPerAddress.count;
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string): number {
  const left = (counts.get(key) ?? 1) - 1;
  if (left <= 0) counts.delete(key);
  else counts.set(key, left);
  return left;
}

/**
 * True the first time a key is seen in each window: a refusal repeated by a client in a loop writes one log line a
 * window, not one per attempt (the log would otherwise become the attack).
 */
export function createLogOnce(windowMs: number, now: () => number = Date.now) {
  let windowStart = now();
  const seen = new Set<string>();
  return (key: string): boolean => {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      seen.clear();
    }
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
