import { clearSnapshots, offlineStoreAvailable } from './offline/store';

/**
 * Leaving the signed-in app. Both are full page navigations, so every cached query and timer of the session
 * goes with the page.
 */
export const LOGOUT_PATH = '/api/logout';

/** Why the login page is shown, read from its ?reason= parameter. */
export const SESSION_EXPIRED_REASON = 'session-expired';
export type LeaveReason = typeof SESSION_EXPIRED_REASON;

let leaving = false;

/** How long leaving waits for the phone's kept reads to be forgotten; a slow IndexedDB must not hold the golfer. */
const FORGET_WAIT_MS = 500;

/** Forgets the reads kept for offline use (product §R17): the next start must not show this session's user or games. */
function forgetKeptReads(): Promise<unknown> {
  if (!offlineStoreAvailable()) return Promise.resolve();
  const forgotten = clearSnapshots().catch((error: unknown) => console.warn('Offline copy: not forgotten', error));
  return Promise.race([forgotten, new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]);
}

/**
 * Signs out (product §A2: Sign Out navigates to /api/logout, which ends the session and lands on /).
 * With 'session-expired' the server has already ended the session (a 401 on the ping), so there is nothing
 * to end: the login page opens directly and says why (product §A8: logout with reason 'Session expired').
 */
export function leaveSession(reason?: LeaveReason): void {
  // The idle check, a broadcast and a click can all ask at once; one navigation is enough.
  if (leaving) return;
  leaving = true;
  void forgetKeptReads().then(() => window.location.assign(reason ? `/login?reason=${reason}` : LOGOUT_PATH));
}
