import type { z } from 'zod';
import type { AddPlayerByIdSchema } from '../../../../contract/games-requests';
import { GamePlayerSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { playersByIdPath } from '../../../lib/games/game-paths';

export type AddPlayerByIdBody = z.input<typeof AddPlayerByIdSchema>;

/** POST /api/games/{id}/players/by-id: a registered golfer by Player ID (product §R7, §R11); the new player. */
export const addPlayerById = (gameId: number, body: AddPlayerByIdBody) => apiJson('POST', playersByIdPath(gameId), GamePlayerSchema, body);
