import {
  ACHIEVEMENT_INFO,
  centsToDecimalString,
  type Cents,
  achievementsFor,
  positionOrdinal,
  roundNinesFor,
  roundState,
  settlementFor,
  type AchievementType,
  type HolesPlayed,
  type PlayerHole,
  type RoundNines,
  type RoundState,
} from '../../golf';
import { dollarsFrom, engineGame } from './responses';
import type { GameRow, GamesRepository, NewNotification, PlayerWithUser, ScoreWithKey } from './repository';

// Completion (product §R6): totals, positions and winnings from the engine, achievements (product §R8) and the
// notifications they bring, all written by the caller's transaction with the game's row locked, so it happens once.

export type StoredHole = { userId: string; gameId: number; holeNumber: number; par: number; strokes: number; handicapStrokes: number; netStrokes: number };

/** A stored score as a card hole: what the engine judges earlier rounds on, and the profile's statistics. */
export function cardHoleOf(hole: Pick<StoredHole, 'holeNumber' | 'par' | 'strokes' | 'handicapStrokes' | 'netStrokes'>): PlayerHole {
  return {
    holeNumber: hole.holeNumber,
    par: hole.par,
    gross: hole.strokes,
    strokesReceived: hole.handicapStrokes,
    net: hole.netStrokes,
  } as PlayerHole;
}

/** Each user's earlier completed rounds, 18 holes or a nine, as nines against par (the nine heroes weigh them, product §R14). */
function earlierRoundsByUser(holes: readonly (StoredHole & { holesPlayed: HolesPlayed })[]): Map<string, RoundNines[]> {
  const cards = new Map<string, Map<number, { holesPlayed: HolesPlayed; card: PlayerHole[] }>>();
  for (const hole of holes) {
    const byGame = cards.get(hole.userId) ?? new Map<number, { holesPlayed: HolesPlayed; card: PlayerHole[] }>();
    const round = byGame.get(hole.gameId) ?? { holesPlayed: hole.holesPlayed, card: [] };
    round.card.push(cardHoleOf(hole));
    byGame.set(hole.gameId, round);
    cards.set(hole.userId, byGame);
  }
  const rounds = new Map<string, RoundNines[]>();
  for (const [userId, byGame] of cards) {
    const nines = [...byGame.values()].map(({ card, holesPlayed }) => roundNinesFor(card, holesPlayed));
    rounds.set(userId, nines.filter((round): round is RoundNines => round !== null));
  }
  return rounds;
}

function moneyText(cents: number): string {
  if (cents === 0) return 'broke even';
  const amount = `$${centsToDecimalString(Math.abs(cents) as Cents)}`;
  return cents > 0 ? `won ${amount}` : `lost ${amount}`;
}

function gameCompleteNotice(game: GameRow, userId: string, position: number | null, cents: number): NewNotification {
  const result = position === null ? `you ${moneyText(cents)}` : `you finished ${positionOrdinal(position)} and ${moneyText(cents)}`;
  return {
    userId,
    type: 'game_complete',
    title: 'Game complete',
    message: `${game.name}: ${result}.`,
    data: { gameId: game.id, position, winnings: dollarsFrom(cents) },
    metadata: { emoji: '🏁' },
  };
}

/** The notice of an achievement (product §R8), earned in a game or granted by an admin (no game then). */
export function achievementNotice(userId: string, type: AchievementType, game: Pick<GameRow, 'id' | 'name'> | null): NewNotification {
  const info = ACHIEVEMENT_INFO[type];
  return {
    userId,
    type: 'achievement',
    title: 'Achievement unlocked',
    message: game ? `${info.name}: ${info.meaning} (${game.name})` : `${info.name}: ${info.meaning}`,
    data: { gameId: game?.id ?? null, achievementType: type },
    metadata: { emoji: info.emoji },
  };
}

/** The achievements each registered player earned in this round (before "once per user" is applied). */
async function achievementsEarned(games: GamesRepository, game: GameRow, players: readonly PlayerWithUser[], state: RoundState) {
  const registered = players.filter((player): player is PlayerWithUser & { userId: string } => player.userId !== null);
  const earlier = earlierRoundsByUser(await games.completedScoresOf(registered.map((player) => player.userId), game.id));
  return registered.flatMap((player) => {
    const card = state.players.find((p) => p.id === player.playerKey)?.card ?? [];
    const types = achievementsFor({ card, drinks: player.drinks, holesPlayed: game.holesPlayed }, earlier.get(player.userId) ?? []);
    return types.map((achievementType) => ({ userId: player.userId, achievementType, gameId: game.id }));
  });
}

/**
 * Settles and closes the game inside the caller's transaction (the game's row is locked and still active):
 * writes every player's results, the game's status, new achievements and the notifications. Returns the game and
 * the users notified (each hears NOTIFICATION_CREATED once the transaction commits).
 */
export async function completeGame(games: GamesRepository, game: GameRow, now: Date): Promise<{ game: GameRow; notified: string[] }> {
  const players = await games.players(game.id);
  const scores: ScoreWithKey[] = await games.scores(game.id);
  const state = roundState(engineGame(game, players, scores));
  const winnings = new Map(settlementFor(state).winnings.map((w) => [w.playerId, w.cents as number]));
  const notices: NewNotification[] = [];
  for (const player of players) {
    const live = state.players.find((p) => p.id === player.playerKey);
    const position = live?.position ?? null;
    const cents = winnings.get(player.playerKey) ?? 0;
    await games.updatePlayer(player.id, { totalStrokes: live?.totalStrokes ?? 0, netScore: live?.netScore ?? 0, position, winningsCents: cents });
    if (player.userId) notices.push(gameCompleteNotice(game, player.userId, position, cents));
  }
  const awarded = await games.awardAchievements(await achievementsEarned(games, game, players, state));
  notices.push(...awarded.map((row) => achievementNotice(row.userId, row.achievementType as AchievementType, game)));
  await games.insertNotifications(notices);
  const completed = await games.update(game.id, { status: 'completed', completedAt: now });
  return { game: completed, notified: [...new Set(notices.map((notice) => notice.userId))] };
}
