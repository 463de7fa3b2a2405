// The live bench's golfers, written in bulk: seedGolfers (databases.ts) writes a user and a session a query each,
// which for the 20,000 golfers of issue 35 takes minutes on the embedded database; a few hundred rows a statement
// take seconds. The rows are what a sign-in would leave, as seedGolfers writes them.
import { createHash, randomBytes } from 'node:crypto';
import { sessionCookieName } from '../../src/server/auth/cookie';
import { passwordHash } from '../../src/server/auth/password';
import { sessions, users } from '../../src/server/db/schema';
import type { BenchDatabase, SeededUser } from './databases';

const ROWS_PER_STATEMENT = 500;
/** The server's idle expiry of a session (sessions-repository.ts): the bench opens its sockets well within it. */
const SESSION_IDLE_MS = 30 * 60 * 1000;

/** `count` golfers with lifetime access and a live session each. Call before the embedded database's server starts. */
export async function seedGolfersInBulk(database: BenchDatabase, count: number, prefix: string): Promise<SeededUser[]> {
  const db = await database.open();
  try {
    await db.migrate();
    const password = await passwordHash('Bench-Pass-1!');
    const seeded: SeededUser[] = [];
    for (let from = 0; from < count; from += ROWS_PER_STATEMENT) {
      const names = Array.from({ length: Math.min(ROWS_PER_STATEMENT, count - from) }, (_, i) => `${prefix}${String(from + i + 1)}`);
      const rows = await db.db
        .insert(users)
        .values(names.map((username) => ({ username, email: `${username}@example.com`, password, subscriptionStatus: 'lifetime' as const })))
        .returning({ id: users.id });
      const tokens = rows.map(() => randomBytes(32).toString('base64url'));
      const expire = new Date(Date.now() + SESSION_IDLE_MS);
      await db.db.insert(sessions).values(rows.map((row, i) => ({ sid: createHash('sha256').update(tokens[i]!).digest('base64url'), userId: row.id, expire })));
      seeded.push(...rows.map((row, i) => ({ userId: row.id, cookie: `${sessionCookieName}=${tokens[i]!}` })));
    }
    return seeded;
  } finally {
    await db.close();
  }
}
