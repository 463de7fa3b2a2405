import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  GameAchievementsSchema,
  type GameDetail,
  GameDetailSchema,
  GameListSchema,
  GamePlayersSchema,
  ScoreHistorySchema,
} from '../../../contract/games-responses';
import { getQueryFn } from '../api';
import { currentUserQuery } from '../auth';
import { type GameAudience, gameAchievementsKey, gameKey, gamePlayersKey, myGamesKey, publicGamesKey, scoreHistoryKey } from './game-keys';

/**
 * The game screen's and results screen's poll (product §G4, §G9); it runs only while the socket is down, and costs a 304
 * while nothing changed (the reads revalidate with the game's ETag).
 */
export const GAME_POLL_MS = 2000;

/** Polls every GAME_POLL_MS while `poll` is true, never otherwise. */
const pollEvery = (poll: boolean) => (poll ? GAME_POLL_MS : false);

/** The game; its poll stops once it is completed, when nothing more can change. */
export const gameQuery = (gameId: number, audience: GameAudience = 'member', poll = false) =>
  queryOptions<GameDetail>({
    queryKey: gameKey(gameId, audience),
    queryFn: getQueryFn({ on401: 'throw', schema: GameDetailSchema, revalidate: true }),
    refetchInterval: (query) => pollEvery(poll && query.state.data?.status !== 'completed'),
  });

export const gamePlayersQuery = (gameId: number, audience: GameAudience = 'member', poll = false) =>
  queryOptions({
    queryKey: gamePlayersKey(gameId, audience),
    queryFn: getQueryFn({ on401: 'throw', schema: GamePlayersSchema, revalidate: true }),
    refetchInterval: pollEvery(poll),
  });

/**
 * Starts reading a game screen's data while the screen's code is still on its way (the router calls it): who is
 * asking decides the audience, then the game and its players load together. Failures are left to the screen's queries.
 */
export async function prefetchGameScreen(queryClient: QueryClient, gameId: number): Promise<void> {
  const user = await queryClient.fetchQuery(currentUserQuery).catch(() => undefined);
  if (user === undefined) return;
  const audience = user ? 'member' : 'guest';
  await Promise.all([queryClient.prefetchQuery(gameQuery(gameId, audience)), queryClient.prefetchQuery(gamePlayersQuery(gameId, audience))]);
}

/** GET /api/games/{id} (guests: /api/public/games/{id}) with its holes. */
export function useGame(gameId: number, audience: GameAudience = 'member', poll = false) {
  return useQuery(gameQuery(gameId, audience, poll));
}

/** GET /api/games/{id}/players: every player with scores and (live or frozen) results, in join order. */
export function useGamePlayers(gameId: number, audience: GameAudience = 'member', poll = false) {
  return useQuery(gamePlayersQuery(gameId, audience, poll));
}

/** GET /api/games/user: games I created or play in, newest first. Refetched on every visit of a list screen. */
export function useMyGames() {
  return useQuery({ queryKey: myGamesKey, queryFn: getQueryFn({ on401: 'throw', schema: GameListSchema }), staleTime: 0 });
}

/** GET /api/games/public: public games waiting or being played. */
export function usePublicGames(enabled = true) {
  return useQuery({ queryKey: publicGamesKey, queryFn: getQueryFn({ on401: 'throw', schema: GameListSchema }), staleTime: 0, enabled });
}

/** GET /api/games/{id}/achievements: what completing the game unlocked. */
export function useGameAchievements(gameId: number, enabled = true) {
  return useQuery({ queryKey: gameAchievementsKey(gameId), queryFn: getQueryFn({ on401: 'throw', schema: GameAchievementsSchema }), enabled });
}

/** GET /api/games/{id}/scores/history: every score write, newest first (players only). */
export function useScoreHistory(gameId: number, enabled = true) {
  return useQuery({ queryKey: scoreHistoryKey(gameId), queryFn: getQueryFn({ on401: 'throw', schema: ScoreHistorySchema }), enabled, staleTime: 0 });
}
