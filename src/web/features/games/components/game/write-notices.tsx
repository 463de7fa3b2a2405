import { AlertTriangleIcon, XIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { GamePlayer } from '../../../../../contract/games-responses';
import { Button } from '../../../../components/ui/button';
import { dismissRefused } from '../../../../lib/offline/outbox';
import type { OutboxEntry } from '../../../../lib/offline/store';
import { lazyComponent } from '../../../../lib/lazy-component';

// Opened by a tap on a dispute: its dialog's code loads then, not with the game screen (issue 17).
const ConfirmDisputeDialog = lazyComponent(() => import('./confirm-dispute-dialog'), 'ConfirmDisputeDialog');

/** A disputed hole (product §R17): whose score, the hole, the value that stands and the one it replaced. */
export type Disputed = { playerId: string; playerName: string; holeNumber: number; strokes: number; replacedStrokes: number; replacedByName: string; enteredByName: string };

function disputesOf(players: readonly GamePlayer[]): Disputed[] {
  return players.flatMap((player) =>
    player.scores.flatMap((score) =>
      score.dispute ? [{ playerId: player.userId, playerName: player.user.displayName, holeNumber: score.holeNumber, strokes: score.strokes, ...score.dispute }] : [],
    ),
  );
}

/** "Hole 7: Ana entered 5, Sam entered 4 — tap to confirm": who entered what, the replaced value first. */
export const disputeText = (d: Disputed): string =>
  `Hole ${String(d.holeNumber)}: ${d.replacedByName} entered ${String(d.replacedStrokes)}, ${d.enteredByName} entered ${String(d.strokes)} — tap to confirm`;

/** What a refused write was, in a golfer's words. */
function refusedWhat(entry: OutboxEntry, nameOf: (id: string) => string): string {
  if (entry.kind === 'scores') return entry.scores.map((s) => `${nameOf(s.playerId)}'s ${String(s.strokes)} on hole ${String(s.holeNumber)}`).join(', ');
  if (entry.kind === 'drinks') return `A drink for ${nameOf(entry.playerId)}`;
  if (entry.kind === 'wolf-choice') return `The wolf's choice on hole ${String(entry.holeNumber)}`;
  if (entry.kind === 'press') return `A press on the ${entry.segment} nine`;
  if (entry.kind === 'junk') return `${entry.on ? '' : 'Removing '}${nameOf(entry.playerId)}'s ${entry.markKind} on hole ${String(entry.holeNumber)}`;
  return `The move to hole ${String(entry.nextHole)}`;
}

type WriteNoticesProps = {
  gameId: number;
  players: readonly GamePlayer[];
  entries: readonly OutboxEntry[];
  /** Players may settle a dispute; others only see it. */
  canConfirm: boolean;
};

/**
 * What needs a golfer's eye above the card (issue 29): writes the server refused, each with its words until dismissed,
 * and disputed holes, each until a player confirms one value.
 */
export function WriteNotices({ gameId, players, entries, canConfirm }: WriteNoticesProps) {
  const [confirming, setConfirming] = useState<Disputed | null>(null);
  const nameOf = (id: string) => players.find((player) => player.userId === id)?.user.displayName ?? 'A player';
  const refused = entries.filter((entry) => entry.refused !== undefined);
  const disputes = disputesOf(players);
  if (refused.length === 0 && disputes.length === 0) return null;
  return (
    <section aria-label="Needs attention" className="grid gap-2">
      {refused.map((entry) => (
        <p key={entry.seq} role="alert" className="flex items-start gap-2 rounded-xl border border-destructive/50 p-3 text-sm">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <span className="flex-1">
            <span className="font-semibold">{refusedWhat(entry, nameOf)} was not saved.</span> {entry.refused}
          </span>
          <Button variant="ghost" size="sm" className="size-11 p-0" aria-label="Dismiss" onClick={() => void dismissRefused(entry.seq)}>
            <XIcon aria-hidden />
          </Button>
        </p>
      ))}
      {disputes.map((dispute) => (
        <Button
          key={`${dispute.playerId}:${String(dispute.holeNumber)}`}
          variant="outline"
          className="h-auto min-h-11 justify-start border-amber-500/60 text-left whitespace-normal"
          disabled={!canConfirm}
          onClick={() => setConfirming(dispute)}
        >
          <span className="grid">
            <span className="text-xs text-muted-foreground">{dispute.playerName}</span>
            <span>{disputeText(dispute)}</span>
          </span>
        </Button>
      ))}
      <Suspense fallback={null}>{confirming ? <ConfirmDisputeDialog gameId={gameId} dispute={confirming} onClose={() => setConfirming(null)} /> : null}</Suspense>
    </section>
  );
}
