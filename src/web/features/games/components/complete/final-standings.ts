import type { GamePlayer } from '../../../../../contract/games-responses';
import { type Cents, centsFromDollars, type Handicap, handicapDisplay, type PlayerHole, type RoundState } from '../../../../../golf';

// The results screen reads each player twice: the frozen result the server stored at completion (position, totals,
// winnings) and the engine's card of the same player (handicap as shown, hole by hole for the statistics).

/** One player on the results screen. */
export interface FinalStanding {
  readonly playerId: string;
  readonly name: string;
  /** '+2' for a plus handicap (product §G2), from the engine. */
  readonly handicapDisplay: string;
  /** Frozen at completion; null when the server ranked nobody (no scores). */
  readonly position: number | null;
  readonly totalStrokes: number;
  /** Net strokes against par, frozen at completion. */
  readonly netScore: number;
  /** Null until the server has settled the bets (product §G4). */
  readonly winnings: Cents | null;
  readonly card: readonly PlayerHole[];
}

/** The players as the leaderboard lists them: by final position, ties and unranked players in join order. */
export function finalStandingsOf(players: readonly GamePlayer[], state: RoundState): FinalStanding[] {
  const cards = new Map(state.players.map((player) => [player.id, player.card]));
  const ranked = players.map((player, joinOrder) => ({ player, joinOrder }));
  ranked.sort((a, b) => (a.player.position ?? Infinity) - (b.player.position ?? Infinity) || a.joinOrder - b.joinOrder);
  return ranked.map(({ player }) => ({
    playerId: player.userId,
    name: player.user.displayName,
    // The server stores only handicaps in range (product §G5), so the wire number is an engine Handicap.
    handicapDisplay: handicapDisplay(player.handicap as Handicap),
    position: player.position,
    totalStrokes: player.totalStrokes,
    netScore: player.netScore,
    winnings: player.winnings === null ? null : centsFromDollars(player.winnings),
    card: cards.get(player.userId) ?? [],
  }));
}

/** True while the server has not yet written every player's winnings: the screen keeps polling (product §G4). */
export function winningsPending(players: readonly Pick<GamePlayer, 'winnings'>[] | undefined): boolean {
  return players === undefined || players.some((player) => player.winnings === null);
}
