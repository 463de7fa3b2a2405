import type { JunkMarkWire, StoredScore, WolfChoiceWire } from '../../../contract/games';
import type { GameDetail, GamePlayer } from '../../../contract/games-responses';
import { centsFromDollars, gameFrom, holeNumberFrom, type JunkMark, requireFormat, roundState, type RoundState, settlementFor, type Settlement, withJunkMark } from '../../../golf';

// The engine on the screens (issue 11): the live views (net scores, positions, team panels, match banner, bets at a
// glance) are worked out by the same src/golf functions the server settles with, from the game and players as the
// API sent them; nothing here restates a rule.

/** The game's format: golf's requireFormat under the name the screens call it by. */
export const gameFormatOf = requireFormat;

/** The round state of the game as it stands: players in join order, the order the API lists them. */
export function roundStateOf(game: GameDetail, players: readonly GamePlayer[]): RoundState {
  return roundState(
    gameFrom({
      format: gameFormatOf(game),
      betCents: centsFromDollars(game.betAmount),
      holes: game.holes,
      players: players.map((player, joinOrder) => ({
        id: player.userId,
        name: player.user.displayName,
        handicap: player.strokeHandicap,
        team: player.teamAssignment,
        joinOrder,
        teeSet: player.teeSet,
      })),
      scores: players.flatMap((player) => player.scores.map((score) => ({ playerId: player.userId, holeNumber: score.holeNumber, strokes: score.strokes }))),
      holesPlayed: game.holesPlayed,
      wolfChoices: game.wolfChoices,
      manualPresses: game.manualPresses,
      junkMarks: game.junkMarks,
    }),
  );
}

/** The round and what every bet would pay if the round ended now (product §R5, §R6). */
export function liveRoundOf(game: GameDetail, players: readonly GamePlayer[]): { state: RoundState; settlement: Settlement } {
  const state = roundStateOf(game, players);
  return { state, settlement: settlementFor(state) };
}

/** The players with `score` written onto its player's card (a SCORE_UPDATE applied to the cache). */
export function playersWithScore(players: readonly GamePlayer[], score: StoredScore): GamePlayer[] {
  return players.map((player) => {
    if (player.userId !== score.userId) return player;
    const { holeNumber, strokes, par, handicapStrokes, netStrokes, dispute } = score;
    const others = player.scores.filter((s) => s.holeNumber !== holeNumber);
    const scores = [...others, { holeNumber, strokes, par, handicapStrokes, netStrokes, dispute }].sort((a, b) => a.holeNumber - b.holeNumber);
    return { ...player, scores };
  });
}

/** The game's wolf choices with `choice` in place of any other of its hole (a WOLF_CHOICE or a stored answer applied). */
export function withWolfChoice(choices: readonly WolfChoiceWire[], choice: WolfChoiceWire): WolfChoiceWire[] {
  return [...choices.filter((entry) => entry.holeNumber !== choice.holeNumber), choice].sort((a, b) => a.holeNumber - b.holeNumber);
}

/** The game's junk marks with `mark` turned on or off by the engine's rule (a greenie moves; product §R16). */
export function withJunkMarkShown(marks: readonly JunkMarkWire[], mark: JunkMarkWire, on: boolean): JunkMarkWire[] {
  const held = (entry: JunkMarkWire): JunkMark => ({ ...entry, holeNumber: holeNumberFrom(entry.holeNumber) });
  return withJunkMark(marks.map(held), held(mark), on);
}
