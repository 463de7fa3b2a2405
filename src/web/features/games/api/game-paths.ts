// The paths of one game's calls (spec 001 §7), shared by the fetchers in this folder.

/** /api/games/{id}: the game, and the root of its calls. */
export const gamePath = (gameId: number) => `/api/games/${String(gameId)}`;

/** /api/games/{id}/players/{playerId}: one player of the game, by userId or manual_ id. */
export const playerPath = (gameId: number, playerId: string) => `${gamePath(gameId)}/players/${encodeURIComponent(playerId)}`;
