import type { z } from 'zod';
import type { JoinGameSchema } from '../../../../contract/games-requests';
import { GamePlayerSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';
import { gamePath } from '../../../lib/games/game-paths';

export type JoinGameBody = z.input<typeof JoinGameSchema>;

/** POST /api/games/{id}/join: the signed-in golfer joins with a handicap and team; the new player. */
export const joinGame = (gameId: number, body: JoinGameBody) => apiJson('POST', `${gamePath(gameId)}/join`, GamePlayerSchema, body);
