import { apiRequest } from '../../../lib/api';
import { gamePath } from '../../../lib/games/game-paths';

/** DELETE /api/games/{id}: deletes the game (who may is the server's rule). */
export const deleteGame = async (gameId: number): Promise<void> => {
  await apiRequest('DELETE', gamePath(gameId));
};
