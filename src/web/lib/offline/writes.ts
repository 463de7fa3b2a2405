import type { WolfChoiceWire } from '../../../contract/games';
import type { JunkMark, PressNine } from '../../../golf';
import { newOpId } from './op-id';
import { queueWrite } from './outbox';

// The game screen's writes, each queued in the outbox with its opId (product §R17, issue 29): shown at once, stored
// when the server can be reached.

/** One player's strokes on the hole, and what the phone showed there before (null for nothing). */
export type HoleScore = { readonly playerId: string; readonly strokes: number; readonly previous: number | null };

/**
 * A hole's scores as one write (the server applies them all or none), then, on the creator's Save of the current
 * hole, the move to `nextHole`.
 */
export async function queueHole(gameId: number, holeNumber: number, scores: readonly HoleScore[], nextHole: number | null): Promise<void> {
  if (scores.length > 0) {
    await queueWrite(gameId, { kind: 'scores', scores: scores.map((score) => ({ ...score, holeNumber, opId: newOpId() })) });
  }
  if (nextHole !== null) await queueWrite(gameId, { kind: 'advance', nextHole, opId: newOpId() });
}

/** One drink more or fewer for a player. */
export const queueDrinks = (gameId: number, playerId: string, change: 1 | -1): Promise<void> => queueWrite(gameId, { kind: 'drinks', playerId, change, opId: newOpId() });

/** The wolf's choice on a hole (product §R13): partner (with the partner's key), lone or blind; it may change until the hole counts. */
export const queueWolfChoice = (gameId: number, choice: WolfChoiceWire): Promise<void> => queueWrite(gameId, { kind: 'wolf-choice', ...choice, opId: newOpId() });

/** A manual press of a nassau nine (product §R15): the server works out the hole it starts on when it stores it. */
export const queuePress = (gameId: number, segment: PressNine): Promise<void> => queueWrite(gameId, { kind: 'press', segment, opId: newOpId() });

/** A player's greenie or sandie on a hole marked on or off (product §R16): any player may mark it for anyone. */
export const queueJunkMark = (gameId: number, mark: JunkMark, on: boolean): Promise<void> =>
  queueWrite(gameId, { kind: 'junk', holeNumber: mark.holeNumber, playerId: mark.playerId, markKind: mark.kind, on, opId: newOpId() });
