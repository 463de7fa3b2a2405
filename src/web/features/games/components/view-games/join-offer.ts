import type { GameListItem } from '../../../../../contract/games-responses';
import { joinRefusal, joinTeam, type Team } from '../../../../../golf';
import { gameFormatOf } from '../../../../lib/games/round';

/**
 * True when the list offers Join: the engine's join rule (golf/joining.ts), the one the server enforces, so a golfer
 * not yet playing is offered a seat while the game is waiting or live, below the player limit of the creator's plan.
 */
export function joinIsOffered(game: Pick<GameListItem, 'isPlayer' | 'playerCount' | 'maxPlayers' | 'playerLimit' | 'status'>): boolean {
  return joinRefusal(game) === null;
}

/**
 * The team the list dialog joins (product §G7): the engine's choice for 'auto' from the game's team counts, the team
 * with fewer players, Red on a tie; null on a format without teams.
 */
export function joinTeamFor(game: Pick<GameListItem, 'gameType' | 'formatOptions' | 'maxPlayers' | 'teamCounts'>): Team | null {
  const players = [...Array.from({ length: game.teamCounts.A }, () => ({ team: 'A' as const })), ...Array.from({ length: game.teamCounts.B }, () => ({ team: 'B' as const }))];
  return joinTeam(gameFormatOf(game), game.maxPlayers, players, 'auto');
}
