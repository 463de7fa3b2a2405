import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './sessions';

export type NewUser = typeof users.$inferInsert;

/** The user with that username, compared case-insensitively (usernames are unique that way), or null. */
export async function userByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

/** The user whose username or e-mail matches, case-insensitively, or null. */
export async function userByUsernameOrEmail(db: DbOrTx, value: string): Promise<UserRow | null> {
  const lowered = value.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
    .limit(1);
  return rows[0] ?? null;
}

/** The user with that e-mail, case-insensitively, or null. */
export async function userByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

/** The user with that id, or null (ids that are not UUIDs are simply not found). */
export async function userById(db: DbOrTx, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Inserts a user and returns the stored row. */
export async function userInsert(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Updates a user's columns (updatedAt too) and returns the stored row, or null when it is gone. */
export async function userUpdate(db: DbOrTx, id: string, values: Partial<NewUser>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
