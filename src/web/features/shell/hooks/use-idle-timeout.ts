import { useCallback, useEffect, useRef, useState } from 'react';
import { errorStatus } from '../../../lib/api';
import { leaveSession, SESSION_EXPIRED_REASON } from '../../../lib/session';
import { pingSession } from '../api/ping-session';
import { IDLE_TIMEOUT } from '../lib/idle-config';
import { broadcastSession, onSessionMessage, signOut } from '../lib/session-channel';

export type IdleTimeout = { warningOpen: boolean; staySignedIn: () => void; signOutNow: () => void };

/**
 * Idle-session handling of product §A4 (numbers in idle-config.ts). Activity is recorded 1 s after a burst
 * of events ends; every 10 s the idle time decides: 'Still there?' from 28 minutes, sign-out at 30. Active
 * use pings the server at most every 5 minutes, and a 401 on that ping signs out with 'Session expired'.
 * Tabs share activity and logout over the 'idle-timeout' channel. Time is read with Date.now() on each
 * check, never counted in ticks, so a sleeping laptop or a throttled background tab still times out right.
 */
export function useIdleTimeout(): IdleTimeout {
  const [warningOpen, setWarningOpen] = useState(false);
  const lastActivityAt = useRef(0);
  const lastPingAt = useRef(0);
  const warned = useRef(false);

  const showWarning = useCallback((open: boolean) => {
    warned.current = open;
    setWarningOpen(open);
  }, []);

  /** Pings now and returns when. */
  const ping = useCallback((): number => {
    const now = Date.now();
    lastPingAt.current = now;
    pingSession().catch((error: unknown) => {
      if (errorStatus(error) === 401) signOut(SESSION_EXPIRED_REASON);
      // Offline for a moment: the next ping or the server's own expiry settles it.
      else console.warn('Session ping failed', error);
    });
    return now;
  }, []);

  useEffect(() => {
    // Loading the app just proved the session (GET /api/auth/user), so both clocks start now.
    lastActivityAt.current = Date.now();
    lastPingAt.current = lastActivityAt.current;
    let debounce: ReturnType<typeof setTimeout> | undefined;

    const recordActivity = () => {
      const now = Date.now();
      lastActivityAt.current = now;
      const pingedAt = now - lastPingAt.current >= IDLE_TIMEOUT.pingEveryMs ? ping() : null;
      broadcastSession({ type: 'activity', at: now, pingedAt });
    };
    const onActivity = () => {
      // Once warned, the person answers the dialog; a stray mouse move alone does not dismiss it.
      if (warned.current) return;
      clearTimeout(debounce);
      debounce = setTimeout(recordActivity, IDLE_TIMEOUT.activityDebounceMs);
    };
    const check = () => {
      const idleMs = Date.now() - lastActivityAt.current;
      if (idleMs >= IDLE_TIMEOUT.logoutAfterMs) signOut();
      else showWarning(idleMs >= IDLE_TIMEOUT.warnAfterMs);
    };

    const stopListening = onSessionMessage((message) => {
      if (message.type === 'logout') {
        leaveSession(message.reason ?? undefined);
        return;
      }
      // Someone is active in another tab: this tab is not idle either.
      lastActivityAt.current = Math.max(lastActivityAt.current, message.at);
      if (message.pingedAt !== null) lastPingAt.current = Math.max(lastPingAt.current, message.pingedAt);
      showWarning(false);
    });
    const interval = setInterval(check, IDLE_TIMEOUT.checkEveryMs);
    // Capture, so scrolling inside a panel counts too (scroll does not bubble).
    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of IDLE_TIMEOUT.activityEvents) document.addEventListener(type, onActivity, listenerOptions);

    return () => {
      stopListening();
      clearInterval(interval);
      clearTimeout(debounce);
      for (const type of IDLE_TIMEOUT.activityEvents) document.removeEventListener(type, onActivity, listenerOptions);
    };
  }, [ping, showWarning]);

  const staySignedIn = useCallback(() => {
    const now = ping();
    lastActivityAt.current = now;
    showWarning(false);
    broadcastSession({ type: 'activity', at: now, pingedAt: now });
  }, [ping, showWarning]);

  const signOutNow = useCallback(() => signOut(), []);

  return { warningOpen, staySignedIn, signOutNow };
}
