import { GameDetailSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { gamePath } from '../../../lib/games/game-paths';

/** POST /api/games/{id}/start: the lobby becomes a live round (product §R7); the game. */
export const startGame = (gameId: number) => apiJson('POST', `${gamePath(gameId)}/start`, GameDetailSchema);
