import { userFullName, userShownName } from '../../contract/user';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../http/errors';
import type { NewUser, UserRow, UsersRepository } from './repository';

/** The names a display name is made from; `fullName` is a provider's single `name`, used only without first and last names. */
export type DisplayNameParts = { firstName?: string | null; lastName?: string | null; fullName?: string | null; username: string };

/**
 * The name a new account is shown by (the shell, the admin list, and the sides and games that games name after
 * players): first and last name, else a provider's full name, else the username. The one rule for every way an
 * account is made (admin, invitation, provider, first administrator).
 */
export function userDisplayName({ firstName, lastName, fullName, username }: DisplayNameParts): string {
  return userShownName({ displayName: userFullName({ firstName, lastName }) || fullName || null, username });
}

/** What a new account is made of: its columns, with the display name worked out by `userDisplayName`. */
export type AccountDetails = Omit<NewUser, 'displayName'> & Pick<DisplayNameParts, 'fullName'>;

/** The stored values of a new account: its details and the display name they give. */
export function accountValues({ fullName, ...details }: AccountDetails): NewUser {
  return { ...details, displayName: userDisplayName({ ...details, fullName }) };
}

/** Turns a unique violation (a username, e-mail or provider subject taken meanwhile) into the caller's error. */
function whenTaken(taken: () => Error) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  };
}

/**
 * Creates an account. A username or e-mail taken meanwhile (the unique indexes decide, whatever the checks
 * before) becomes the caller's `taken()` error, worded for where the account is being made.
 */
export async function accountCreate(users: UsersRepository, details: AccountDetails, taken: () => Error): Promise<UserRow> {
  return users.insert(accountValues(details)).catch(whenTaken(taken));
}

/**
 * Updates an account's columns and returns the stored row, or null when it is gone. A username, e-mail or
 * provider subject another account took meanwhile becomes the caller's `taken()` error.
 */
export async function accountUpdate(users: UsersRepository, userId: string, values: Partial<NewUser>, taken: () => Error): Promise<UserRow | null> {
  return users.update(userId, values).catch(whenTaken(taken));
}

/**
 * Locks the admin rows (against a concurrent delete or demotion) and finds the user, or 404s; `isLastAdmin`
 * says whether removing the user's admin role would leave none. `users` must be bound to a transaction.
 */
export async function userLockAdminsAndFind(users: UsersRepository, userId: string): Promise<{ target: UserRow; isLastAdmin: boolean }> {
  const admins = await users.lockAdmins();
  const target = await users.byId(userId);
  if (!target) throw notFound('User not found');
  return { target, isLastAdmin: target.isAdmin && admins <= 1 };
}

/**
 * Deletes a user (their games, sessions and notifications go with them by cascade), never the last
 * administrator. `users` must be bound to a transaction: the admin rows stay locked until it ends.
 */
export async function userDeleteKeepingAnAdmin(users: UsersRepository, userId: string): Promise<void> {
  const { target, isLastAdmin } = await userLockAdminsAndFind(users, userId);
  if (isLastAdmin) throw conflict('You cannot delete the last administrator');
  await users.delete(target.id);
}
