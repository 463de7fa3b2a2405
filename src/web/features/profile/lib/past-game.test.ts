import { describe, expect, it } from 'vitest';
import { cardSums, pastGameCard } from './past-game';

describe('pastGameCard and cardSums', () => {
  // Out of order as a server might send them; hole 10 received a stroke (net one below gross).
  const scores = [
    { holeNumber: 10, strokes: 6, par: 5, handicapStrokes: 1, netStrokes: 5 },
    { holeNumber: 1, strokes: 3, par: 4, handicapStrokes: 0, netStrokes: 3 },
    { holeNumber: 2, strokes: 7, par: 3, handicapStrokes: 0, netStrokes: 7 },
  ];

  it('orders the holes and reads gross, received and net', () => {
    expect(pastGameCard(scores)).toEqual([
      { holeNumber: 1, par: 4, gross: 3, strokesReceived: 0, net: 3 },
      { holeNumber: 2, par: 3, gross: 7, strokesReceived: 0, net: 7 },
      { holeNumber: 10, par: 5, gross: 6, strokesReceived: 1, net: 5 },
    ]);
  });

  it('sums par, gross and net over each nine and the round', () => {
    expect(cardSums(pastGameCard(scores))).toEqual({
      out: { label: 'Out', par: 7, gross: 10, net: 10 },
      back: { label: 'In', par: 5, gross: 6, net: 5 },
      total: { label: 'Total', par: 12, gross: 16, net: 15 },
    });
  });
});
