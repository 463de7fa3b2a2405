import type { ScoreHistoryEntry } from '../../../../contract/games-responses';
import { centsFromDollars, WOLF_HISTORY_KIND } from '../../../../golf';
import { formatMoney } from '../../../lib/games/money';
import { wolfHistoryText } from './wolf-view';

// A history entry in a golfer's words (product §R17, issue 29): what changed and how it moved the money, the answer to
// a car-park argument ("Sam changed Ana's hole 7 from 5 to 4 — Ana +$5.00, Ben -$5.00").

/** What the entry did: entered, changed, confirmed a score, changed a player's drinks, or a wolf's choice (product §R13). */
export function historyChange(entry: ScoreHistoryEntry, nameOf: (playerId: string) => string): string {
  const by = entry.enteredBy.name;
  if (entry.kind === WOLF_HISTORY_KIND) return `${wolfHistoryText(entry, nameOf)}, by ${by}`;
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
  const change = historyChange(entry, nameOf);
  return money === null ? change : `${change} — ${money}`;
}
