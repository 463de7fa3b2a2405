// Query keys of the game calls (product §G7). Each key joined with '/' is its URL (lib/api.ts getQueryFn), so
// invalidating ['/api/games', id] refreshes everything of that game: the game, its players, achievements, history.

/** Who is reading: a signed-in golfer through /api/games, or a guest through /api/public/games (product §R7). */
export type GameAudience = 'member' | 'guest';

const gamesRoot = (audience: GameAudience) => (audience === 'guest' ? '/api/public/games' : '/api/games');

export const gameKey = (gameId: number, audience: GameAudience = 'member') => [gamesRoot(audience), gameId] as const;
export const gamePlayersKey = (gameId: number, audience: GameAudience = 'member') => [gamesRoot(audience), gameId, 'players'] as const;
export const gameAchievementsKey = (gameId: number) => ['/api/games', gameId, 'achievements'] as const;
export const scoreHistoryKey = (gameId: number) => ['/api/games', gameId, 'scores', 'history'] as const;
export const myGamesKey = ['/api/games/user'] as const;
export const publicGamesKey = ['/api/games/public'] as const;
