import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATIONS_LIST_LIMIT, notificationMessages, type Notification } from '../../contract/notifications';
import type { SubscriptionStatus } from '../../contract/access';
import { notFound } from '../http/errors';
import type { BusMessage } from '../realtime/bus';
import type { NotificationRow, NotificationsRepository } from './repository';

export type NotificationsServiceDeps = {
  notifications: NotificationsRepository;
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
};

/** A stored notification as the bell and the profile tab read it: both spellings of read (product §A3). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    isRead: row.read,
    createdAt: row.createdAt,
    data: (row.data as Notification['data']) ?? null,
    metadata: (row.metadata as Notification['metadata']) ?? null,
  };
}

/**
 * Tells each user, once, that a notification was written for them (NOTIFICATION_CREATED), after the write
 * committed; a bus failure is logged and the bell's poll catches up (docs/decisions/011).
 */
export function announceNotifications(deps: Pick<NotificationsServiceDeps, 'bus' | 'log'>, userIds: readonly string[]): void {
  for (const userId of new Set(userIds)) {
    deps.bus
      .publish({ kind: 'user', userId, event: { type: 'NOTIFICATION_CREATED' } })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'realtime publish failed'));
  }
}

/**
 * Tells a user, after their subscription change committed, what it now is (USER_SUBSCRIPTION_UPDATED: the client
 * refetches the user) and that a notice about it was written (NOTIFICATION_CREATED). Admin grants and payment events
 * both end here (docs/decisions/014).
 */
export function announceSubscription(deps: Pick<NotificationsServiceDeps, 'bus' | 'log'>, user: { id: string; subscriptionStatus: SubscriptionStatus }): void {
  deps.bus
    .publish({ kind: 'user', userId: user.id, event: { type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: user.subscriptionStatus } })
    .catch((error: unknown) => deps.log.warn({ err: error }, 'realtime publish failed'));
  announceNotifications(deps, [user.id]);
}

/** The bell's calls (product §A7): a user reaches only their own notifications; another's id is a 404. */
export function createNotificationsService({ notifications }: NotificationsServiceDeps) {
  const ownOr404 = <T>(value: T | null | false): T => {
    if (value === null || value === false) throw notFound(notificationMessages.notFound);
    return value;
  };
  return {
    async list(userId: string): Promise<Notification[]> {
      return (await notifications.listOf(userId, NOTIFICATIONS_LIST_LIMIT)).map(toNotification);
    },
    async unreadCount(userId: string): Promise<{ count: number }> {
      return { count: await notifications.unreadCount(userId) };
    },
    async setRead(userId: string, id: number, read: boolean): Promise<Notification> {
      return toNotification(ownOr404(await notifications.setRead(userId, id, read)));
    },
    async markAllRead(userId: string): Promise<{ count: number }> {
      return { count: await notifications.markAllRead(userId) };
    },
    async remove(userId: string, id: number): Promise<void> {
      ownOr404(await notifications.delete(userId, id));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
