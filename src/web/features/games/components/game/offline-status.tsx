import { CloudOffIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { waitingCounts, waitingText } from '../../../../lib/offline/pending';
import { agoText } from '../../../../lib/offline/relative-time';
import type { OutboxEntry } from '../../../../lib/offline/store';

/** How often the "last updated" words move on. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type OfflineStatusProps = {
  /** This game's waiting and refused writes. */
  entries: readonly OutboxEntry[];
  offline: boolean;
  sending: boolean;
  /** When the server last answered the game's reads (the copy shown). */
  updatedAt: number;
};

/**
 * What waits and how old the screen is (issue 29): "Offline — 3 scores waiting" with no signal, "Sending 3 scores..."
 * once it is back, nothing when all is stored; offline with nothing waiting, how old the copy is ("Offline — last
 * updated 2 min ago").
 */
export function OfflineStatus({ entries, offline, sending, updatedAt }: OfflineStatusProps) {
  const now = useNow();
  const counts = waitingCounts(entries);
  const waiting = counts.scores + counts.others;
  let text: string | null = null;
  if (offline) text = waiting > 0 ? `Offline — ${waitingText(counts)} waiting` : `Offline — last updated ${agoText(updatedAt, now)}`;
  else if (waiting > 0) text = sending ? `Sending ${waitingText(counts)}...` : `${waitingText(counts)} waiting`;
  if (text === null) return null;
  const Icon = offline ? CloudOffIcon : RefreshCwIcon;
  return (
    <div role="status" aria-label="Connection" className="flex items-center gap-2 rounded-xl border border-amber-500/50 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <Icon className="size-4 shrink-0" aria-hidden />
      <span>{text}</span>
      {offline && waiting > 0 ? <span className="ml-auto text-xs font-normal opacity-80">Last updated {agoText(updatedAt, now)}</span> : null}
    </div>
  );
}
