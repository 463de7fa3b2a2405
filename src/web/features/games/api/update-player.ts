import type { z } from 'zod';
import type { UpdatePlayerSchema } from '../../../../contract/games-requests';
import { GamePlayerSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { playerPath } from '../../../lib/games/game-paths';

export type UpdatePlayerBody = z.input<typeof UpdatePlayerSchema>;

/** PATCH /api/games/{id}/players/{playerId}: handicap, team or a manual player's name; the stored player. */
export const updatePlayer = (gameId: number, playerId: string, body: UpdatePlayerBody) => apiJson('PATCH', playerPath(gameId, playerId), GamePlayerSchema, body);
