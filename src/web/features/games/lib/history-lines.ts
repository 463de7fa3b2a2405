import type { ScoreHistoryEntry } from '../../../../contract/games-responses';
import { centsFromDollars } from '../../../../golf';
import { formatMoney } from '../../../lib/games/money';

// A history entry in a golfer's words (product §R17, issue 29): what changed and how it moved the money, the answer to
// a car-park argument ("Sam changed Ana's hole 7 from 5 to 4 — Ana +$5.00, Ben -$5.00").

/** What the entry did: entered, changed, confirmed a score, or changed a player's drinks. */
export function historyChange(entry: ScoreHistoryEntry): string {
  const by = entry.enteredBy.name;
  const whose = `${entry.playerName}'s`;
  if (entry.kind === 'drinks') return `${by} changed ${whose} drinks from ${String(entry.previousStrokes ?? 0)} to ${String(entry.strokes)}`;
  const hole = `hole ${String(entry.holeNumber ?? '')}`;
  if (entry.previousStrokes === null) return `${by} entered ${whose} ${hole}: ${String(entry.strokes)}`;
  if (entry.previousStrokes === entry.strokes) return `${by} confirmed ${whose} ${hole}: ${String(entry.strokes)}`;
  return `${by} changed ${whose} ${hole} from ${String(entry.previousStrokes)} to ${String(entry.strokes)}`;
}

/** How the entry moved each player's winnings ('Ana +$5.00, Ben -$5.00'); null when it moved none. */
export function historyMoney(entry: ScoreHistoryEntry, nameOf: (playerId: string) => string): string | null {
  if (entry.moneyChange.length === 0) return null;
  return entry.moneyChange.map((change) => `${nameOf(change.playerId)} ${formatMoney(centsFromDollars(change.amount), { signed: true })}`).join(', ');
}

/** The whole line: the change, then the money it moved after a dash. */
export function historyLine(entry: ScoreHistoryEntry, nameOf: (playerId: string) => string): string {
  const money = historyMoney(entry, nameOf);
  return money === null ? historyChange(entry) : `${historyChange(entry)} — ${money}`;
}
