import type { CardScore } from '../../../../contract/games-responses';
import { cardTotals, holeNumberFrom, type PlayerHole, SEGMENT_BACK, SEGMENT_FRONT, segmentHas, strokesFrom, strokesSum } from '../../../../golf';

/** The golfer's card of a past game, hole 1 first, from the scores the profile sent (product §R1: net = gross - received). */
export function pastGameCard(scores: readonly CardScore[]): PlayerHole[] {
  return [...scores]
    .sort((a, b) => a.holeNumber - b.holeNumber)
    .map((score) => ({
      holeNumber: holeNumberFrom(score.holeNumber),
      par: strokesFrom(score.par),
      gross: strokesFrom(score.strokes),
      strokesReceived: strokesFrom(score.handicapStrokes),
      net: strokesFrom(score.netStrokes),
    }));
}

/** A card's front and back nines (the segment constants, as the live scorecard splits them), in hole order. */
export function cardNines(card: readonly PlayerHole[]): { front: PlayerHole[]; back: PlayerHole[] } {
  return { front: card.filter((hole) => segmentHas(SEGMENT_FRONT, hole.holeNumber)), back: card.filter((hole) => segmentHas(SEGMENT_BACK, hole.holeNumber)) };
}

/** Par, gross and net summed over some holes of a card: the Out, In and Total rows of the View Scorecard dialog. */
export type CardSum = { label: string; par: number; gross: number; net: number };

/** Out (1-9), In (10-18) and Total of a card, over the holes it has. */
export function cardSums(card: readonly PlayerHole[]): { out: CardSum; back: CardSum; total: CardSum } {
  const sumOf = (label: string, holes: readonly PlayerHole[]): CardSum => {
    const totals = cardTotals(holes);
    return { label, par: strokesSum(holes.map((hole) => hole.par)), gross: totals.totalStrokes, net: totals.totalNet };
  };
  const { front, back } = cardNines(card);
  return { out: sumOf('Out', front), back: sumOf('In', back), total: sumOf('Total', card) };
}
