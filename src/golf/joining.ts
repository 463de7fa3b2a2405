// Who may join a game and which team a newcomer plays for (product §R7, §R11), written once: the server enforces it
// on every way in (join, and the creator's two adds), and the screens offer Join exactly when the server would accept.

import type { Format } from './format';
import type { GameStatus, Team } from './game';
import { formatNeedsTeams, teamWithFewerPlayers } from './validation';

/** Why a golfer cannot join: already in the game, the game is over, no seat at its size, none under its creator's plan. */
export type JoinRefusal = 'already-playing' | 'completed' | 'full' | 'plan-limit';

/** What the join rule reads of a game and of the golfer who asks. */
export interface JoinCheck {
  readonly status: GameStatus;
  /** Whether the golfer asking already plays in the game. */
  readonly isPlayer: boolean;
  readonly playerCount: number;
  readonly maxPlayers: number;
  /** The most players the creator's plan lets the game hold (the free trial's 4, product §A1); maxPlayers when it sets no lower one. */
  readonly playerLimit: number;
}

/**
 * Why joining is refused, or null when the golfer may join: someone not yet playing, at any time until the game is
 * completed (waiting or live), while a seat is left under both the game's size and its creator's plan.
 */
export function joinRefusal(check: JoinCheck): JoinRefusal | null {
  if (check.isPlayer) return 'already-playing';
  if (check.status === 'completed') return 'completed';
  if (check.playerCount >= check.maxPlayers) return 'full';
  if (check.playerCount >= check.playerLimit) return 'plan-limit';
  return null;
}

/** The team a newcomer asks for: Red (A), Blue (B), none, or 'auto' for whichever has fewer players. */
export type JoinTeamChoice = Team | null | 'auto';

/**
 * The team a new player gets (product §R11): none when the format has no teams at the game's size (formatNeedsTeams),
 * else the team asked for, and on 'auto' the one with fewer players, Red on a tie (teamWithFewerPlayers).
 */
export function joinTeam(format: Format, maxPlayers: number, players: readonly { team: Team | null }[], choice: JoinTeamChoice): Team | null {
  if (!formatNeedsTeams(format, maxPlayers)) return null;
  return choice === 'auto' ? teamWithFewerPlayers(players) : choice;
}
