import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { toastFailure } from '../../../../lib/notify';
import { queueHole } from '../../../../lib/offline/writes';
import type { Disputed } from './write-notices';

/** The two values of a disputed hole; the one a player picks is written (the same value confirms it). */
export function ConfirmDisputeDialog({ gameId, dispute, onClose }: { gameId: number; dispute: Disputed; onClose: () => void }) {
  const pick = (strokes: number) =>
    void queueHole(gameId, dispute.holeNumber, [{ playerId: dispute.playerId, strokes, previous: dispute.strokes }], null).then(onClose, (error: unknown) =>
      toastFailure('Error', error, 'Failed to submit score. Please try again.'),
    );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Hole {dispute.holeNumber}: {dispute.playerName}
          </DialogTitle>
          <DialogDescription>
            {dispute.replacedByName} entered {dispute.replacedStrokes}, {dispute.enteredByName} entered {dispute.strokes}. Which is right?
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" size="lg" onClick={() => pick(dispute.replacedStrokes)}>
            {dispute.replacedStrokes} is right
          </Button>
          <Button size="lg" onClick={() => pick(dispute.strokes)}>
            {dispute.strokes} is right
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
