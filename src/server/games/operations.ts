import type { z } from 'zod';
import { conflict } from '../http/errors';
import { gameMessages } from './messages';
import type { GameOperationKind, GamesRepository } from './repository';

// Operation ids (product §R17; docs/decisions/030): a phone names each write it makes with a UUID and sends it again
// until it hears an answer, so the same id twice within a game is one write. The first write claims the id in its
// transaction and keeps its answer there; a repeat finds the claim and answers that answer, writing nothing.

/** What a write answered, and the game's version after it: null when it changed nothing (or was a repeat). */
export type Written<T> = { answer: T; version: number | null };

/** The form an id is kept in: lowercase, so a phone's uppercase UUID names the same write. */
export const operationKey = (opId: string): string => opId.toLowerCase();

/**
 * Claims the write's ids and answers, by key, what the ids claimed before answered. An id claimed by another kind of
 * write is refused (409): it cannot be that write again.
 */
export async function earlierAnswers<T>(
  games: Pick<GamesRepository, 'claimOperations'>,
  gameId: number,
  kind: GameOperationKind,
  opIds: readonly string[],
  answerSchema: z.ZodType<T>,
): Promise<Map<string, T>> {
  const earlier = await games.claimOperations(gameId, kind, opIds.map(operationKey));
  const answers = new Map<string, T>();
  for (const [key, operation] of earlier) {
    if (operation.kind !== kind) throw conflict(gameMessages.opIdUsedElsewhere);
    // Kept answers are the service's own, parsed back into their type; one that does not parse is a bug.
    answers.set(key, answerSchema.parse(operation.answer));
  }
  return answers;
}

/** Keeps the answers of the writes that carried an id (the ids this transaction claimed). */
export async function keepAnswers<T>(games: Pick<GamesRepository, 'answerOperations'>, gameId: number, answered: readonly { opId: string | undefined; answer: T }[]): Promise<void> {
  const byKey = new Map(answered.flatMap(({ opId, answer }) => (opId === undefined ? [] : [[operationKey(opId), answer] as const])));
  await games.answerOperations(gameId, byKey);
}

/**
 * Runs a write that carries at most one id: a repeat answers the first answer and writes nothing; otherwise `write`
 * runs and its answer is kept under the id.
 */
export async function once<T>(
  games: Pick<GamesRepository, 'claimOperations' | 'answerOperations'>,
  gameId: number,
  operation: { kind: GameOperationKind; opId: string | undefined; answerSchema: z.ZodType<T> },
  write: () => Promise<Written<T>>,
): Promise<Written<T>> {
  const { kind, opId, answerSchema } = operation;
  const earlier = await earlierAnswers(games, gameId, kind, opId === undefined ? [] : [opId], answerSchema);
  const repeated = opId === undefined ? undefined : earlier.get(operationKey(opId));
  if (repeated !== undefined) return { answer: repeated, version: null };
  const written = await write();
  await keepAnswers(games, gameId, [{ opId, answer: written.answer }]);
  return written;
}
