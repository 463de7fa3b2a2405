import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '../../../../contract/account-responses';
import { type AdminGame, adminGameMessages } from '../../../../contract/admin';
import { toast } from '../../../components/ui/use-toast';
import { apiJson } from '../../../lib/api';
import { toastFailure } from '../../../lib/notify';
import { adminGamesKey } from './get-games';

/** DELETE /api/admin/games/{id}: removes the game with its players, scores and history (product §G6, §G7). */
export function deleteAdminGame(gameId: number) {
  return apiJson('DELETE', `/api/admin/games/${String(gameId)}`, MessageSchema);
}

/**
 * Deletes a game and says how it went: a toast naming it, or 'Failed to delete game' with the server's reason (product
 * §G8). Either way every page of the list is fetched again, so a game deleted meanwhile elsewhere disappears too.
 */
export function useDeleteAdminGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: AdminGame) => deleteAdminGame(game.id),
    onSuccess: (_answer, game) => toast({ title: 'Game Deleted', description: `${game.name} and its players, scores and history were deleted.` }),
    onError: (error) => toastFailure(adminGameMessages.deleteFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminGamesKey }),
  });
}
