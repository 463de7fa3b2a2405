import { z } from 'zod';

// The notifications calls (product §A3, §A7; product §G2 profile tab). Both spellings of "read" are answered, as
// the spec's two variants of the entity read them (read and isRead); metadata.emoji is what the bell shows.

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  isRead: z.boolean(),
  createdAt: z.coerce.date(),
  data: z.record(z.string(), z.unknown()).nullable(),
  metadata: z.object({ emoji: z.string().optional() }).catchall(z.unknown()).nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

/** How many notifications GET /api/notifications answers, newest first. */
export const NOTIFICATIONS_LIST_LIMIT = 50;

/** GET /api/notifications/unread-count, and what mark-all-read answers (how many it marked). */
export const NotificationCountSchema = z.object({ count: z.number().int().nonnegative() });

/** PATCH /api/notifications/{id}. */
export const UpdateNotificationSchema = z.object({ isRead: z.boolean({ error: 'isRead must be true or false' }) });

export const NotificationParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const notificationMessages = { notFound: 'Notification not found' } as const;
