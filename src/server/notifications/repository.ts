import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The notifications table, bound to the database or a transaction. Every call but insert is scoped to one user. */
export function notificationsRepository(db: DbOrTx) {
  const own = (userId: string, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));
  return {
    async insert(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).returning();
    },

    /**
     * Writes each notice unless its user already has one with the same `onceKey` (the unique index decides, so two
     * instances writing at once still leave one row). Returns the rows this call wrote.
     */
    async insertOnce(rows: (NewNotification & { onceKey: string })[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).onConflictDoNothing({ target: [notifications.userId, notifications.onceKey] }).returning();
    },

    /** The user's notifications, newest first, at most `limit`. */
    async listOf(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
      return row?.count ?? 0;
    },

    /** Sets read on the user's own notification; returns it, or null when the user has no such notification. */
    async setRead(userId: string, id: number, read: boolean): Promise<NotificationRow | null> {
      const [row] = await db.update(notifications).set({ read }).where(own(userId, id)).returning();
      return row ?? null;
    },

    /** Marks every unread notification of the user read; returns how many. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Deletes the user's own notification; false when the user has no such notification. */
    async delete(userId: string, id: number): Promise<boolean> {
      const rows = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
