import type { z } from 'zod';
import { StoredScoreSchema, type AddManualPlayerSchema, type AddPlayerByIdSchema, type CreateGameSchema, type JoinGameSchema, type UpdatePlayerSchema } from '../../../../contract/games';
import { DrinksSchema, GameDetailSchema, GamePlayerSchema, PlayerSearchResultsSchema } from '../../../../contract/games-responses';
import { apiJson, apiRequest } from '../../../lib/api';

// The game calls of spec 001 §7, each a fetcher that parses the answer with the contract's schema. The hooks that
// refresh the cache after them are in use-game-mutations.ts.

const gamePath = (gameId: number) => `/api/games/${String(gameId)}`;
const playerPath = (gameId: number, playerId: string) => `${gamePath(gameId)}/players/${encodeURIComponent(playerId)}`;

export type CreateGameBody = z.input<typeof CreateGameSchema>;
export type JoinGameBody = z.input<typeof JoinGameSchema>;
export type AddManualPlayerBody = z.input<typeof AddManualPlayerSchema>;
export type AddPlayerByIdBody = z.input<typeof AddPlayerByIdSchema>;
export type UpdatePlayerBody = z.input<typeof UpdatePlayerSchema>;

/** POST /api/games: the new game (201), whose screen opens next. */
export const createGame = (body: CreateGameBody) => apiJson('POST', '/api/games', GameDetailSchema, body);

/** GET /api/games/{id or code}: "Find Game by ID" (rules.md §7: the id or the 6-character code, any case). */
export const findGame = (ref: string) => apiJson('GET', `/api/games/${encodeURIComponent(ref.trim())}`, GameDetailSchema);

export const joinGame = (gameId: number, body: JoinGameBody) => apiJson('POST', `${gamePath(gameId)}/join`, GamePlayerSchema, body);
export const addManualPlayer = (gameId: number, body: AddManualPlayerBody) => apiJson('POST', `${gamePath(gameId)}/players`, GamePlayerSchema, body);
export const addPlayerById = (gameId: number, body: AddPlayerByIdBody) => apiJson('POST', `${gamePath(gameId)}/players/by-id`, GamePlayerSchema, body);
export const updatePlayer = (gameId: number, playerId: string, body: UpdatePlayerBody) =>
  apiJson('PATCH', playerPath(gameId, playerId), GamePlayerSchema, body);
export const removePlayer = async (gameId: number, playerId: string): Promise<void> => {
  await apiRequest('DELETE', playerPath(gameId, playerId));
};
export const changeDrinks = (gameId: number, playerId: string, change: 1 | -1) =>
  apiJson('POST', `${playerPath(gameId, playerId)}/drinks`, DrinksSchema, { change });

export const startGame = (gameId: number) => apiJson('POST', `${gamePath(gameId)}/start`, GameDetailSchema);
export const advanceHole = (gameId: number, nextHole: number) => apiJson('POST', `${gamePath(gameId)}/advance-hole`, GameDetailSchema, { nextHole });
export const completeGame = (gameId: number) => apiJson('POST', `${gamePath(gameId)}/complete`, GameDetailSchema);
export const deleteGame = async (gameId: number): Promise<void> => {
  await apiRequest('DELETE', gamePath(gameId));
};

/** POST /api/games/{id}/scores: the stored score (par and strokes received are the server's). */
export const submitScore = (gameId: number, body: { playerId: string; holeNumber: number; strokes: number }) =>
  apiJson('POST', `${gamePath(gameId)}/scores`, StoredScoreSchema, body);

/** GET /api/users/search: golfers by name, or by Player ID when `byId` (signed-in only; never an e-mail). */
export const searchPlayers = (q: string, byId: boolean) =>
  apiJson('GET', `/api/users/search?${new URLSearchParams({ q, searchById: String(byId) }).toString()}`, PlayerSearchResultsSchema);
