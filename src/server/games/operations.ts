import type { z } from 'zod';
import { conflict } from '../http/errors';
import { gameMessages } from './messages';
import type { EarlierOperation, GameOperationKind, GamesRepository } from './repository';

// Operation ids (product §R17; docs/decisions/030, 039): a phone names each write it makes with a UUID and sends it
// again until it hears an answer, so the same id twice within a game is one write. A write reads what its ids
// answered before, after the game's lock (one write of a game at a time, so a copy still running has committed by
// then); a repeat answers that answer, writing nothing; a new write keeps its id with its answer as its last statement.

/** What a write answered, and the game's version after it: null when it changed nothing (or was a repeat). */
export type Written<T> = { answer: T; version: number | null };

/** The form an id is kept in: lowercase, so a phone's uppercase UUID names the same write. */
export const operationKey = (opId: string): string => opId.toLowerCase();

/**
 * The answers, by key, of the operations a write's ids named before. An id kept by another kind of write is refused
 * (409): it cannot be that write again.
 */
export function answersOf<T>(earlier: ReadonlyMap<string, EarlierOperation>, kind: GameOperationKind, answerSchema: z.ZodType<T>): Map<string, T> {
  const answers = new Map<string, T>();
  for (const [key, operation] of earlier) {
    if (operation.kind !== kind) throw conflict(gameMessages.opIdUsedElsewhere);
    // Kept answers are the service's own, parsed back into their type; one that does not parse is a bug.
    answers.set(key, answerSchema.parse(operation.answer));
  }
  return answers;
}

/** Keeps the answers of the writes that carried an id, under their ids, in one statement. */
async function keepAnswers<T>(
  games: Pick<GamesRepository, 'keepOperations'>,
  gameId: number,
  kind: GameOperationKind,
  answered: readonly { opId: string | undefined; answer: T }[],
): Promise<void> {
  const byKey = new Map(answered.flatMap(({ opId, answer }) => (opId === undefined ? [] : [[operationKey(opId), answer] as const])));
  await games.keepOperations(gameId, kind, byKey);
}

/**
 * Runs a write that carries at most one id: a repeat answers the first answer and writes nothing; otherwise `write`
 * runs and its answer is kept under the id.
 */
export async function once<T>(
  games: Pick<GamesRepository, 'operationsNamed' | 'keepOperations'>,
  gameId: number,
  operation: { kind: GameOperationKind; opId: string | undefined; answerSchema: z.ZodType<T> },
  write: () => Promise<Written<T>>,
): Promise<Written<T>> {
  const { kind, opId, answerSchema } = operation;
  const earlier = answersOf(await games.operationsNamed(gameId, opId === undefined ? [] : [operationKey(opId)]), kind, answerSchema);
  const repeated = opId === undefined ? undefined : earlier.get(operationKey(opId));
  if (repeated !== undefined) return { answer: repeated, version: null };
  const written = await write();
  await keepAnswers(games, gameId, kind, [{ opId, answer: written.answer }]);
  return written;
}
