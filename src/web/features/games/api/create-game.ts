import type { z } from 'zod';
import type { CreateGameSchema } from '../../../../contract/games-requests';
import { GameDetailSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';

export type CreateGameBody = z.input<typeof CreateGameSchema>;

/** POST /api/games: the new game (201), whose screen opens next. */
export const createGame = (body: CreateGameBody) => apiJson('POST', '/api/games', GameDetailSchema, body);
