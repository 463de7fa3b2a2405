import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/spinner';
import { formatDateTime } from '../../../../lib/format';
import { useScoreHistory } from '../../../../lib/games/game-queries';
import { historyMoney } from '../../lib/history-lines';

type ScoreHistoryDialogProps = { gameId: number; playerId: string; playerName: string; holeNumber: number; nameOf: (playerId: string) => string; onClose: () => void };

/**
 * Who entered a score and what it replaced (issue 11: "who changed my 5 to a 6?"), newest first, with the money each
 * change moved and whether it was made over a score its phone had not seen (product §R17).
 */
export function ScoreHistoryDialog({ gameId, playerId, playerName, holeNumber, nameOf, onClose }: ScoreHistoryDialogProps) {
  const history = useScoreHistory(gameId);
  const entries = (history.data ?? []).filter((entry) => entry.kind === 'score' && entry.playerId === playerId && entry.holeNumber === holeNumber);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {playerName}, hole {holeNumber}
          </DialogTitle>
          <DialogDescription>Every change to this score, newest first.</DialogDescription>
        </DialogHeader>
        {history.isPending ? <Spinner /> : null}
        {history.isError ? <p className="text-sm text-destructive">The history could not be loaded.</p> : null}
        {history.isSuccess && entries.length === 0 ? <p className="text-sm text-muted-foreground">No changes recorded.</p> : null}
        <ol className="grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border p-3 text-sm">
              <p className="font-semibold">
                {entry.previousStrokes === null ? `Entered ${String(entry.strokes)}` : `Changed ${String(entry.previousStrokes)} to ${String(entry.strokes)}`}
              </p>
              <p className="text-muted-foreground">
                by {entry.enteredBy.name} · {formatDateTime(entry.enteredAt)}
                {entry.conflict ? ' · Conflict' : null}
              </p>
              {entry.moneyChange.length > 0 ? <p>{historyMoney(entry, nameOf)}</p> : null}
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
