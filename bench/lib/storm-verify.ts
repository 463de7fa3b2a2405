// The reconnect storm's check against the database itself (product §R17): every write stored once, whatever the
// retries and repeats, read from the tables rather than from the answers.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import type { BenchDatabase } from './databases';

/**
 * What the database must hold after the storm: each write answered 2xx once, and its hole's strokes as last written.
 * A write sent but never answered (given up on at the deadline or by a timeout) may be stored once, or not at all.
 */
export type ExpectedWrites = {
  opIds: readonly string[];
  /** Strokes by scoreKey(game, user, hole). */
  strokes: ReadonlyMap<string, number>;
  unsettledOpIds: readonly string[];
  unsettledStrokes: ReadonlyMap<string, number>;
};

export type ExactlyOnce = {
  /** Writes answered 2xx, each to be stored once; and writes sent but never answered, stored once or not at all. */
  opIds: number;
  unsettled: number;
  /** The unsettled writes the server did store: work done for an answer no phone waited for. */
  unsettledStored: number;
  /** opIds with no history row, or no kept answer (game_operations): writes answered 2xx but not stored. */
  missing: number;
  /** opIds with more than one history row: a write applied twice. */
  duplicated: number;
  /** Score history rows without an opId, or with one the phones never sent. */
  strayHistoryRows: number;
  /** Holes whose stored strokes are not the last write's, and scores stored that no phone wrote. */
  wrongStrokes: number;
  ok: boolean;
};

export const scoreKey = (gameId: number, userId: string, holeNumber: number): string => `${String(gameId)}|${userId}|${String(holeNumber)}`;

type HistoryRow = { op_id: string | null; rows: number };
type ScoreRow = { game_id: number; user_id: string; hole_number: number; strokes: number };

/** Reads the tables; for PGlite only once the server has let go of the data directory. */
export async function verifyExactlyOnce(database: BenchDatabase, expected: ExpectedWrites): Promise<ExactlyOnce> {
  const db = await database.open();
  try {
    const history = await queryRows<HistoryRow>(db.db, sql`select op_id, count(*)::int as rows from score_history where kind = 'score' group by op_id`);
    const kept = await queryRows<{ op_id: string }>(db.db, sql`select op_id from game_operations where kind = 'score'`);
    const scores = await queryRows<ScoreRow>(
      db.db,
      sql`select s.game_id, gp.user_id, s.hole_number, s.strokes from scores s join game_players gp on gp.id = s.game_player_id`,
    );
    const counts = historyCheck(expected, history, new Set(kept.map((row) => row.op_id)));
    const wrongStrokes = strokesCheck(expected, scores);
    return { ...counts, wrongStrokes, ok: counts.missing + counts.duplicated + counts.strayHistoryRows + wrongStrokes === 0 };
  } finally {
    await db.close();
  }
}

function historyCheck(expected: ExpectedWrites, history: readonly HistoryRow[], kept: ReadonlySet<string>): Omit<ExactlyOnce, 'wrongStrokes' | 'ok'> {
  const { opIds, unsettledOpIds } = expected;
  const rowsOf = new Map(history.map((row) => [row.op_id, Number(row.rows)]));
  const sent = new Set([...opIds, ...unsettledOpIds]);
  const missing = opIds.filter((opId) => !rowsOf.has(opId) || !kept.has(opId)).length;
  const duplicated = [...sent].filter((opId) => (rowsOf.get(opId) ?? 0) > 1).length;
  const strayHistoryRows = history.filter((row) => row.op_id === null || !sent.has(row.op_id)).reduce((sum, row) => sum + Number(row.rows), 0);
  const unsettledStored = unsettledOpIds.filter((opId) => rowsOf.has(opId)).length;
  return { opIds: opIds.length, unsettled: unsettledOpIds.length, unsettledStored, missing, duplicated, strayHistoryRows };
}

function strokesCheck(expected: ExpectedWrites, scores: readonly ScoreRow[]): number {
  const stored = new Map(scores.map((row) => [scoreKey(row.game_id, row.user_id, row.hole_number), row.strokes]));
  const wrong = [...expected.strokes].filter(([key, strokes]) => stored.get(key) !== strokes).length;
  const unexpected = [...stored].filter(([key, strokes]) => !expected.strokes.has(key) && expected.unsettledStrokes.get(key) !== strokes).length;
  return wrong + unexpected;
}
