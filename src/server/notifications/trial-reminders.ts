import type { FastifyBaseLogger } from 'fastify';
import type { BusMessage } from '../realtime/bus';
import type { UsersRepository } from '../users/repository';
import type { NewNotification, NotificationsRepository } from './repository';
import { announceNotifications } from './service';

const dayMs = 24 * 60 * 60 * 1000;

/** The reminders before a trial ends (issue 13): one at 7 days, one at 1 day; the Upgrade button also shows at 7 (product §A9). */
export const TRIAL_REMINDER_DAYS = [7, 1] as const;

/** How often the reminders job runs: an hour late at most, and cheap (one indexed read per reminder). */
export const TRIAL_REMINDERS_EVERY_MS = 60 * 60 * 1000;

export type TrialRemindersDeps = {
  users: Pick<UsersRepository, 'trialsEndingBetween'>;
  notifications: Pick<NotificationsRepository, 'insertOnce'>;
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
  now?: () => Date;
};

function trialEndingNotice(userId: string, trialEndsAt: Date, days: number, reminder: number): NewNotification & { onceKey: string } {
  return {
    userId,
    type: 'trial_ending',
    title: 'Trial ending soon',
    message: days <= 1 ? 'Your free trial ends within a day. Subscribe to keep playing.' : `Your free trial ends in ${String(days)} days. Subscribe to keep playing.`,
    data: { trialEndsAt: trialEndsAt.toISOString(), daysLeft: days },
    metadata: { emoji: '⏳' },
    // Once per reminder per trial end: an extended trial (a new end) earns its own reminders.
    onceKey: `trial_ending:${String(reminder)}:${trialEndsAt.toISOString()}`,
  };
}

/**
 * The trial-ending reminders, run by a scheduled job on every instance: each run writes the reminder whose window a
 * trial has entered (7 days: ending in more than 1 and at most 7 days; 1 day: ending within a day). The notice's
 * once key makes a second write a no-op, so runs on several instances at once leave one row per reminder.
 */
export function createTrialReminders(deps: TrialRemindersDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Writes the reminders due now; returns how many were written (those users hear NOTIFICATION_CREATED). */
    async run(): Promise<number> {
      const at = now();
      const notices: (NewNotification & { onceKey: string })[] = [];
      for (const [i, reminder] of TRIAL_REMINDER_DAYS.entries()) {
        const nextReminder = TRIAL_REMINDER_DAYS[i + 1] ?? 0;
        const due = await deps.users.trialsEndingBetween(new Date(at.getTime() + nextReminder * dayMs), new Date(at.getTime() + reminder * dayMs));
        for (const user of due) {
          if (!user.trialEndsAt) continue;
          const days = Math.ceil((user.trialEndsAt.getTime() - at.getTime()) / dayMs);
          notices.push(trialEndingNotice(user.id, user.trialEndsAt, days, reminder));
        }
      }
      const written = await deps.notifications.insertOnce(notices);
      announceNotifications(deps, written.map((row) => row.userId));
      return written.length;
    },
  };
}
