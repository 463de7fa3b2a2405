import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { randomCode } from '../codes';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { adminSearch, countedRows, pageWithTotal } from '../db/qualified';
import { invitationCodes, users } from '../db/schema';

export type InvitationRow = typeof invitationCodes.$inferSelect;
type NewInvitation = Omit<typeof invitationCodes.$inferInsert, 'code'>;

/** A random 8-character invitation code (product §R10). */
const invitationCodeGenerate = () => randomCode(8);

// Still redeemable: active and not used by anyone.
const redeemable = (code: string) => and(eq(invitationCodes.code, code), eq(invitationCodes.isActive, true), isNull(invitationCodes.usedBy));

const usedByUser = alias(users, 'used_by_user');
const createdByUser = alias(users, 'created_by_user');

/** The invitation codes table, bound to the database or to a transaction. */
export function invitationsRepository(db: DbOrTx) {
  return {
    /** Inserts an invitation with a fresh unique code, drawing again on the rare collision. */
    async insert(values: NewInvitation): Promise<InvitationRow> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const [row] = await db
            .insert(invitationCodes)
            .values({ ...values, code: invitationCodeGenerate() })
            .returning();
          if (!row) throw new Error('invitation insert returned no row');
          return row;
        } catch (error) {
          if (attempt >= 5 || !isUniqueViolation(error, 'invitation_codes_code_unique')) throw error;
        }
      }
    },

    /** The invitation with that code, or null. */
    async byCode(code: string): Promise<InvitationRow | null> {
      const rows = await db.select().from(invitationCodes).where(eq(invitationCodes.code, code)).limit(1);
      return rows[0] ?? null;
    },

    /** The invitation if it can still be redeemed (active and unused), or null. */
    async redeemable(code: string): Promise<InvitationRow | null> {
      const rows = await db.select().from(invitationCodes).where(redeemable(code)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Claims an invitation for redemption in one statement: of two redemptions racing for a code,
     * exactly one gets the row back; the other sees it already inactive.
     */
    async claim(code: string, now: Date): Promise<InvitationRow | null> {
      const [row] = await db.update(invitationCodes).set({ isActive: false, usedAt: now }).where(redeemable(code)).returning();
      return row ?? null;
    },

    async update(id: number, values: Partial<typeof invitationCodes.$inferInsert>): Promise<InvitationRow | null> {
      const [row] = await db.update(invitationCodes).set(values).where(eq(invitationCodes.id, id)).returning();
      return row ?? null;
    },

    /**
     * A page of every invitation for the admin's Invites tab (product §G7), newest first, with the usernames of who
     * created and who redeemed it, and how many match in all. `text` matches the code, the e-mail, the names it
     * carries, or either username (any case).
     */
    async adminPage(query: { text?: string; limit?: number; offset?: number }) {
      const search = adminSearch(query.text, [
        invitationCodes.code,
        invitationCodes.email,
        invitationCodes.firstName,
        invitationCodes.lastName,
        invitationCodes.username,
        usedByUser.username,
        createdByUser.username,
      ]);
      const withUsers = <T extends PgSelect>(select: T) =>
        select.leftJoin(usedByUser, eq(usedByUser.id, invitationCodes.usedBy)).leftJoin(createdByUser, eq(createdByUser.id, invitationCodes.createdBy)).where(search.where);
      const page = withUsers(
        db
          .select({ invitation: invitationCodes, usedByUsername: usedByUser.username, createdByUsername: createdByUser.username })
          .from(invitationCodes)
          .$dynamic(),
      )
        .orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id))
        .offset(query.offset ?? 0);
      return pageWithTotal(page, query.limit, withUsers(db.select({ total: countedRows }).from(invitationCodes).$dynamic()));
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
