import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomCode } from '../codes';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
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

    /** Every invitation, newest first, with the usernames of who created and who redeemed it. */
    async list() {
      return db
        .select({ invitation: invitationCodes, usedByUsername: usedByUser.username, createdByUsername: createdByUser.username })
        .from(invitationCodes)
        .leftJoin(usedByUser, eq(usedByUser.id, invitationCodes.usedBy))
        .leftJoin(createdByUser, eq(createdByUser.id, invitationCodes.createdBy))
        .orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id));
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
