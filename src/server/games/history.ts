import type { ScoreHistoryEntry } from '../../contract/games-responses';
import { JUNK_HISTORY_KIND, moneyChangesOf, type PlayerAmount, PRESS_HISTORY_KIND, pressNineOf, type RoundChange, WOLF_HISTORY_KIND } from '../../golf';
import type { HistoryRow } from './reads-repository';
import type { GameRow, PlayerWithUser, ScoreWithKey } from './repository';
import { dollarsFrom, engineGame } from './responses';

// GET /api/games/{id}/scores/history (product §R17): every change, newest first, with the money it moved. The money is
// the engine's (moneyChangesOf): the history replayed in order, each change settled as if the game were completed then.

/** The change a history row made to the round: a score, a wolf's choice, or null for drinks (which move no score). */
function roundChangeOf(row: HistoryRow): RoundChange {
  if (row.kind === WOLF_HISTORY_KIND && row.choice !== null) return { wolf: row.choice };
  if (row.kind === PRESS_HISTORY_KIND && row.holeNumber !== null) return { press: { segment: pressNineOf(row.holeNumber), startHole: row.holeNumber } };
  if (row.kind === JUNK_HISTORY_KIND && row.holeNumber !== null && row.junkKind !== null) {
    return { junk: { mark: { holeNumber: row.holeNumber, playerId: row.playerKey, kind: row.junkKind }, on: row.strokes === 1 } };
  }
  return row.kind === 'score' && row.holeNumber !== null ? { playerId: row.playerKey, holeNumber: row.holeNumber, strokes: row.strokes } : null;
}

/**
 * The junk marks before the history's first change: a mark the history touched as its first row found it (on when
 * that row's previous value was 1), the others as stored. A greenie moved by a later mark was on before it; the replay
 * moves it again.
 */
function marksBeforeHistory(game: GameRow, oldestFirst: readonly HistoryRow[]): GameRow['junkMarks'] {
  const cell = (mark: { holeNumber: number; playerId: string; kind: string }) => `${String(mark.holeNumber)}:${mark.playerId}:${mark.kind}`;
  const junkRows = oldestFirst.filter((row) => row.kind === JUNK_HISTORY_KIND && row.holeNumber !== null && row.junkKind !== null);
  const touched = new Map<string, GameRow['junkMarks'][number] & { on: boolean }>();
  for (const row of junkRows) {
    const mark = { holeNumber: row.holeNumber ?? 0, playerId: row.playerKey, kind: row.junkKind ?? 'greenie' };
    if (!touched.has(cell(mark))) touched.set(cell(mark), { ...mark, on: row.previousStrokes === 1 });
  }
  const untouched = game.junkMarks.filter((mark) => !touched.has(cell(mark)));
  return [...untouched, ...[...touched.values()].filter((mark) => mark.on).map(({ on: _, ...mark }) => mark)];
}

/** How many manual presses the history records. */
const pressRows = (rows: readonly HistoryRow[]): number => rows.filter((row) => row.kind === PRESS_HISTORY_KIND).length;

/** The wolf's choices before the history's first change: each hole's as its first wolf row found it (product §R13). */
function choicesBeforeHistory(game: GameRow, oldestFirst: readonly HistoryRow[]): GameRow['wolfChoices'] {
  const holes = new Set(game.wolfChoices.map((choice) => choice.holeNumber));
  for (const row of oldestFirst) if (row.kind === WOLF_HISTORY_KIND && row.holeNumber !== null) holes.add(row.holeNumber);
  return [...holes].flatMap((holeNumber) => {
    const first = oldestFirst.find((row) => row.kind === WOLF_HISTORY_KIND && row.holeNumber === holeNumber);
    if (!first) return game.wolfChoices.filter((choice) => choice.holeNumber === holeNumber);
    return first.previousChoice === null ? [] : [first.previousChoice];
  });
}

/**
 * The scores before the history's first change: each hole as its first history row found it (none for a hole first
 * scored in the history), and a hole without history as stored (scored before the history began, issue 10). Replaying
 * the history over them ends at the scores stored now.
 */
function scoresBeforeHistory(scores: readonly ScoreWithKey[], oldestFirst: readonly HistoryRow[]): Pick<ScoreWithKey, 'playerKey' | 'holeNumber' | 'strokes'>[] {
  return scores.flatMap((score) => {
    const first = oldestFirst.find((row) => row.kind === 'score' && row.playerKey === score.playerKey && row.holeNumber === score.holeNumber);
    if (!first) return [score];
    return first.previousStrokes === null ? [] : [{ ...score, strokes: first.previousStrokes }];
  });
}

function toHistoryEntry(row: HistoryRow, moved: readonly PlayerAmount[]): ScoreHistoryEntry {
  return {
    id: row.id,
    kind: row.kind,
    playerId: row.playerKey,
    playerName: row.playerName,
    holeNumber: row.holeNumber,
    strokes: row.strokes,
    previousStrokes: row.previousStrokes,
    choice: row.choice,
    previousChoice: row.previousChoice,
    junkKind: row.junkKind,
    enteredBy: { id: row.enteredBy, name: row.enteredByName },
    enteredAt: row.enteredAt.toISOString(),
    opId: row.opId,
    conflict: row.conflict,
    moneyChange: moved.map(({ playerId, cents }) => ({ playerId, amount: dollarsFrom(cents) })),
  };
}

/**
 * The history's entries, newest first as `newestFirst` holds them, each with the money it moved. The players' handicaps
 * are today's: the history does not keep handicap changes, so every change is settled with the handicaps the game has
 * now (a handicap changed mid-round moves the money of earlier changes as well).
 */
export function historyEntries(game: GameRow, players: readonly PlayerWithUser[], scores: readonly ScoreWithKey[], newestFirst: readonly HistoryRow[]): ScoreHistoryEntry[] {
  const oldestFirst = [...newestFirst].reverse();
  // Every manual press is in the history (it is recorded with one), so the round before it had none.
  const before = {
    ...game,
    wolfChoices: choicesBeforeHistory(game, oldestFirst),
    manualPresses: game.manualPresses.filter((_, i) => i < game.manualPresses.length - pressRows(oldestFirst)),
    junkMarks: marksBeforeHistory(game, oldestFirst),
  };
  const start = engineGame(before, players, scoresBeforeHistory(scores, oldestFirst));
  const moved = moneyChangesOf(start, oldestFirst.map(roundChangeOf));
  return oldestFirst.map((row, i) => toHistoryEntry(row, moved[i] ?? [])).reverse();
}
