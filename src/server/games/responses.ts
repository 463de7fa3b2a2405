import type { GameDetail, GameListItem, GamePlayer, GameResponse, PlayerScore } from '../../contract/games-responses';
import { formatOnTheWire, type ScoreDispute, type StoredScore } from '../../contract/games';
import { playerLimitFor } from '../../contract/access';
import { userShownName } from '../../contract/user';
import { allowanceInForce, gameFrom, requireFormat, roundState, type Game, type RoundState } from '../../golf';
import type { GameListRow } from './reads-repository';
import type { GamePlayerRow, GameRow, PlayerWithUser, ScoreDisputeValues, ScoreValues, ScoreWithKey } from './repository';

// From stored rows to the answers of product §R11, and to the engine's input. Results of a game being played are
// the engine's (derived on read); a completed game's are the ones frozen at completion (docs/decisions/009).

/** Dollars with two decimals, as the API answers money (product §R0). */
export const dollarsFrom = (cents: number): number => Math.round(cents) / 100;

const iso = (time: Date | null): string | null => (time ? time.toISOString() : null);

/** The engine's game for the stored game, its players (in join order) and scores (each its player's key, hole and strokes). */
export function engineGame(game: GameRow, players: readonly GamePlayerRow[], scores: readonly Pick<ScoreWithKey, 'playerKey' | 'holeNumber' | 'strokes'>[]): Game {
  return gameFrom({
    format: requireFormat(game),
    betCents: game.betAmountCents,
    holes: game.holes,
    players: players.map((player, joinOrder) => ({
      id: player.playerKey,
      name: player.playerName,
      handicap: player.handicap,
      team: player.teamAssignment,
      joinOrder,
      teeSet: player.teeSet,
    })),
    scores: scores.map((score) => ({ playerId: score.playerKey, holeNumber: score.holeNumber, strokes: score.strokes })),
    holesPlayed: game.holesPlayed,
    wolfChoices: game.wolfChoices,
    manualPresses: game.manualPresses,
    junkMarks: game.junkMarks,
  });
}

export function toGameResponse(row: GameListRow): GameResponse {
  return {
    id: row.id,
    name: row.name,
    courseName: row.courseName,
    teeColor: row.teeColor,
    ...formatOnTheWire(requireFormat(row)),
    handicapMode: row.handicapMode,
    allowancePercent: allowanceInForce(requireFormat(row), row.allowancePercent, row.playerCount),
    holesPlayed: row.holesPlayed,
    betAmount: dollarsFrom(row.betAmountCents),
    maxPlayers: row.maxPlayers,
    status: row.status,
    currentHole: row.currentHole,
    isPrivate: row.isPrivate,
    drinksOn: row.drinksOn,
    groupId: row.groupId,
    createdBy: row.createdBy,
    creatorName: row.creatorName,
    gameCode: row.gameCode,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    version: row.version,
    playerCount: row.playerCount,
    teamCounts: { A: row.teamA, B: row.teamB },
    playerLimit: playerLimitFor(row, row.creatorPlan),
  };
}

export const toGameListItem = (row: GameListRow): GameListItem => ({
  ...toGameResponse(row),
  isPlayer: row.isPlayer,
  myWinnings: row.viewerWinningsCents === null ? null : dollarsFrom(row.viewerWinningsCents),
});

export function toGameDetail(row: GameListRow): GameDetail {
  const holes = [...row.holes]
    .sort((a, b) => a.holeNumber - b.holeNumber)
    .map((hole) => ({ ...hole, womensPar: hole.womensPar ?? null, womensHandicapIndex: hole.womensHandicapIndex ?? null }));
  return { ...toGameResponse(row), holes, wolfChoices: row.wolfChoices, manualPresses: row.manualPresses, junkMarks: row.junkMarks };
}

/** The dispute of a stored score (product §R17): null unless the hole is disputed. */
function disputeOf({ enteredByName, disputeStrokes, disputeByName }: ScoreDisputeValues): ScoreDispute | null {
  if (disputeStrokes === null || disputeByName === null) return null;
  return { replacedStrokes: disputeStrokes, replacedByName: disputeByName, enteredByName };
}

/** A stored score as a player's card shows it (product §R11, §R17). */
function toPlayerScore(score: ScoreValues & ScoreDisputeValues): PlayerScore {
  const { holeNumber, strokes, par, handicapStrokes, netStrokes } = score;
  return { holeNumber, strokes, par, handicapStrokes, netStrokes, dispute: disputeOf(score) };
}

/** A stored score as POST .../scores answers it and SCORE_UPDATE carries it: the card's fields and whose it is. */
export function toStoredScore(gameId: number, playerKey: string, score: ScoreValues & ScoreDisputeValues): StoredScore {
  return { gameId, userId: playerKey, ...toPlayerScore(score) };
}

/** Players without an account have keys that start with manual_ (product §R7). */
export const MANUAL_PREFIX = 'manual_';
export const isManualKey = (playerKey: string): boolean => playerKey.startsWith(MANUAL_PREFIX);

/**
 * How the player is named: a golfer by their account's shown name (userShownName), a manual player by the name
 * typed, and a golfer whose account is gone by the name stored when they joined (no user row joins then).
 */
export function playerShownName(player: PlayerWithUser): string {
  const { displayName, username } = player;
  return username === null ? player.playerName : userShownName({ displayName, username });
}

type Results = Pick<GamePlayer, 'totalStrokes' | 'netScore' | 'position' | 'winnings'>;

function resultsOf(player: PlayerWithUser, completed: boolean, state: RoundState | null): Results {
  if (completed) {
    return {
      totalStrokes: player.totalStrokes ?? 0,
      netScore: player.netScore ?? 0,
      position: player.position,
      winnings: player.winningsCents === null ? null : dollarsFrom(player.winningsCents),
    };
  }
  const live = state?.players.find((p) => p.id === player.playerKey);
  return { totalStrokes: live?.totalStrokes ?? 0, netScore: live?.netScore ?? 0, position: live?.position ?? null, winnings: null };
}

/**
 * A player's handicaps as the players' answer gives them (product §R19): in a "whs" game the stored index, course and
 * playing handicaps beside the strokes; in a "fixed" game the handicap given is all three of the last.
 */
function handicapsOf(player: GamePlayerRow): Pick<GamePlayer, 'handicap' | 'teeSet' | 'handicapIndex' | 'courseHandicap' | 'playingHandicap' | 'strokeHandicap'> {
  const playingHandicap = player.playingHandicap ?? player.handicap;
  return {
    handicap: playingHandicap,
    teeSet: player.teeSet,
    handicapIndex: player.handicapIndex === null ? null : player.handicapIndex / 10,
    courseHandicap: player.courseHandicap,
    playingHandicap,
    strokeHandicap: player.handicap,
  };
}

/** GET /api/games/{id}/players: every player with their scores and results (product §R11). */
export function toGamePlayers(game: GameRow, players: readonly PlayerWithUser[], scores: readonly ScoreWithKey[]): GamePlayer[] {
  const completed = game.status === 'completed';
  const state = completed ? null : roundState(engineGame(game, players, scores));
  const scoresByPlayer = new Map<number, ScoreWithKey[]>();
  for (const score of scores) scoresByPlayer.set(score.gamePlayerId, [...(scoresByPlayer.get(score.gamePlayerId) ?? []), score]);
  return players.map((player) => {
    const isManual = isManualKey(player.playerKey);
    return {
      id: player.id,
      gameId: game.id,
      userId: player.playerKey,
      isManual,
      user: {
        firstName: isManual ? player.playerName : player.firstName,
        lastName: isManual ? null : player.lastName,
        username: isManual ? null : player.username,
        displayName: playerShownName(player),
      },
      ...handicapsOf(player),
      teamAssignment: player.teamAssignment,
      drinks: player.drinks,
      ...resultsOf(player, completed, state),
      joinedAt: player.joinedAt.toISOString(),
      scores: (scoresByPlayer.get(player.id) ?? []).map(toPlayerScore),
    };
  });
}
