import type { GameBets } from '../../contract/games-responses';
import { roundState, settlementFor, type BetSettlement, type Cents } from '../../golf';
import { notFound } from '../http/errors';
import { gameMessages } from './messages';
import type { GameRow, GamesRepository, PlayerWithUser, ScoreWithKey } from './repository';
import { dollarsFrom, engineGame } from './responses';

// GET /api/games/{id}/bets (product §R19): the engine's bets of the round as it stands, each settled as if the game
// were completed now; the same settlement the game is completed with (completion.ts), so the rows sum to its winnings.

/** What one unit of the bet is worth: a unit's value for a bet counted in units (skins, points, dots), else the bet. */
function amountOf(bet: BetSettlement, betCents: Cents): Cents {
  return bet.outcome.kind === 'points' ? bet.outcome.unitCents : betCents;
}

/** The bets answer of a game from its rows. */
export function toGameBets(game: GameRow, players: readonly PlayerWithUser[], scores: readonly ScoreWithKey[]): GameBets {
  const state = roundState(engineGame(game, players, scores));
  const { bets } = settlementFor(state);
  return {
    bets: bets.map((bet) => {
      const cents = new Map(bet.amounts.map((entry) => [entry.playerId, entry.cents]));
      return {
        kind: bet.kind,
        name: bet.label,
        startHole: bet.holes.first,
        endHole: bet.holes.last,
        amount: dollarsFrom(amountOf(bet, state.betCents)),
        status: bet.status,
        winnings: state.players.map((player) => ({ playerId: player.id, amount: dollarsFrom(cents.get(player.id) ?? 0) })),
      };
    }),
  };
}

/** The bets answer of game `gameId` as `games` reads it: the database, or a change's own transaction. */
export async function betsOf(games: Pick<GamesRepository, 'byId' | 'players' | 'scores'>, gameId: number): Promise<GameBets> {
  const game = await games.byId(gameId);
  if (!game) throw notFound(gameMessages.notFound);
  return toGameBets(game, await games.players(gameId), await games.scores(gameId));
}
