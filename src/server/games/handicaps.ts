import {
  gameWhsHandicaps,
  holeFrom,
  holeNumberIsValid,
  type IndexTenths,
  netStrokesFor,
  requireFormat,
  scorecardFor,
  strokeHandicapFrom,
  strokesFrom,
  type TeeSet,
  UNRATED_TEE,
} from '../../golf';
import { badRequest } from '../http/errors';
import { gameMessages } from './messages';
import type { GameRow, GamePlayerRow, GamesRepository } from './repository';

// A game's handicaps as stored (product §R12, §R19): every player's `h` (game_players.handicap) and the strokes and
// net of their stored scores always follow from what the players gave, their tee sets and the game's tee. In a "whs"
// game one player's change moves everyone's strokes (allowance by player count, off the low), so after any change of
// its players every handicap is worked out again and the scores whose strokes moved are written again.

type Repos = { games: GamesRepository };

/** What a score on a hole stores beside its gross strokes (product §R1, §R12, §R14). */
export type HoleStrokes = { par: number; handicapStrokes: number; netStrokes: number };

/**
 * A player's par, strokes received and net on the holes of the game, worked out once for all of that player's scores
 * (a phone back from a dead spot posts five at once): a score's hole gives its par and strokes received, its gross
 * its net. Throws the §R2 refusal for a hole the game does not have.
 */
export function holeStrokesOf(game: Pick<GameRow, 'holes'>, player: { handicap: number; teeSet: TeeSet }): (holeNumber: number, strokes: number) => HoleStrokes {
  const card = scorecardFor({ handicap: strokeHandicapFrom(player.handicap), teeSet: player.teeSet }, game.holes.map(holeFrom), new Map());
  return (holeNumber, strokes) => {
    const hole = holeNumberIsValid(holeNumber) ? card.find((entry) => entry.holeNumber === holeNumber) : undefined;
    if (!hole) throw badRequest(gameMessages.holeNotInGame(holeNumber));
    return { par: hole.par, handicapStrokes: hole.strokesReceived, netStrokes: netStrokesFor(strokesFrom(strokes), hole.strokesReceived) };
  };
}

/** Each player's stored handicaps as the game's mode works them out; the §R12 refusal when a tee set is unrated. */
function handicapsWanted(game: GameRow, players: readonly GamePlayerRow[]) {
  if (game.handicapMode === 'fixed') return players.map((player) => ({ handicap: player.handicap, courseHandicap: null, playingHandicap: null }));
  const worked = gameWhsHandicaps(
    {
      format: requireFormat(game),
      allowancePercent: game.allowancePercent,
      holesPlayed: game.holesPlayed,
      teeColor: game.teeColor,
      ratings: game.teeRatings ?? UNRATED_TEE,
      holes: game.holes.map(holeFrom),
    },
    // The database checks every stored index against the engine's range (schema.ts, game_players_handicap_index_range).
    players.map((player) => ({ index: (player.handicapIndex ?? 0) as IndexTenths, teeSet: player.teeSet })),
  );
  if (!worked.ok) throw badRequest(worked.message);
  return worked.handicaps.map(({ strokeHandicap, courseHandicap, playingHandicap }) => ({ handicap: strokeHandicap, courseHandicap, playingHandicap }));
}

/**
 * Brings every player's handicaps and stored strokes up to date after a change of the game's players; `changed` names
 * the players whose own handicap or tee set the change set, whose scores are written again whatever the rest gives.
 */
export async function settleHandicaps(repos: Repos, game: GameRow, changed: readonly number[] = []): Promise<void> {
  const players = await repos.games.players(game.id);
  const wanted = handicapsWanted(game, players);
  for (const [position, player] of players.entries()) {
    const next = wanted[position];
    if (!next) continue;
    const moved = next.handicap !== player.handicap;
    if (moved || next.courseHandicap !== player.courseHandicap || next.playingHandicap !== player.playingHandicap) {
      await repos.games.updatePlayer(player.id, next);
    }
    if (moved || changed.includes(player.id)) await rescore(repos, game, { handicap: next.handicap, teeSet: player.teeSet, id: player.id });
  }
}

/** A player's strokes changed: the strokes received and net of their stored scores follow (product §R1). */
async function rescore(repos: Repos, game: GameRow, player: { id: number; handicap: number; teeSet: TeeSet }): Promise<void> {
  const strokesOn = holeStrokesOf(game, player);
  for (const score of await repos.games.scoresOfPlayer(player.id)) {
    const derived = strokesOn(score.holeNumber, score.strokes);
    await repos.games.updateScoreStrokes(score.id, derived.handicapStrokes, derived.netStrokes);
  }
}
