import type { GroupDetail, Ledger } from '../../../../contract/groups-responses';
import { type Cents, centsFromDollars, entryChanges } from '../../../../golf';
import { formatMoney } from '../../../lib/games/money';

// What the group screen reads off a Ledger (product §R18): the seasons to pick from, names by member id, the money as
// golfers read it, and each member's running balance through the season for the chart. Amounts arrive in dollars and
// become cents here, once (house style: money is integer cents; format only at the edge).

/** The calendar year the ledger defaults to (contract seasonOf: the year of today, UTC). */
export function thisYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}

/** The seasons to pick from: this year and every year with a game or a payment, newest first, each once. */
export function seasonChoices(seasons: readonly number[], current: number): number[] {
  return [...new Set([current, ...seasons])].sort((a, b) => b - a);
}

/** Dollars from the API as the screens show them: "$12.50", or signed "+$12.50" / "-$12.50" / "$0.00". */
export function money(dollars: number, options: { signed?: boolean } = {}): string {
  return formatMoney(centsFromDollars(dollars), options);
}

/** Every member's name by id: the group's members, and anyone the ledger still names (one who left owing money). */
export function namesById(group: Pick<GroupDetail, 'members'>, ledger: Pick<Ledger, 'balances'> | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const balance of ledger?.balances ?? []) names.set(balance.memberId, balance.name);
  for (const member of group.members) names.set(member.id, member.name);
  return names;
}

/** One point of the chart: after `label` on `at`, each member's balance so far (cents, in `members` order). */
export type RunningStep = { at: string; label: string; balances: Cents[] };

export type RunningBalances = { members: { id: string; name: string }[]; steps: RunningStep[] };

type LedgerEvent = { at: string; order: number; label: string; moves: { memberId: string; cents: number }[] };

/**
 * Each member's balance after every game and payment of the season, in date order (a game before a payment recorded
 * at the same moment), from zero at the start; what each moves is the engine's rule (golf/ledger-balances.ts). The last step's balances are the ledger's balances.
 */
export function runningBalances(ledger: Pick<Ledger, 'balances' | 'games' | 'payments'>): RunningBalances {
  const members = ledger.balances.map((balance) => ({ id: balance.memberId, name: balance.name }));
  const nameOf = (id: string) => members.find((member) => member.id === id)?.name ?? 'A former member';
  const events: LedgerEvent[] = [
    ...ledger.games.map((game) => ({
      at: game.completedAt,
      order: 0,
      label: game.name,
      moves: entryChanges({ kind: 'game', at: game.completedAt, results: game.results.map((result) => ({ memberId: result.memberId, cents: centsFromDollars(result.amount) })) }),
    })),
    ...ledger.payments.map((payment) => {
      const cents: number = centsFromDollars(payment.amount);
      return {
        at: payment.recordedAt,
        order: 1,
        label: `${nameOf(payment.fromMemberId)} paid ${nameOf(payment.toMemberId)} ${formatMoney(centsFromDollars(payment.amount))}`,
        moves: entryChanges({ kind: 'payment', at: payment.recordedAt, fromMemberId: payment.fromMemberId, toMemberId: payment.toMemberId, cents }),
      };
    }),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.order - b.order);

  const index = new Map(members.map((member, position) => [member.id, position]));
  let current = members.map(() => 0);
  const steps: RunningStep[] = [];
  for (const event of events) {
    current = [...current];
    for (const move of event.moves) {
      const position = index.get(move.memberId);
      if (position !== undefined) current[position] = (current[position] ?? 0) + move.cents;
    }
    steps.push({ at: event.at, label: event.label, balances: current.map((cents) => cents as Cents) });
  }
  return { members, steps };
}
