// Settlement (product §R5): every player on a losing side pays the bet amount, the total is shared
// equally by the winners, leftover cents go to winners in join order; winnings always sum to 0.

import type { BetState } from './bets';
import { formatOf, type Format } from './format';
import type { RoundState } from './round';
import type { Side, SideId } from './sides';
import { HOLE_COUNT, type Cents } from './units';

/** An amount of money for one player. */
export interface PlayerAmount {
  readonly playerId: string;
  readonly cents: Cents;
}

/** One bet settled: who won, who lost, and what each of them gets (negative: pays). */
export interface BetSettlement extends Pick<BetState, 'key' | 'kind' | 'label' | 'holes' | 'status' | 'outcome'> {
  /** Winning players in join order. */
  readonly winnerIds: readonly string[];
  /** Losing players in join order. */
  readonly loserIds: readonly string[];
  /** Winners' shares and losers' payments in join order; players with no part are left out. */
  readonly amounts: readonly PlayerAmount[];
}

/** A game's settlement: the pot, each bet, and every player's winnings (sum over bets) in join order. */
export interface Settlement {
  readonly pot: Cents;
  readonly bets: readonly BetSettlement[];
  readonly winnings: readonly PlayerAmount[];
}

/**
 * The banner's pot as the format counts it (product §R5: b x 3 for nassau, else 1, x players; §R13: skins by the holes);
 * 0 with one player.
 */
export function potFor(format: Format, betCents: Cents, playerCount: number, holeCount: number = HOLE_COUNT): Cents {
  if (playerCount < 2) return 0 as Cents;
  return formatOf(format).pot(betCents, playerCount, holeCount);
}

/**
 * Splits `total` cents equally among winners given in join order: each gets the share rounded
 * down, and the first (total mod n) winners get one leftover cent each (product §R5).
 */
export function sharesFor(total: Cents, winnerIds: readonly string[]): PlayerAmount[] {
  const count = winnerIds.length;
  if (count === 0) return [];
  const share = Math.floor(total / count);
  const leftover = total - share * count;
  return winnerIds.map((playerId, index) => ({ playerId, cents: (share + (index < leftover ? 1 : 0)) as Cents }));
}

function playersOf(sides: readonly Side[], sideIds: readonly SideId[], joinRank: ReadonlyMap<string, number>): string[] {
  const ids = sides.filter((side) => sideIds.includes(side.id)).flatMap((side) => side.playerIds);
  return ids.sort((a, b) => (joinRank.get(a) ?? 0) - (joinRank.get(b) ?? 0));
}

function byJoin(joinRank: ReadonlyMap<string, number>) {
  return (a: PlayerAmount, b: PlayerAmount) => (joinRank.get(a.playerId) ?? 0) - (joinRank.get(b.playerId) ?? 0);
}

function sidesBetAmounts(winnerIds: readonly string[], loserIds: readonly string[], betCents: Cents): PlayerAmount[] {
  const total = (betCents * loserIds.length) as Cents;
  const paid = loserIds.map((playerId) => ({ playerId, cents: (0 - betCents) as Cents }));
  return [...sharesFor(total, winnerIds), ...paid];
}

function betSettlementFor(bet: BetState, sides: readonly Side[], betCents: Cents, joinRank: ReadonlyMap<string, number>): BetSettlement {
  const base = { key: bet.key, kind: bet.kind, label: bet.label, holes: bet.holes, status: bet.status, outcome: bet.outcome };
  const { outcome } = bet;
  if (outcome.kind === 'points') {
    // Units settle exactly: points are whole and sum to 0, so amounts need no rounding (product §R13, §R16).
    const amounts = outcome.points
      .filter((entry) => entry.points !== 0 && outcome.unitCents !== 0)
      .map((entry) => ({ playerId: entry.playerId, cents: (entry.points * outcome.unitCents) as Cents }))
      .sort(byJoin(joinRank));
    const idsWhere = (sign: number) => amounts.filter((entry) => Math.sign(entry.cents) === sign).map((entry) => entry.playerId);
    return { ...base, winnerIds: idsWhere(1), loserIds: idsWhere(-1), amounts };
  }
  if (outcome.kind !== 'won' || betCents === 0) return { ...base, winnerIds: [], loserIds: [], amounts: [] };
  const winnerIds = playersOf(sides, outcome.winnerSideIds, joinRank);
  const loserIds = playersOf(sides, outcome.loserSideIds, joinRank);
  return { ...base, winnerIds, loserIds, amounts: sidesBetAmounts(winnerIds, loserIds, betCents).sort(byJoin(joinRank)) };
}

/**
 * Settles every bet of the round on the holes counted so far (product §R5, §R6); a push moves
 * nothing, and a game of one player settles to nothing. Winnings sum to exactly 0.
 */
export function settlementFor(state: RoundState): Settlement {
  const joinRank = new Map(state.players.map((p, index) => [p.id, index]));
  const betCents = state.players.length < 2 ? (0 as Cents) : state.betCents;
  const bets = state.bets.map((bet) => betSettlementFor(bet, state.sides, betCents, joinRank));
  const totals = new Map<string, number>(state.players.map((p) => [p.id, 0]));
  for (const bet of bets) {
    for (const { playerId, cents } of bet.amounts) totals.set(playerId, (totals.get(playerId) ?? 0) + cents);
  }
  return {
    pot: potFor(state.format, state.betCents, state.players.length, state.sideHoles.length),
    bets,
    winnings: state.players.map((p) => ({ playerId: p.id, cents: (totals.get(p.id) ?? 0) as Cents })),
  };
}

/** One transfer that settles a game: `fromId` pays `toId` `cents` (always more than 0). */
export interface Payment {
  readonly fromId: string;
  readonly toId: string;
  readonly cents: Cents;
}

/**
 * Who pays whom to settle `winnings` (issue 11, "who would owe whom"): amounts that sum to 0 become a short list of
 * payments, at most one fewer than the players with money to move. A loser who owes exactly what a winner is owed pays
 * that winner alone; the rest pay largest debt to largest credit. Ties follow the order given (join order), payments
 * are listed payer by payer in that order. Throws RangeError when the amounts do not sum to 0.
 */
export function paymentsFor(winnings: readonly PlayerAmount[]): Payment[] {
  const total = winnings.reduce((sum, entry) => sum + entry.cents, 0);
  if (total !== 0) throw new RangeError(`Winnings must sum to 0, not ${String(total)} cents`);
  const order = new Map(winnings.map((entry, index) => [entry.playerId, index]));
  const byLargest = (a: { playerId: string; left: number }, b: { playerId: string; left: number }) =>
    b.left - a.left || (order.get(a.playerId) ?? 0) - (order.get(b.playerId) ?? 0);
  const debtors = winnings.filter((entry) => entry.cents < 0).map((entry) => ({ playerId: entry.playerId, left: 0 - entry.cents }));
  const creditors = winnings.filter((entry) => entry.cents > 0).map((entry) => ({ playerId: entry.playerId, left: entry.cents }));
  const payments: Payment[] = [];
  const pay = (from: { playerId: string; left: number }, to: { playerId: string; left: number }, cents: number) => {
    payments.push({ fromId: from.playerId, toId: to.playerId, cents: cents as Cents });
    from.left -= cents;
    to.left -= cents;
  };

  // Exact matches first: one payment squares two players.
  for (const debtor of debtors) {
    const match = creditors.find((creditor) => creditor.left > 0 && creditor.left === debtor.left);
    if (match) pay(debtor, match, debtor.left);
  }
  for (;;) {
    const debtor = debtors.filter((entry) => entry.left > 0).sort(byLargest)[0];
    const creditor = creditors.filter((entry) => entry.left > 0).sort(byLargest)[0];
    if (!debtor || !creditor) break;
    pay(debtor, creditor, Math.min(debtor.left, creditor.left));
  }
  const rank = (id: string) => order.get(id) ?? 0;
  return payments.sort((a, b) => rank(a.fromId) - rank(b.fromId) || rank(a.toId) - rank(b.toId));
}

/**
 * True when the round can move money: two players or more, and a bet amount or a bet counted in units worth something
 * (a $0 game's side bets still pay, product §R16).
 */
export function roundMovesMoney(state: Pick<RoundState, 'betCents' | 'players' | 'bets'>): boolean {
  if (state.players.length < 2) return false;
  return state.betCents > 0 || state.bets.some((bet) => bet.outcome.kind === 'points' && bet.outcome.unitCents > 0);
}
