import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dayMs } from '../../contract/access';
import type { AdminCreateUserSchema, AdminUpdateUserSchema } from '../../contract/auth';
import { toCurrentUser } from '../auth/current-user';
import { passwordHash } from '../auth/password';
import type { UserRow } from '../auth/sessions';
import { userByEmail, userById, userByUsername, userInsert, userUpdate } from '../auth/users-repository';
import { isUniqueViolation } from '../db/errors';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { conflict, notFound } from '../http/errors';

const trialDays = 30;

/** A user as the admin list shows it: the client's fields plus account dates. */
export function toAdminUser(user: UserRow) {
  return { ...toCurrentUser(user), lastLoginAt: user.lastLoginAt?.toISOString() ?? null, updatedAt: user.updatedAt.toISOString() };
}

export async function adminUserList(db: Db) {
  const rows = await db.select().from(users).orderBy(asc(users.userNumber));
  return rows.map(toAdminUser);
}

/** Creates an account on the admin's behalf; the golfer must choose their own password at first sign-in. */
export async function adminUserCreate(db: Db, input: z.output<typeof AdminCreateUserSchema>, now = new Date()): Promise<UserRow> {
  if (await userByUsername(db, input.username)) throw conflict('That username is already taken');
  if (await userByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const displayName = [input.firstName, input.lastName].filter(Boolean).join(' ') || input.username;
  return userInsert(db, {
    username: input.username,
    email: input.email,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    displayName,
    password: await passwordHash(input.password),
    subscriptionStatus: input.subscriptionStatus,
    trialEndsAt: new Date(now.getTime() + trialDays * dayMs),
    mustChangePassword: true,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict('That username or email is already in use');
    throw error;
  });
}

/**
 * Deletes a user (their games, sessions and notifications go with them by cascade). Admin rows are locked
 * first, so two admins deleting each other at once cannot leave the app with none.
 */
export async function deleteUserKeepingAnAdmin(tx: DbOrTx, userId: string): Promise<void> {
  const { target, isLastAdmin } = await lockAdminsAndFind(tx, userId);
  if (isLastAdmin) throw conflict('You cannot delete the last administrator');
  await tx.delete(users).where(eq(users.id, target.id));
}

/** Locks the admin rows (against a concurrent delete or demotion) and finds the user, or 404s. */
async function lockAdminsAndFind(tx: DbOrTx, userId: string): Promise<{ target: UserRow; isLastAdmin: boolean }> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  const target = await userById(tx, userId);
  if (!target) throw notFound('User not found');
  return { target, isLastAdmin: target.isAdmin && admins.length <= 1 };
}

export async function adminUserDelete(db: Db, userId: string): Promise<void> {
  await db.transaction((tx) => deleteUserKeepingAnAdmin(tx, userId));
}

/** Adds days to the trial, counted from its end or from now if it already ended; an expired user is back on trial. */
export async function adminExtendTrial(db: Db, userId: string, days: number, now = new Date()): Promise<UserRow> {
  const user = await userById(db, userId);
  if (!user) throw notFound('User not found');
  const from = user.trialEndsAt && user.trialEndsAt > now ? user.trialEndsAt : now;
  const status = user.subscriptionStatus === 'expired' ? 'trial' : user.subscriptionStatus;
  const updated = await userUpdate(db, userId, { trialEndsAt: new Date(from.getTime() + days * dayMs), subscriptionStatus: status });
  if (!updated) throw notFound('User not found');
  return updated;
}

export async function adminGrantLifetime(db: Db, userId: string): Promise<UserRow> {
  const updated = await userUpdate(db, userId, { subscriptionStatus: 'lifetime', subscriptionCancelAt: null });
  if (!updated) throw notFound('User not found');
  return updated;
}

/** Corrects account fields (spec 001 §7); removing the admin role from the last admin is refused like deleting it. */
export async function adminUserUpdate(db: Db, userId: string, input: z.output<typeof AdminUpdateUserSchema>): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const { target, isLastAdmin } = await lockAdminsAndFind(tx, userId);
    if (input.isAdmin === false && isLastAdmin) throw conflict('You cannot remove the last administrator');
    if (input.email && input.email !== target.email?.toLowerCase()) {
      const owner = await userByEmail(tx, input.email);
      if (owner && owner.id !== userId) throw conflict('An account with this email already exists');
    }
    if (input.username) {
      // Usernames are unique whatever their case (rules.md §11); renaming oneself to another case is fine.
      const owner = await userByUsername(tx, input.username);
      if (owner && owner.id !== userId) throw conflict('That username is already taken');
    }
    const { trialEndsAt, ...rest } = input;
    const updated = await userUpdate(tx, userId, {
      ...rest,
      ...(trialEndsAt !== undefined ? { trialEndsAt: trialEndsAt === null ? null : new Date(trialEndsAt) } : {}),
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('That username or email is already in use');
      throw error;
    });
    if (!updated) throw notFound('User not found');
    return updated;
  });
}
