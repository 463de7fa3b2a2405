import { queryKeyToPath } from '../api';
import { gameKey, gamePlayersKey } from './game-keys';

// The paths of one game's calls (product §G7), shared by the game fetchers (features/games/api) and the outbox (lib/offline). They are the paths of the game's
// query keys (lib/games/game-keys.ts), so a call and the read it refreshes cannot spell the game or its players apart.

/** /api/games/{id}: the game, and the root of its calls. */
export const gamePath = (gameId: number) => queryKeyToPath(gameKey(gameId));

/** /api/games/{id}/players: the game's players; a POST adds a player without an account. */
export const playersPath = (gameId: number) => queryKeyToPath(gamePlayersKey(gameId));

/** /api/games/{id}/players/by-id: adds a registered golfer by Player ID. */
export const playersByIdPath = (gameId: number) => `${playersPath(gameId)}/by-id`;

/** /api/games/{id}/players/{playerKey}: one player of the game, by userId or manual_ id. */
export const playerPath = (gameId: number, playerKey: string) => `${playersPath(gameId)}/${encodeURIComponent(playerKey)}`;
