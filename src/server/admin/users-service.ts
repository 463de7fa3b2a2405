import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AdminUser } from '../../contract/account-responses';
import type { AdminListQuery } from '../../contract/admin';
import { dayMs, TRIAL_DAYS } from '../../contract/access';
import { adminSubscriptionDates, type AdminCreateUserSchema, type AdminUpdateUserSchema } from '../../contract/auth';
import { passwordHash } from '../auth/password';
import type { Transaction } from '../db/transaction';
import { conflict, forbidden, notFound } from '../http/errors';
import type { NewNotification, NotificationsRepository } from '../notifications/repository';
import { announceSubscription } from '../notifications/service';
import type { BusMessage } from '../realtime/bus';
import { accountCreate, accountUpdate, userDeleteKeepingAnAdmin, userLockAdminsAndFind } from '../users/accounts';
import type { NewUser, UserRow, UsersRepository } from '../users/repository';
import { toAdminUser } from './responses';

const ownAccountDeleteMessage = 'You cannot delete your own account';

// A username or e-mail taken between the checks and the write (the unique indexes decide).
const inUse = () => conflict('That username or email is already in use');

export type AdminUsersServiceDeps = {
  users: UsersRepository;
  /**
   * Deletes and corrections lock the admin rows first, so the app always keeps an administrator; a subscription
   * change writes its notice in the same transaction as the update.
   */
  transaction: Transaction<{ users: UsersRepository; notifications: Pick<NotificationsRepository, 'insert'> }>;
  /** After commit, the user hears USER_SUBSCRIPTION_UPDATED and NOTIFICATION_CREATED (docs/decisions/014). */
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
  /** The cost new password hashes are made at (config PASSWORD_HASH_COST); production's by default. */
  passwordHashCost?: number;
};

function trialExtendedNotice(user: UserRow, days: number): NewNotification {
  return {
    userId: user.id,
    type: 'trial_extended',
    title: 'Trial extended',
    message: `Your free trial has been extended by ${String(days)} day${days === 1 ? '' : 's'}.`,
    data: { days, trialEndsAt: user.trialEndsAt?.toISOString() ?? null },
    metadata: { emoji: '🎁' },
  };
}

function lifetimeNotice(user: UserRow): NewNotification {
  return {
    userId: user.id,
    type: 'lifetime_granted',
    title: 'Lifetime access',
    message: 'You have been granted lifetime access. Enjoy your golf!',
    data: { subscriptionStatus: user.subscriptionStatus },
    metadata: { emoji: '🏆' },
  };
}

function subscriptionCorrectedNotice(user: UserRow): NewNotification {
  return {
    userId: user.id,
    type: 'subscription_corrected',
    title: 'Subscription updated',
    message: 'An administrator updated your subscription. Your profile\'s Subscription card shows the details.',
    data: {
      subscriptionStatus: user.subscriptionStatus,
      trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
      subscriptionCancelAt: user.subscriptionCancelAt?.toISOString() ?? null,
      paymentGracePeriodEndsAt: user.paymentGracePeriodEndsAt?.toISOString() ?? null,
    },
    metadata: { emoji: '🛠️' },
  };
}

/** An admin correction as stored values: its date-times as dates, a null clearing one. */
function withDates(input: z.output<typeof AdminUpdateUserSchema>): Partial<NewUser> {
  const { trialEndsAt, subscriptionCancelAt, paymentGracePeriodEndsAt, ...rest } = input;
  const date = (value: string | null | undefined) => (value === undefined || value === null ? value : new Date(value));
  return { ...rest, trialEndsAt: date(trialEndsAt), subscriptionCancelAt: date(subscriptionCancelAt), paymentGracePeriodEndsAt: date(paymentGracePeriodEndsAt) };
}

/** Did the correction change what the golfer's access and Subscription card show? */
function subscriptionMoved(before: UserRow, after: UserRow): boolean {
  const time = (date: Date | null) => date?.getTime() ?? null;
  return (
    before.subscriptionStatus !== after.subscriptionStatus ||
    adminSubscriptionDates.some((field) => time(before[field]) !== time(after[field]))
  );
}

/** The admin's user management (product §G6-§G7): list, create, correct, delete, extend trials, grant lifetime access. */
export function createAdminUsersService(deps: AdminUsersServiceDeps) {
  const { users, transaction } = deps;

  /** Publishes a committed subscription change to its user (docs/decisions/011: after commit, a failure only logged). */
  function announced(user: UserRow): UserRow {
    announceSubscription(deps, user);
    return user;
  }

  return {
    /** A page of every account, newest first, and how many match in all. */
    async list(query: AdminListQuery): Promise<{ users: AdminUser[]; total: number }> {
      const { rows, total } = await users.adminPage({ text: query.q, limit: query.limit, offset: query.offset });
      return { users: rows.map(toAdminUser), total };
    },

    /** Creates an account on the admin's behalf; the golfer must choose their own password at first sign-in. */
    async create(input: z.output<typeof AdminCreateUserSchema>, now = new Date()): Promise<UserRow> {
      if (await users.byUsername(input.username)) throw conflict('That username is already taken');
      if (await users.byEmail(input.email)) throw conflict('An account with this email already exists');
      const details = {
        username: input.username,
        email: input.email,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        password: await passwordHash(input.password, deps.passwordHashCost),
        subscriptionStatus: input.subscriptionStatus,
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * dayMs),
        mustChangePassword: true,
      };
      return accountCreate(users, details, inUse);
    },

    /**
     * Deletes a user, never the admin's own account (another admin removes it; issue 12) and never the last
     * administrator (admin rows are locked first, so two admins deleting each other cannot both succeed).
     */
    async remove(userId: string, adminId: string): Promise<void> {
      if (userId === adminId) throw forbidden(ownAccountDeleteMessage);
      await transaction((tx) => userDeleteKeepingAnAdmin(tx.users, userId));
      // Their sessions went with them: their sockets, on every instance, close.
      deps.bus.publish({ kind: 'sessions', userId }).catch((error: unknown) => deps.log.warn({ err: error }, 'realtime publish failed'));
    },

    /** Adds days to the trial, counted from its end or from now if it already ended; an expired user is back on trial. */
    async extendTrial(userId: string, days: number, now = new Date()): Promise<UserRow> {
      const updated = await transaction(async (tx) => {
        const user = await tx.users.byId(userId);
        if (!user) throw notFound('User not found');
        const from = user.trialEndsAt && user.trialEndsAt > now ? user.trialEndsAt : now;
        const status = user.subscriptionStatus === 'expired' ? 'trial' : user.subscriptionStatus;
        const row = await tx.users.update(userId, { trialEndsAt: new Date(from.getTime() + days * dayMs), subscriptionStatus: status });
        if (!row) throw notFound('User not found');
        await tx.notifications.insert([trialExtendedNotice(row, days)]);
        return row;
      });
      return announced(updated);
    },

    /** Grants lifetime access; the user is told (a notice and USER_SUBSCRIPTION_UPDATED) once it committed. */
    async grantLifetime(userId: string): Promise<UserRow> {
      const updated = await transaction(async (tx) => {
        const row = await tx.users.update(userId, { subscriptionStatus: 'lifetime', subscriptionCancelAt: null });
        if (!row) throw notFound('User not found');
        await tx.notifications.insert([lifetimeNotice(row)]);
        return row;
      });
      return announced(updated);
    },

    /**
     * Corrects account fields (product §G7); removing the admin role from the last admin is refused like deleting it.
     * A changed subscription (status or dates) is written as a notice and pushed to the golfer, as a payment is.
     */
    async update(userId: string, input: z.output<typeof AdminUpdateUserSchema>): Promise<UserRow> {
      const { updated, subscriptionChanged } = await transaction(async (tx) => {
        const { target, isLastAdmin } = await userLockAdminsAndFind(tx.users, userId);
        if (input.isAdmin === false && isLastAdmin) throw conflict('You cannot remove the last administrator');
        if (input.email && input.email !== target.email?.toLowerCase()) {
          const owner = await tx.users.byEmail(input.email);
          if (owner && owner.id !== userId) throw conflict('An account with this email already exists');
        }
        if (input.username) {
          // Usernames are unique whatever their case (product §R11); renaming oneself to another case is fine.
          const owner = await tx.users.byUsername(input.username);
          if (owner && owner.id !== userId) throw conflict('That username is already taken');
        }
        const updated = await accountUpdate(tx.users, userId, withDates(input), inUse);
        if (!updated) throw notFound('User not found');
        const subscriptionChanged = subscriptionMoved(target, updated);
        if (subscriptionChanged) await tx.notifications.insert([subscriptionCorrectedNotice(updated)]);
        return { updated, subscriptionChanged };
      });
      // The golfer's screens follow a corrected subscription as they follow a payment (USER_SUBSCRIPTION_UPDATED).
      return subscriptionChanged ? announced(updated) : updated;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
