import {
  HOLE_COUNT,
  gameFrom,
  handicapDisplay,
  handicapFrom,
  handicapStrokesOnHole,
  paymentsFor,
  roundState,
  settlementFor,
  strokeStandingsOf,
  strokeIndexFrom,
  type BetKey,
  type Cents,
  type Format,
  type RoundState,
} from '../../../../golf';

// The Docs tab's worked examples (issue 16), computed by the engine the server settles with, so the docs cannot
// disagree with a real game: only the inputs (a course, three golfers, their scores) are written here.

/** The example's course: pars and stroke indexes of holes 1-18 (36 out, 36 in; odd indexes out, even in). */
const EXAMPLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4] as const;
const EXAMPLE_INDEXES = [7, 1, 15, 3, 11, 17, 9, 5, 13, 8, 16, 2, 12, 4, 18, 10, 6, 14] as const;

/** The example's game: a $5 nassau in stroke mode for three golfers, one of them a plus handicap. */
import { WORKED_EXAMPLE_FORMAT as EXAMPLE_FORMAT } from '../formats/how-formats-are-won';
export const EXAMPLE_BET_CENTS = 500;
const EXAMPLE_PLAYERS = [
  { id: 'alex', name: 'Alex', handicap: 0, gross: [4, 4, 3, 4, 4, 3, 4, 5, 4, 5, 3, 5, 4, 5, 3, 4, 6, 4] },
  { id: 'blake', name: 'Blake', handicap: 10, gross: [5, 6, 3, 5, 4, 4, 5, 6, 4, 5, 4, 5, 5, 4, 3, 5, 6, 4] },
  { id: 'casey', name: 'Casey', handicap: -2, gross: [4, 5, 3, 4, 3, 3, 4, 5, 4, 4, 3, 4, 4, 4, 3, 4, 5, 4] },
] as const;

/** One golfer of the example: handicap as shown, gross and strokes received over the round, net total per bet. */
export interface ExamplePlayer {
  readonly id: string;
  readonly name: string;
  readonly handicapDisplay: string;
  readonly gross: number;
  readonly strokesReceived: number;
  readonly netByBet: Readonly<Partial<Record<BetKey, number>>>;
}

/** One bet of the example: who won it (tied winners share) and what each golfer gets or pays (negative). */
export interface ExampleBet {
  readonly key: BetKey;
  readonly label: string;
  readonly winnerNames: readonly string[];
  readonly push: boolean;
  readonly centsByPlayer: Readonly<Record<string, Cents>>;
}

/** The settled example: the pot, each bet, every golfer's winnings and who pays whom. */
export interface SettlementExample {
  readonly format: Format;
  readonly betCents: Cents;
  readonly pot: Cents;
  readonly players: readonly ExamplePlayer[];
  readonly bets: readonly ExampleBet[];
  readonly winnings: readonly { readonly id: string; readonly name: string; readonly cents: Cents }[];
  readonly payments: readonly { readonly from: string; readonly to: string; readonly cents: Cents }[];
}

function exampleRound(): RoundState {
  return roundState(
    gameFrom({
      format: EXAMPLE_FORMAT,
      betCents: EXAMPLE_BET_CENTS,
      holes: EXAMPLE_PARS.map((par, i) => ({ holeNumber: i + 1, par, yardage: 350, handicapIndex: EXAMPLE_INDEXES[i] ?? i + 1 })),
      players: EXAMPLE_PLAYERS.map(({ id, name, handicap }, joinOrder) => ({ id, name, handicap, team: null, joinOrder })),
      scores: EXAMPLE_PLAYERS.flatMap(({ id, gross }) => gross.map((strokes, i) => ({ playerId: id, holeNumber: i + 1, strokes }))),
    }),
  );
}

/** Each player's total net per bet, from the engine's stroke standings (the example is a stroke-mode nassau). */
function netsByBet(state: RoundState): Map<string, Partial<Record<BetKey, number>>> {
  const nets = new Map<string, Partial<Record<BetKey, number>>>(state.players.map((p) => [p.id, {}]));
  for (const { key, standing } of strokeStandingsOf(state.play)) {
    for (const total of standing.totals) {
      const side = state.sides.find((s) => s.id === total.sideId);
      for (const playerId of side?.playerIds ?? []) {
        const entry = nets.get(playerId);
        if (entry) entry[key] = total.totalNet;
      }
    }
  }
  return nets;
}

/** The worked settlement example of the Docs tab, settled by the engine's settlementFor and paymentsFor (product §R5). */
export function settlementExample(): SettlementExample {
  const state = exampleRound();
  const settlement = settlementFor(state);
  const nameOf = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
  const nets = netsByBet(state);
  return {
    format: state.format,
    betCents: state.betCents,
    pot: settlement.pot,
    players: state.players.map((p) => ({
      id: p.id,
      name: p.name,
      handicapDisplay: p.handicapDisplay,
      gross: p.totalStrokes,
      strokesReceived: p.card.reduce((sum, hole) => sum + hole.strokesReceived, 0),
      netByBet: nets.get(p.id) ?? {},
    })),
    bets: settlement.bets.map((bet) => ({
      key: bet.key,
      label: bet.label,
      winnerNames: bet.winnerIds.map(nameOf),
      push: bet.outcome.kind === 'push',
      centsByPlayer: Object.fromEntries(bet.amounts.map((amount) => [amount.playerId, amount.cents])),
    })),
    winnings: settlement.winnings.map((entry) => ({ id: entry.playerId, name: nameOf(entry.playerId), cents: entry.cents })),
    payments: paymentsFor(settlement.winnings).map((payment) => ({ from: nameOf(payment.fromId), to: nameOf(payment.toId), cents: payment.cents })),
  };
}

/** Handicaps the Docs tab's stroke table shows: a mid handicap, one over 18, one over 36, and a plus handicap (+2). */
export const EXAMPLE_HANDICAPS = [10, 20, 38, -2] as const;
/** Stroke indexes the table shows: the hardest holes, the middle, and the easiest. */
export const EXAMPLE_STROKE_INDEXES = [1, 2, 10, 11, 17, 18] as const;

/** One row of the stroke table: strokes received (negative: given back) at each shown index, and over all 18 holes. */
export interface HandicapStrokesRow {
  readonly handicap: number;
  readonly handicapDisplay: string;
  readonly strokes: readonly number[];
  readonly roundTotal: number;
}

/** Strokes each handicap receives on holes of each stroke index, by the engine's handicapStrokesOnHole (product §R1). */
export function handicapStrokesTable(handicaps: readonly number[], indexes: readonly number[]): HandicapStrokesRow[] {
  const allIndexes = Array.from({ length: HOLE_COUNT }, (_, i) => i + 1);
  return handicaps.map((value) => {
    const handicap = handicapFrom(value);
    const on = (index: number) => handicapStrokesOnHole(handicap, strokeIndexFrom(index));
    return {
      handicap,
      handicapDisplay: handicapDisplay(handicap),
      strokes: indexes.map(on),
      roundTotal: allIndexes.reduce((sum, index) => sum + on(index), 0),
    };
  });
}
