import pino from 'pino';
import { expect, it } from 'vitest';
import { NotificationListSchema } from '../src/contract/notifications';
import { notifications } from '../src/server/db/schema';
import { createTrialReminders } from '../src/server/notifications/trial-reminders';
import { repositories } from '../src/server/repositories';
import { describeEachDatabase, type TestContext } from './support/app';
import { call, golfer, registered } from './support/games';
import { busInbox } from './support/realtime';

// Issue 13, trial ending: a scheduled job on every instance writes one notice 7 days and one 1 day before a trial
// ends, once each per user, even when two instances run it at the same moment.

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/** A job as one instance would run it, with its own repositories and clock. */
function reminders(ctx: TestContext, now: Date) {
  const data = repositories(ctx.database.db);
  return createTrialReminders({ users: data.users, notifications: data.notifications, bus: ctx.bus, log: pino({ level: 'silent' }), now: () => now });
}

async function rows(ctx: TestContext) {
  return (await ctx.database.db.select().from(notifications)).map((n) => ({ userId: n.userId, type: n.type, message: n.message }));
}

describeEachDatabase('trial reminders', (ctx) => {
  it('writes the 7-day and the 1-day reminder once each, and the user hears NOTIFICATION_CREATED', async () => {
    const start = new Date();
    const sam = await golfer(ctx, 'Sam', { subscriptionStatus: 'trial', trialEndsAt: new Date(start.getTime() + 7 * dayMs - hourMs) });
    const bus = busInbox(ctx.bus);
    expect(await reminders(ctx, start).run()).toBe(1);
    await bus.next((m) => m.kind === 'user' && m.userId === sam.user.id && m.event.type === 'NOTIFICATION_CREATED');
    // The next hourly runs, still in the 7-day window, write nothing.
    expect(await reminders(ctx, new Date(start.getTime() + hourMs)).run()).toBe(0);
    expect(await reminders(ctx, new Date(start.getTime() + 5 * dayMs)).run()).toBe(0);
    // Inside the last day: the 1-day reminder, once.
    const lastDay = new Date(start.getTime() + 6 * dayMs);
    expect(await reminders(ctx, lastDay).run()).toBe(1);
    expect(await reminders(ctx, new Date(lastDay.getTime() + hourMs)).run()).toBe(0);
    // After the end: nothing more.
    expect(await reminders(ctx, new Date(start.getTime() + 8 * dayMs)).run()).toBe(0);
    const list = NotificationListSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/notifications')).json());
    expect(list.map((n) => ({ type: n.type, title: n.title, message: n.message, emoji: n.metadata?.emoji }))).toEqual([
      { type: 'trial_ending', title: 'Trial ending soon', message: 'Your free trial ends within a day. Subscribe to keep playing.', emoji: '⏳' },
      { type: 'trial_ending', title: 'Trial ending soon', message: 'Your free trial ends in 7 days. Subscribe to keep playing.', emoji: '⏳' },
    ]);
  });

  it('a trial that starts inside the last day gets only the 1-day reminder', async () => {
    const now = new Date();
    const pat = await registered(ctx, 'Pat', { subscriptionStatus: 'trial', trialEndsAt: new Date(now.getTime() + 12 * hourMs) });
    expect(await reminders(ctx, now).run()).toBe(1);
    expect(await rows(ctx)).toEqual([{ userId: pat.id, type: 'trial_ending', message: 'Your free trial ends within a day. Subscribe to keep playing.' }]);
  });

  it('writes none for active, lifetime, expired, admin or far-off trials', async () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 3 * dayMs);
    await registered(ctx, 'Active', { subscriptionStatus: 'active', trialEndsAt: soon });
    await registered(ctx, 'Lifetime', { subscriptionStatus: 'lifetime', trialEndsAt: soon });
    await registered(ctx, 'Expired', { subscriptionStatus: 'expired', trialEndsAt: soon });
    await registered(ctx, 'Admin', { subscriptionStatus: 'trial', isAdmin: true, trialEndsAt: soon });
    await registered(ctx, 'Later', { subscriptionStatus: 'trial', trialEndsAt: new Date(now.getTime() + 20 * dayMs) });
    await registered(ctx, 'Ended', { subscriptionStatus: 'trial', trialEndsAt: new Date(now.getTime() - hourMs) });
    await registered(ctx, 'NoEnd', { subscriptionStatus: 'trial', trialEndsAt: null });
    expect(await reminders(ctx, now).run()).toBe(0);
    expect(await rows(ctx)).toEqual([]);
  });

  it('two instances running the job at the same moment leave one row per reminder', async () => {
    const now = new Date();
    const users = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name, i) => registered(ctx, name, { subscriptionStatus: 'trial', trialEndsAt: new Date(now.getTime() + (i % 2 === 0 ? 3 * dayMs : 6 * hourMs)) })),
    );
    for (let round = 0; round < 3; round++) {
      const written = await Promise.all([reminders(ctx, now).run(), reminders(ctx, now).run()]);
      expect(written[0] + written[1]).toBe(round === 0 ? users.length : 0);
    }
    const byUser = (await rows(ctx)).map((n) => n.userId).sort();
    expect(byUser).toEqual(users.map((u) => u.id).sort());
  });
});
