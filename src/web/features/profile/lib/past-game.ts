import type { PlayerScore } from '../../../../contract/games-responses';
import { cardTotals, holeNumberFrom, type PlayerHole, strokesFrom, strokesSum } from '../../../../golf';

/** The golfer's card of a past game, hole 1 first, from the scores the profile sent (rules.md §1: net = gross - received). */
export function pastGameCard(scores: readonly PlayerScore[]): PlayerHole[] {
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

/** Par, gross and net summed over some holes of a card: the Out, In and Total rows of the View Scorecard dialog. */
export type CardSum = { label: string; par: number; gross: number; net: number };

/** Out (1-9), In (10-18) and Total of a card, over the holes it has. */
export function cardSums(card: readonly PlayerHole[]): { out: CardSum; back: CardSum; total: CardSum } {
  const sumOf = (label: string, holes: readonly PlayerHole[]): CardSum => {
    const totals = cardTotals(holes);
    return { label, par: strokesSum(holes.map((hole) => hole.par)), gross: totals.totalStrokes, net: totals.totalNet };
  };
  return {
    out: sumOf('Out', card.filter((hole) => hole.holeNumber <= 9)),
    back: sumOf('In', card.filter((hole) => hole.holeNumber >= 10)),
    total: sumOf('Total', card),
  };
}

/** A finishing position as golfers say it: "1st", "2nd", "3rd", "4th", "11th", "21st". */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${String(position)}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th';
  return `${String(position)}${suffix}`;
}
