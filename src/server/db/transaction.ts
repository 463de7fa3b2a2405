import type { Db, DbOrTx } from './client';

/**
 * Runs `work` in one database transaction, handing it the repositories bound to that transaction: it commits
 * when `work` resolves and rolls back when it throws. Services receive it typed with only the repositories
 * they use (docs/decisions/010).
 */
export type Transaction<Repositories> = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

/**
 * The repositories `bind` makes, bound to the database, together with a `transaction` that hands its work the
 * same repositories bound to a transaction. The one place outside the repositories that opens a transaction.
 */
export function withTransaction<Repositories extends object>(
  db: Db,
  bind: (handle: DbOrTx) => Repositories,
): Repositories & { transaction: Transaction<Repositories> } {
  return { ...bind(db), transaction: (work) => db.transaction((tx) => work(bind(tx))) };
}
