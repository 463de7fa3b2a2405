import { describe, expect, it } from 'vitest';
import { SCORE_BATCH } from '../../../contract/games';
import { nextSend, type Batchable } from './batches';

// Which waiting writes go together (issue 35): the score writes of one game right after each other, as one batch.

const scores = (gameId: number, ...cells: [string, number][]): Batchable => ({ kind: 'scores', gameId, scores: cells.map(([playerId, holeNumber]) => ({ playerId, holeNumber })) });
const press: Batchable = { kind: 'press', gameId: 1 };

describe('nextSend', () => {
  it('sends nothing when nothing waits, and any write but scores alone', () => {
    expect(nextSend([])).toEqual([]);
    expect(nextSend([press, scores(1, ['ana', 1])])).toEqual([press]);
  });

  it("puts a game's score writes in a row together, up to a write of another kind or game", () => {
    const row = [scores(1, ['ana', 1]), scores(1, ['ana', 2]), scores(1, ['ben', 2])];
    expect(nextSend([...row, press, scores(1, ['ana', 3])])).toEqual(row);
    expect(nextSend([row[0]!, scores(2, ['ana', 2]), row[1]!])).toEqual([row[0]]);
  });

  it('holds a hole once per batch: the later write of a hole waits for the next request', () => {
    const first = scores(1, ['ana', 1], ['ben', 1]);
    expect(nextSend([first, scores(1, ['ben', 1]), scores(1, ['ana', 2])])).toEqual([first]);
  });

  it(`stops before the batch would pass ${String(SCORE_BATCH.max)} scores, and always sends the first write`, () => {
    const hole = (holeNumber: number) => scores(1, ['ana', holeNumber], ['ben', holeNumber], ['cal', holeNumber], ['dee', holeNumber]);
    expect(nextSend([hole(1), hole(2)])).toEqual([hole(1)]);
    const singles = Array.from({ length: SCORE_BATCH.max + 2 }, (_, index) => scores(1, ['ana', index + 1]));
    expect(nextSend(singles)).toEqual(singles.slice(0, SCORE_BATCH.max));
    const five = scores(1, ['a', 1], ['b', 1], ['c', 1], ['d', 1], ['e', 1]);
    expect(nextSend([five, scores(1, ['a', 2]), scores(1, ['b', 2])])).toEqual([five, scores(1, ['a', 2])]);
  });
});
