/** Idle-session handling, every number from product §A4 and §A9 in one place. */
export const IDLE_TIMEOUT = {
  /** Forced logout after this long without activity. */
  logoutAfterMs: 30 * 60 * 1000,
  /** The 'Still there?' warning; it says 2 minutes remain (logoutAfterMs - warnAfterMs). */
  warnAfterMs: 28 * 60 * 1000,
  /** At most one POST /api/session/ping per this interval while the user is active. */
  pingEveryMs: 5 * 60 * 1000,
  /** Activity counts once it has been quiet this long (a burst of mousemove is one activity). */
  activityDebounceMs: 1000,
  /** How often the idle time is checked. */
  checkEveryMs: 10 * 1000,
  activityEvents: ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'],
  /** Tabs share logout and activity on this BroadcastChannel. */
  channelName: 'idle-timeout',
} as const;

/** Whole minutes the warning says are left. */
export const WARNING_MINUTES_LEFT = Math.round((IDLE_TIMEOUT.logoutAfterMs - IDLE_TIMEOUT.warnAfterMs) / 60_000);
