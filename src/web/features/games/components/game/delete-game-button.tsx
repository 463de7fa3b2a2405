import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmActionDialog } from '../../../../components/confirm-action-dialog';
import { toastFailure } from '../../../../lib/notify';
import { useDeleteGame } from '../../api/use-game-mutations';

/** The creator's delete-game option, after a confirmation (product §G6, §G8: 'Error' / 'Failed to delete game.'). */
export function DeleteGameButton({ gameId }: { gameId: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGame(gameId);
  const navigate = useNavigate();
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      triggerClassName="h-11"
      trigger={
        <>
          <Trash2Icon aria-hidden />
          Delete Game
        </>
      }
      title="Delete this game?"
      description="The game, its players and every score are removed for everyone. This cannot be undone."
      confirmLabel="Delete Game"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => void navigate('/app', { replace: true }),
          onError: (error) => toastFailure('Error', error, 'Failed to delete game.'),
        })
      }
    />
  );
}
