import { SCORE_BATCH } from '../../../contract/games';

// Which waiting writes go to the server together (issue 35, docs/decisions/042). A phone back from a dead spot may hold
// many score writes of one game (a golfer keeping only their own card queues one a hole); sent one request each, a
// course's phones coming back at once made that many transactions. The scores API takes a batch of up to
// SCORE_BATCH.max, applied in the order sent, all or none (product §R19), which is what the writes one at a time
// would have done, so the scores of consecutive waiting writes of one game travel as one request.

/** What batching reads of a waiting write: its kind, its game and, for scores, each one's player and hole. */
export type Batchable = { readonly kind: string; readonly gameId: number; readonly scores?: readonly { readonly playerId: string; readonly holeNumber: number }[] };

const cell = (score: { readonly playerId: string; readonly holeNumber: number }) => `${score.playerId}:${String(score.holeNumber)}`;

/**
 * The writes to send next, from the waiting ones in the order made: the first alone, or, when it is scores, it and
 * the score writes of the same game right after it, while their scores together fit one batch and name each player's
 * hole once (a batch may not hold a hole twice; the later write of it waits for the next request, after this one).
 */
export function nextSend<T extends Batchable>(waiting: readonly T[]): T[] {
  const [first] = waiting;
  if (first === undefined) return [];
  if (first.kind !== 'scores') return [first];
  const batch: T[] = [first];
  const cells = new Set((first.scores ?? []).map(cell));
  for (const write of waiting.slice(1)) {
    const scores = write.scores ?? [];
    if (write.kind !== 'scores' || write.gameId !== first.gameId || cells.size + scores.length > SCORE_BATCH.max) break;
    if (scores.some((score) => cells.has(cell(score)))) break;
    for (const score of scores) cells.add(cell(score));
    batch.push(write);
  }
  return batch;
}
