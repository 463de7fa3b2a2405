import { and, desc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adminSearch, countedRows, pageWithTotal, qualified as q } from '../db/qualified';
import { games, users } from '../db/schema';
import { userRowsChanged } from '../db/read-generations';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// Usernames and e-mails are unique whatever their case (the lower() indexes), so they are looked up that way.
const sameUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;
const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** A user's name as lists show it: the display name, or the username when there is none (contract/user.ts userShownName). */
export const userShownNameSql = sql<string>`coalesce(nullif(${q(users.displayName)}, ''), ${q(users.username)})`;

/** The users table, bound to the database or to a transaction. */
export function usersRepository(db: DbOrTx) {
  const first = (rows: UserRow[]) => rows[0] ?? null;
  return {
    /** The user with that id, or null (ids that are not UUIDs are simply not found). */
    async byId(id: string): Promise<UserRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      return first(await db.select().from(users).where(eq(users.id, id)).limit(1));
    },

    /** The user with that Player ID (userNumber), or null. */
    async byUserNumber(userNumber: number): Promise<UserRow | null> {
      return first(await db.select().from(users).where(eq(users.userNumber, userNumber)).limit(1));
    },

    /** The user with that username, compared case-insensitively, or null. */
    async byUsername(username: string): Promise<UserRow | null> {
      return first(await db.select().from(users).where(sameUsername(username)).limit(1));
    },

    /** The user with that e-mail, case-insensitively, or null. */
    async byEmail(email: string): Promise<UserRow | null> {
      return first(await db.select().from(users).where(sameEmail(email)).limit(1));
    },

    /** The user whose username or e-mail matches, case-insensitively, or null. */
    async byUsernameOrEmail(value: string): Promise<UserRow | null> {
      return first(await db.select().from(users).where(or(sameUsername(value), sameEmail(value))).limit(1));
    },

    /** The user linked to that OpenID subject, or null. */
    async byOidcSubject(subject: string): Promise<UserRow | null> {
      return first(await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1));
    },

    /** The user linked to that payment-provider customer, or null. */
    async byStripeCustomerId(customerId: string): Promise<UserRow | null> {
      return first(await db.select().from(users).where(eq(users.stripeCustomerId, customerId)).limit(1));
    },

    /** The user with that id, its row locked until the transaction ends (payment events for one user queue up). */
    async lockById(id: string): Promise<UserRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      return first(await db.select().from(users).where(eq(users.id, id)).for('update'));
    },

    /** Users still on a trial (no subscription, not lifetime, not an admin, who always has access) whose trial ends after `from` and no later than `to`. */
    async trialsEndingBetween(from: Date, to: Date): Promise<Pick<UserRow, 'id' | 'trialEndsAt'>[]> {
      return db
        .select({ id: users.id, trialEndsAt: users.trialEndsAt })
        .from(users)
        .where(and(eq(users.subscriptionStatus, 'trial'), eq(users.isAdmin, false), gt(users.trialEndsAt, from), lte(users.trialEndsAt, to)));
    },

    /**
     * A page of every account for the admin's Users tab (product §G7), newest first, with how many match in all.
     * `text` matches the username, e-mail, first, last or shown name (any case), or the Player ID when it is a number.
     */
    async adminPage(query: { text?: string; limit?: number; offset?: number }): Promise<{ rows: UserRow[]; total: number }> {
      const search = adminSearch(query.text, [users.username, users.email, users.firstName, users.lastName, users.displayName], users.userNumber);
      const page = db
        .select()
        .from(users)
        .where(search.where)
        .orderBy(...search.first, desc(users.createdAt), desc(users.userNumber))
        .offset(query.offset ?? 0);
      return pageWithTotal(page, query.limit, db.select({ total: countedRows }).from(users).where(search.where));
    },

    /** True when at least one administrator exists. */
    async adminExists(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
      return rows.length > 0;
    },

    /**
     * Locks every administrator's row until the transaction ends and returns how many there are, so that two
     * admins removing each other at once cannot leave the app with none. Only meaningful inside a transaction.
     */
    async lockAdmins(): Promise<number> {
      const admins = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
      return admins.length;
    },

    /** Inserts a user and returns the stored row. */
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned no row');
      return row;
    },

    /** Inserts a user unless the username or e-mail is taken; null when it was (nothing is written then). */
    async insertUnlessTaken(values: NewUser): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Updates a user's columns (updatedAt too) and returns the stored row, or null when it is gone. */
    /**
     * Changes the user. A change of plan (subscription status or admin) bumps the version of the games they created
     * that are not completed: each game's answer carries the player limit of its creator's plan (playerLimit), and a
     * reader's copy is kept by version (docs/decisions/009).
     */
    async update(id: string, values: Partial<NewUser>): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (row && (values.subscriptionStatus !== undefined || values.isAdmin !== undefined)) {
        await db
          .update(games)
          .set({ version: sql`${games.version} + 1` })
          .where(and(eq(games.createdBy, id), ne(games.status, 'completed')));
      }
      userRowsChanged();
      return row ?? null;
    },

    /** Deletes a user; their games, sessions and notifications go with them by cascade. */
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
      userRowsChanged();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
