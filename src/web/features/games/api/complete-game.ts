import { GameDetailSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { gamePath } from '../../../lib/games/game-paths';

/** POST /api/games/{id}/complete: Finish Game, the results frozen (docs/decisions/009); the game. */
export const completeGame = (gameId: number) => apiJson('POST', `${gamePath(gameId)}/complete`, GameDetailSchema);
