import type { z } from 'zod';
import type { DrinksChangeSchema } from '../../../../contract/games';
import { DrinksSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { playerPath } from '../../../lib/games/game-paths';

export type DrinksChangeBody = z.input<typeof DrinksChangeSchema>;

/** POST /api/games/{id}/players/{playerId}/drinks: one more or one fewer (product §R8); the count. */
export const changeDrinks = (gameId: number, playerId: string, body: DrinksChangeBody) => apiJson('POST', `${playerPath(gameId, playerId)}/drinks`, DrinksSchema, body);
