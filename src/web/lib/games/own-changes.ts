import type { GameEvent } from '../../../contract/realtime';

// A change made on this tab comes back as a realtime event too. Its own success toast ('Player Added') already
// told the golfer, so the event's notice for the others (product §G4) is skipped once for the tab that made it.

type NoticeEvent = GameEvent['type'];
const OWN_CHANGE_WINDOW_MS = 10_000;
const expected: { gameId: number; type: NoticeEvent; until: number }[] = [];

/** Marks an event this tab's request is about to cause, so its notice is not shown here. */
export function expectOwnChange(gameId: number, type: NoticeEvent, now = Date.now()): void {
  expected.push({ gameId, type, until: now + OWN_CHANGE_WINDOW_MS });
}

/** True (and forgotten) when this tab caused the event: its notice is skipped. */
export function consumeOwnChange(gameId: number, type: NoticeEvent, now = Date.now()): boolean {
  for (let i = expected.length - 1; i >= 0; i -= 1) {
    if ((expected[i]?.until ?? 0) < now) expected.splice(i, 1);
  }
  const index = expected.findIndex((entry) => entry.gameId === gameId && entry.type === type);
  if (index === -1) return false;
  expected.splice(index, 1);
  return true;
}
