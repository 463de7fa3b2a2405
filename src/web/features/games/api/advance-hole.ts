import type { z } from 'zod';
import type { AdvanceHoleSchema } from '../../../../contract/games';
import { GameDetailSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { gamePath } from '../../../lib/games/game-paths';

export type AdvanceHoleBody = z.input<typeof AdvanceHoleSchema>;

/** POST /api/games/{id}/advance-hole: the creator moves the round to `nextHole` (19 is past the last); the game. */
export const advanceHole = (gameId: number, body: AdvanceHoleBody) => apiJson('POST', `${gamePath(gameId)}/advance-hole`, GameDetailSchema, body);
