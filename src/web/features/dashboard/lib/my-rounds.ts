import type { GameListItem } from '../../../../contract/games-responses';

// What the dashboard picks out of GET /api/games/user (newest first): the rounds to get back into, and the latest results.

/** How many finished games the dashboard lists. */
export const RECENT_RESULTS_SHOWN = 3;

/**
 * Rounds the golfer can get back into: every live game of theirs, then lobbies they play in; newest first
 * within each, as the API lists them.
 */
export function liveRoundsOf(games: readonly GameListItem[]): GameListItem[] {
  const live = games.filter((game) => game.status === 'active');
  const lobbies = games.filter((game) => game.status === 'waiting' && game.isPlayer);
  return [...live, ...lobbies];
}

/** The golfer's last finished games, latest completion first (a game without a completion time last). */
export function recentResultsOf(games: readonly GameListItem[], count = RECENT_RESULTS_SHOWN): GameListItem[] {
  const completedAt = (game: GameListItem) => (game.completedAt ? Date.parse(game.completedAt) : 0);
  return games
    .filter((game) => game.status === 'completed' && game.isPlayer)
    .sort((a, b) => completedAt(b) - completedAt(a))
    .slice(0, count);
}
