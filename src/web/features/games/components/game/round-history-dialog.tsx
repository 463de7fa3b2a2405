import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/spinner';
import { formatDateTime } from '../../../../lib/format';
import { useScoreHistory } from '../../../../lib/games/game-queries';
import { historyChange, historyMoney } from '../../lib/history-lines';

type RoundHistoryDialogProps = { gameId: number; nameOf: (playerId: string) => string; onClose: () => void };

/**
 * Every change of the round, newest first, with how it moved the money (product §R17, issue 29): "Sam changed Ana's
 * hole 7 from 5 to 4 — Ana +$5.00, Ben -$5.00". A change made over a score its phone had not seen says so.
 */
export function RoundHistoryDialog({ gameId, nameOf, onClose }: RoundHistoryDialogProps) {
  const history = useScoreHistory(gameId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Round History</DialogTitle>
          <DialogDescription>Every change of the round, newest first, and the money it moved.</DialogDescription>
        </DialogHeader>
        {history.isPending ? <Spinner /> : null}
        {history.isError ? <p className="text-sm text-destructive">The history could not be loaded.</p> : null}
        {history.isSuccess && history.data.length === 0 ? <p className="text-sm text-muted-foreground">No changes recorded.</p> : null}
        <ol className="grid gap-2">
          {(history.data ?? []).map((entry) => {
            const money = historyMoney(entry, nameOf);
            return (
              <li key={entry.id} className="rounded-lg border p-3 text-sm">
                <p className="font-semibold">
                  {historyChange(entry, nameOf)}
                  {money === null ? null : <span className="font-normal"> — {money}</span>}
                </p>
                <p className="text-muted-foreground">
                  {formatDateTime(entry.enteredAt)}
                  {entry.conflict ? ' · Conflict: entered over a score this phone had not seen' : null}
                </p>
              </li>
            );
          })}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
