import type { GameDetail, GamePlayer, PlayerScore } from '../../../contract/games-responses';
import { handicapFrom, handicapStrokesOnHole, type JunkMarkKind, netStrokesFor, type PressNine, strokeIndexFrom, strokesFrom } from '../../../golf';
import { withJunkMarkShown, withWolfChoice } from '../games/round';
import type { OutboxEntry, QueuedScore } from './store';

// What the game screen shows while writes wait (product §R17, issue 29): the server's answers with every waiting write
// of the game laid over them in the order made, so a score entered in a dead spot is on the card at once and stays
// there through refetches until the server has it. Pure: the screen and its tests call the same functions.

/** Where a cell's value comes from: a write still waiting, or one the server refused (with its words). */
export type CellMark = { readonly state: 'waiting' } | { readonly state: 'refused'; readonly message: string; readonly seq: number };

/** The key of one player's hole in the marks. */
export const cellKey = (playerId: string, holeNumber: number): string => `${playerId}:${String(holeNumber)}`;

export interface PendingView {
  readonly game: GameDetail;
  readonly players: GamePlayer[];
  /** Every cell a waiting or refused write touches. */
  readonly marks: ReadonlyMap<string, CellMark>;
}

/** A queued score as the card shows it: par from the game's hole, the strokes received by the engine's rule. */
function scoreShown(game: GameDetail, player: GamePlayer, queued: QueuedScore): PlayerScore {
  const hole = game.holes.find((h) => h.holeNumber === queued.holeNumber);
  const par = hole?.par ?? 4;
  const received = hole ? handicapStrokesOnHole(handicapFrom(player.handicap), strokeIndexFrom(hole.handicapIndex)) : strokesFrom(0);
  const netStrokes = netStrokesFor(strokesFrom(queued.strokes), received);
  return { holeNumber: queued.holeNumber, strokes: queued.strokes, par, handicapStrokes: received, netStrokes, dispute: null };
}

function withScore(game: GameDetail, players: GamePlayer[], queued: QueuedScore): GamePlayer[] {
  return players.map((player) => {
    if (player.userId !== queued.playerId) return player;
    const others = player.scores.filter((score) => score.holeNumber !== queued.holeNumber);
    return { ...player, scores: [...others, scoreShown(game, player, queued)].sort((a, b) => a.holeNumber - b.holeNumber) };
  });
}

/** The game and players with `entries` (this game's, in the order made) laid over them, and the marks of their cells. */
export function pendingView(game: GameDetail, players: readonly GamePlayer[], entries: readonly OutboxEntry[]): PendingView {
  let shownGame = game;
  let shownPlayers = [...players];
  const marks = new Map<string, CellMark>();
  for (const entry of entries) {
    if (entry.gameId !== game.id) continue;
    if (entry.kind === 'scores') {
      for (const score of entry.scores) {
        const key = cellKey(score.playerId, score.holeNumber);
        if (entry.refused !== undefined) {
          marks.set(key, { state: 'refused', message: entry.refused, seq: entry.seq });
          continue;
        }
        shownPlayers = withScore(game, shownPlayers, score);
        marks.set(key, { state: 'waiting' });
      }
    } else if (entry.refused !== undefined) {
      continue;
    } else if (entry.kind === 'drinks') {
      shownPlayers = shownPlayers.map((player) => (player.userId === entry.playerId ? { ...player, drinks: Math.max(0, player.drinks + entry.change) } : player));
    } else if (entry.kind === 'wolf-choice') {
      const { holeNumber, choice, partnerId } = entry;
      shownGame = { ...shownGame, wolfChoices: withWolfChoice(shownGame.wolfChoices, { holeNumber, choice, partnerId }) };
    } else if (entry.kind === 'junk') {
      const { holeNumber, playerId, markKind, on } = entry;
      shownGame = { ...shownGame, junkMarks: withJunkMarkShown(shownGame.junkMarks, { holeNumber, playerId, kind: markKind }, on) };
    } else if (entry.kind === 'advance') {
      shownGame = { ...shownGame, currentHole: entry.nextHole };
    }
    // A press is not laid over: the server picks its start hole, so it shows in its chain once stored (pressWaiting).
  }
  return { game: shownGame, players: shownPlayers, marks };
}

/** How many scores wait to be sent, and how many other writes (drinks, a hole advance, a wolf's choice, a press, a mark). */
export function waitingCounts(entries: readonly OutboxEntry[]): { scores: number; others: number } {
  let scores = 0;
  let others = 0;
  for (const entry of entries) {
    if (entry.refused !== undefined) continue;
    if (entry.kind === 'scores') scores += entry.scores.length;
    else others += 1;
  }
  return { scores, others };
}

/**
 * "3 scores", "1 score": the scores when any wait (the hole advances a creator's Save adds are not what a golfer
 * counts); otherwise the other writes, "2 changes".
 */
export function waitingText({ scores, others }: { scores: number; others: number }): string {
  if (scores > 0) return `${String(scores)} score${scores === 1 ? '' : 's'}`;
  return `${String(others)} change${others === 1 ? '' : 's'}`;
}

/** The cells two phones disagree on (product §R17), by cellKey, from the players' scores. */
export function disputedCellsOf(players: readonly GamePlayer[]): Set<string> {
  return new Set(players.flatMap((player) => player.scores.flatMap((score) => (score.dispute ? [cellKey(player.userId, score.holeNumber)] : []))));
}

/** True while a wolf's choice of hole `holeNumber` waits in the outbox (entries of the game): shown, not yet stored. */
export const wolfChoiceWaiting = (entries: readonly OutboxEntry[], holeNumber: number): boolean =>
  entries.some((entry) => entry.kind === 'wolf-choice' && entry.holeNumber === holeNumber && entry.refused === undefined);

/** True while a press of nassau nine `segment` waits in the outbox (entries of the game): asked for, not yet stored. */
export const pressWaiting = (entries: readonly OutboxEntry[], segment: PressNine): boolean =>
  entries.some((entry) => entry.kind === 'press' && entry.segment === segment && entry.refused === undefined);

/** True while a mark of `kind` for a player on a hole waits in the outbox (entries of the game): shown, not yet stored. */
export const junkMarkWaiting = (entries: readonly OutboxEntry[], holeNumber: number, playerId: string, kind: JunkMarkKind): boolean =>
  entries.some((entry) => entry.kind === 'junk' && entry.holeNumber === holeNumber && entry.playerId === playerId && entry.markKind === kind && entry.refused === undefined);
