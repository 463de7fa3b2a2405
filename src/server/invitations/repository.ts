import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { invitationCodes, users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';

export type InvitationRow = typeof invitationCodes.$inferSelect;
type NewInvitation = Omit<typeof invitationCodes.$inferInsert, 'code'>;

// No 0/O or 1/I: codes are read off e-mails and typed on phones.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 8-character invitation code. */
function invitationCodeGenerate(): string {
  return Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}

/** Inserts an invitation with a fresh unique code, drawing again on the rare collision. */
export async function invitationInsert(db: DbOrTx, values: NewInvitation): Promise<InvitationRow> {
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
}

/** The invitation with that code, or null. */
export async function invitationByCode(db: DbOrTx, code: string): Promise<InvitationRow | null> {
  const rows = await db.select().from(invitationCodes).where(eq(invitationCodes.code, code)).limit(1);
  return rows[0] ?? null;
}

/** The invitation if it can still be redeemed (active and unused), or null. */
export async function invitationRedeemable(db: DbOrTx, code: string): Promise<InvitationRow | null> {
  const rows = await db
    .select()
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, code), eq(invitationCodes.isActive, true), isNull(invitationCodes.usedBy)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Claims an invitation for redemption in one statement: of two redemptions racing for a code,
 * exactly one gets the row back; the other sees it already inactive.
 */
export async function invitationClaim(db: DbOrTx, code: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitationCodes)
    .set({ isActive: false, usedAt: now })
    .where(and(eq(invitationCodes.code, code), eq(invitationCodes.isActive, true), isNull(invitationCodes.usedBy)))
    .returning();
  return row ?? null;
}

export async function invitationUpdate(db: DbOrTx, id: number, values: Partial<typeof invitationCodes.$inferInsert>): Promise<InvitationRow | null> {
  const [row] = await db.update(invitationCodes).set(values).where(eq(invitationCodes.id, id)).returning();
  return row ?? null;
}

const usedByUser = alias(users, 'used_by_user');
const createdByUser = alias(users, 'created_by_user');

/** Every invitation, newest first, with the usernames of who created and who redeemed it. */
export async function invitationList(db: DbOrTx) {
  return db
    .select({ invitation: invitationCodes, usedByUsername: usedByUser.username, createdByUsername: createdByUser.username })
    .from(invitationCodes)
    .leftJoin(usedByUser, eq(usedByUser.id, invitationCodes.usedBy))
    .leftJoin(createdByUser, eq(createdByUser.id, invitationCodes.createdBy))
    .orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id));
}
