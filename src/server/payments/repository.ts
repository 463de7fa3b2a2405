import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { stripeEvents } from '../db/schema';

export type StripeEventRecord = typeof stripeEvents.$inferInsert;

/** The processed payment events (stripe_events), bound to the database or a transaction. */
export function paymentEventsRepository(db: DbOrTx) {
  return {
    /**
     * Records an event as processed; false when its id was already there. Inside the transaction that applies the
     * event, a second delivery racing the first waits on the primary key and then finds it taken.
     */
    async record(event: StripeEventRecord): Promise<boolean> {
      const rows = await db.insert(stripeEvents).values(event).onConflictDoNothing().returning({ id: stripeEvents.id });
      return rows.length > 0;
    },

    /** The provider time of the newest event recorded for a user, or null before the first. */
    async latestFor(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ latest: max(stripeEvents.eventCreatedAt) })
        .from(stripeEvents)
        .where(eq(stripeEvents.userId, userId));
      return row?.latest ?? null;
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof paymentEventsRepository>;
