// Money in the history of a round (product §R17): how each change moved every player's winnings, each figure the
// settlement of product §R5 as if the game were completed at that moment (on the holes counted then, product §R6).

import { scoreFrom, type Game, type PlainGame, type Score } from './game';
import { withJunkMark } from './junk';
import { roundState } from './round';
import { settlementFor, type PlayerAmount } from './settlement';
import { holeNumberFrom, type Cents } from './units';

/** A wolf's choice on a hole as a change of the round (product §R13): the hole and what it is now. */
export type WolfChoiceChange = { readonly wolf: NonNullable<PlainGame['wolfChoices']>[number] };

/** A manual press as a change of the round (product §R15): a new bet of its nine from its start hole. */
export type PressChange = { readonly press: NonNullable<PlainGame['manualPresses']>[number] };

/** A greenie or sandie marked on or off (product §R16); a greenie marked on moves the hole's greenie to its player. */
export type JunkChange = { readonly junk: { readonly mark: NonNullable<PlainGame['junkMarks']>[number]; readonly on: boolean } };

/**
 * One change of a round, in the order it was made: a player's new gross strokes on a hole, a wolf's choice, a manual
 * press, a junk mark, or null for a change that moves no score (a player's drinks).
 */
export type RoundChange = PlainGame['scores'][number] | WolfChoiceChange | PressChange | JunkChange | null;

const cellOf = (score: Pick<Score, 'playerId' | 'holeNumber'>): string => `${score.playerId}:${String(score.holeNumber)}`;

/** Every player's winnings if the game were completed with these scores. */
function winningsOf(game: Game): ReadonlyMap<string, Cents> {
  return new Map(settlementFor(roundState(game)).winnings.map((entry) => [entry.playerId, entry.cents]));
}

/** The players whose winnings differ from `before` to `after`, and by how much (after minus before), in join order. */
function movedBetween(before: ReadonlyMap<string, Cents>, after: ReadonlyMap<string, Cents>): PlayerAmount[] {
  return [...after].flatMap(([playerId, cents]) => {
    const moved = cents - (before.get(playerId) ?? 0);
    return moved === 0 ? [] : [{ playerId, cents: moved as Cents }];
  });
}

/**
 * For each change, the players whose winnings it moved and by how much (winnings after it minus before it, as if the
 * game were completed then), replaying `changes` in order over `start` (the game as it was before the first of them).
 * Players it did not move are left out, so a change that moves no money, or no score, gives []. Each change's amounts
 * sum to 0, and a player's amounts over every change sum to their winnings at the end minus those at the start.
 * Throws RangeError on a hole number out of range or strokes below 1.
 */
export function moneyChangesOf(start: Game, changes: readonly RoundChange[]): PlayerAmount[][] {
  const scores = new Map(start.scores.map((score) => [cellOf(score), score]));
  const choices = new Map((start.wolfChoices ?? []).map((choice) => [choice.holeNumber as number, choice]));
  const presses = [...(start.manualPresses ?? [])];
  let marks = [...(start.junkMarks ?? [])];
  let before = winningsOf(start);
  return changes.map((change) => {
    if (change === null) return [];
    if ('junk' in change) {
      marks = withJunkMark(marks, { ...change.junk.mark, holeNumber: holeNumberFrom(change.junk.mark.holeNumber) }, change.junk.on);
    } else if ('press' in change) {
      presses.push({ segment: change.press.segment, startHole: holeNumberFrom(change.press.startHole) });
    } else if ('wolf' in change) {
      choices.set(change.wolf.holeNumber, { ...change.wolf, holeNumber: holeNumberFrom(change.wolf.holeNumber) });
    } else {
      const score = scoreFrom(change);
      // The same strokes again (a confirmed hole) leave the round as it was: no need to settle it again.
      if (scores.get(cellOf(score))?.strokes === score.strokes) return [];
      scores.set(cellOf(score), score);
    }
    const after = winningsOf({ ...start, scores: [...scores.values()], wolfChoices: [...choices.values()], manualPresses: presses, junkMarks: marks });
    const moved = movedBetween(before, after);
    before = after;
    return moved;
  });
}
