import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmActionDialog } from '../../../../components/confirm-action-dialog';
import { toastFailure } from '../../../../lib/notify';
import { useDeleteGame } from '../../api/use-delete-game';

/**
 * The creator's delete-game option, after a confirmation (product §G6, §G8: 'Error' / 'Failed to delete game.'); once
 * deleted, the games list.
 */
export function DeleteGameButton({ gameId }: { gameId: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGame(gameId);
  const navigate = useNavigate();
  // To the games list (issue 34); the game's cached reads are dropped once its screen has gone.
  const leave = async () => {
    await navigate('/app/view-games', { replace: true });
    remove.forget();
  };
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
          onSuccess: () => void leave(),
          onError: (error) => toastFailure('Error', error, 'Failed to delete game.'),
        })
      }
    />
  );
}
