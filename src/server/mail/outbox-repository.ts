import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxMessage = { to: string; subject: string; text: string; html?: string };

/** The dev outbox (mail kept in the database while SMTP_URL is unset), bound to the database or a transaction. */
export function mailOutboxRepository(db: DbOrTx) {
  return {
    async insert(message: OutboxMessage): Promise<void> {
      await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    },

    /** The most recent messages, newest first. */
    async recent(limit: number): Promise<Array<OutboxMessage & { id: number; createdAt: Date }>> {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
      return rows.map((row) => ({ ...row, html: row.html ?? undefined }));
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
