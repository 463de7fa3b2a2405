import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKey, myGamesKey, publicGamesKey } from '../../../lib/games/game-keys';
import { deleteGame } from './delete-game';

/**
 * Deletes game `gameId` (product §G6). Unlike the other changes of a game (use-game-mutations.ts), nothing of the game
 * is read again: it is gone, and a read would answer 404 and put Game Not Found on screen (issue 34). Its reads in
 * flight are cancelled, the lists refreshed; `forget` drops the game's cached reads once the screen showing them has
 * gone (dropped while it is still on screen, its next render would read the game again).
 */
export function useDeleteGame(gameId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteGame(gameId),
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: gameKey(gameId, 'member') });
      await queryClient.cancelQueries({ queryKey: gameKey(gameId, 'guest') });
      await Promise.all([queryClient.invalidateQueries({ queryKey: myGamesKey }), queryClient.invalidateQueries({ queryKey: publicGamesKey })]);
    },
  });
  const forget = () => {
    queryClient.removeQueries({ queryKey: gameKey(gameId, 'member') });
    queryClient.removeQueries({ queryKey: gameKey(gameId, 'guest') });
  };
  return { ...mutation, forget };
}
