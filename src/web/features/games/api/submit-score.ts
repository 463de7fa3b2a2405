import type { z } from 'zod';
import { StoredScoreSchema, type SubmitScoreSchema } from '../../../../contract/games';
import { apiJson } from '../../../lib/api';
import { gamePath } from '../../../lib/games/game-paths';

export type SubmitScoreBody = z.input<typeof SubmitScoreSchema>;

/** POST /api/games/{id}/scores: the stored score (par and strokes received are the server's). */
export const submitScore = (gameId: number, body: SubmitScoreBody) => apiJson('POST', `${gamePath(gameId)}/scores`, StoredScoreSchema, body);
