import type { GameListItem } from '../../../../../contract/games-responses';
import { formatNeedsTeams, type Team, teamWithFewerPlayers } from '../../../../../golf';
import { gameFormatOf } from '../../../../lib/games/round';

/** True when the list offers Join (spec 001 §4): not a player yet, a seat left, and the game still waiting. */
export function joinIsOffered(game: Pick<GameListItem, 'isPlayer' | 'playerCount' | 'maxPlayers' | 'status'>): boolean {
  return !game.isPlayer && game.playerCount < game.maxPlayers && game.status === 'waiting';
}

/**
 * The team the list dialog joins (spec 001 §7): on a format with teams the one with fewer players, Red on a tie,
 * as the engine picks it from the game's team counts; null on a format without teams.
 */
export function joinTeamFor(game: Pick<GameListItem, 'gameType' | 'nassauMode' | 'maxPlayers' | 'teamCounts'>): Team | null {
  if (!formatNeedsTeams(gameFormatOf(game), game.maxPlayers)) return null;
  const players = [...Array.from({ length: game.teamCounts.A }, () => ({ team: 'A' as const })), ...Array.from({ length: game.teamCounts.B }, () => ({ team: 'B' as const }))];
  return teamWithFewerPlayers(players);
}
