import type { z } from 'zod';
import type { AddManualPlayerSchema } from '../../../../contract/games-requests';
import { GamePlayerSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { playersPath } from '../../../lib/games/game-paths';

export type AddManualPlayerBody = z.input<typeof AddManualPlayerSchema>;

/** POST /api/games/{id}/players: a player without an account, by name (product §R11); the new player. */
export const addManualPlayer = (gameId: number, body: AddManualPlayerBody) => apiJson('POST', playersPath(gameId), GamePlayerSchema, body);
