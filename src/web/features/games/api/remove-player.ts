import { apiRequest } from '../../../lib/api';
import { playerPath } from '../../../lib/games/game-paths';

/** DELETE /api/games/{id}/players/{playerId}: the player leaves the game, their scores with them. */
export const removePlayer = async (gameId: number, playerId: string): Promise<void> => {
  await apiRequest('DELETE', playerPath(gameId, playerId));
};
