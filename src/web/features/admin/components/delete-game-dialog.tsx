import { useState } from 'react';
import type { AdminGame } from '../../../../contract/admin';
import { ConfirmActionDialog, deleteTrigger } from '../../../components/confirm-action-dialog';
import { useDeleteAdminGame } from '../api/delete-game';

/** Delete a game after a confirmation (product §G6); the dialog closes once the server has answered either way. */
export function DeleteGameDialog({ game }: { game: AdminGame }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAdminGame();
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={deleteTrigger}
      title={`Delete ${game.name}?`}
      description={`This permanently deletes game ${game.gameCode} with its players, scores and score history. This cannot be undone.`}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Game'}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(game, { onSettled: () => setOpen(false) })}
    />
  );
}
