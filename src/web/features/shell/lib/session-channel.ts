import { z } from 'zod';
import { type LeaveReason, leaveSession, SESSION_EXPIRED_REASON } from '../../../lib/session';
import { IDLE_TIMEOUT } from './idle-config';

/** What tabs of the app tell each other (product §A4): someone was active, or the session ended. */
const SessionMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activity'), at: z.number(), pingedAt: z.number().nullable() }),
  z.object({ type: z.literal('logout'), reason: z.literal(SESSION_EXPIRED_REASON).nullable() }),
]);
export type SessionMessage = z.infer<typeof SessionMessageSchema>;

// One channel per page: a BroadcastChannel never receives its own messages, so posting and listening on
// the same object keeps a tab from reacting to what it said itself.
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(IDLE_TIMEOUT.channelName);
  return channel;
}

export function broadcastSession(message: SessionMessage): void {
  sessionChannel()?.postMessage(message);
}

/** Calls `handler` with every well-formed message from other tabs; returns the unsubscribe. */
export function onSessionMessage(handler: (message: SessionMessage) => void): () => void {
  const current = sessionChannel();
  if (!current) return () => undefined;
  const listener = (event: MessageEvent) => {
    const parsed = SessionMessageSchema.safeParse(event.data);
    if (parsed.success) handler(parsed.data);
  };
  current.addEventListener('message', listener);
  return () => current.removeEventListener('message', listener);
}

/** Signs this tab out and tells the other tabs to follow. */
export function signOut(reason?: LeaveReason): void {
  broadcastSession({ type: 'logout', reason: reason ?? null });
  leaveSession(reason);
}
