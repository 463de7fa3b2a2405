import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications } from '../src/server/db/schema';
import type { BusMessage } from '../src/server/realtime/bus';
import { describeEachDatabase } from './support/app';
import { busInbox } from './support/realtime';
import { createAdmin, createUser, signIn } from './support/users';

// Issue 13: an admin's subscription change (Extend Trial, Grant Lifetime) tells the user: one notice, written with
// the update, then USER_SUBSCRIPTION_UPDATED and NOTIFICATION_CREATED to that user alone, after commit.

const dayMs = 24 * 60 * 60 * 1000;
const toUser = (userId: string, type: string) => (m: BusMessage) => m.kind === 'user' && m.userId === userId && m.event.type === type;

describeEachDatabase('admin subscription changes notify the user', (ctx) => {
  it('extend trial and grant lifetime each write one notice and publish both events to that user only', async () => {
    await createAdmin(ctx.database.db, { username: 'boss' });
    const cookie = await signIn(ctx.app, 'boss');
    const golfer = await createUser(ctx.database.db, { subscriptionStatus: 'expired', trialEndsAt: new Date(Date.now() - dayMs) });
    const bystander = await createUser(ctx.database.db);
    const bus = busInbox(ctx.bus);

    const extended = await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${golfer.id}/extend-trial`, headers: { cookie }, payload: { days: 14 } });
    expect(extended.statusCode).toBe(200);
    const status = await bus.next(toUser(golfer.id, 'USER_SUBSCRIPTION_UPDATED'));
    expect(status.kind === 'user' && status.event).toEqual({ type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: 'trial' });
    await bus.next(toUser(golfer.id, 'NOTIFICATION_CREATED'));
    let rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, golfer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'trial_extended', title: 'Trial extended', read: false, metadata: { emoji: '🎁' } });

    const from = bus.received.length;
    const lifetime = await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${golfer.id}/grant-lifetime`, headers: { cookie } });
    expect(lifetime.statusCode).toBe(200);
    const granted = await bus.next(toUser(golfer.id, 'USER_SUBSCRIPTION_UPDATED'), { from });
    expect(granted.kind === 'user' && granted.event).toEqual({ type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: 'lifetime' });
    await bus.next(toUser(golfer.id, 'NOTIFICATION_CREATED'), { from });
    rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, golfer.id));
    expect(rows.map((row) => row.type).sort()).toEqual(['lifetime_granted', 'trial_extended']);

    // Exactly two events per change, all to the golfer; nobody else got a notice.
    const userEvents = bus.received.filter((m) => m.kind === 'user');
    expect(userEvents).toHaveLength(4);
    expect(userEvents.every((m) => m.kind === 'user' && m.userId === golfer.id)).toBe(true);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.userId, bystander.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(notifications)).toHaveLength(2);
  });

  it('a refused change (unknown user 404, a golfer calling 403) writes nothing and publishes nothing', async () => {
    await createAdmin(ctx.database.db, { username: 'boss' });
    const cookie = await signIn(ctx.app, 'boss');
    const golfer = await createUser(ctx.database.db, { username: 'plain' });
    const golferCookie = await signIn(ctx.app, 'plain');
    const bus = busInbox(ctx.bus);
    const unknown = randomUUID();
    const calls = [
      { method: 'POST' as const, url: `/api/admin/users/${unknown}/extend-trial`, payload: { days: 30 }, headers: { cookie }, status: 404 },
      { method: 'POST' as const, url: `/api/admin/users/${unknown}/grant-lifetime`, headers: { cookie }, status: 404 },
      { method: 'POST' as const, url: `/api/admin/users/${golfer.id}/extend-trial`, payload: { days: 30 }, headers: { cookie: golferCookie }, status: 403 },
      { method: 'POST' as const, url: `/api/admin/users/${golfer.id}/grant-lifetime`, headers: { cookie: golferCookie }, status: 403 },
    ];
    for (const { status, ...call } of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(status);
    }
    // A later change's events arrive after any stray ones would have: then the inbox must hold only those.
    const marker = await createUser(ctx.database.db);
    await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${marker.id}/grant-lifetime`, headers: { cookie } });
    await bus.next(toUser(marker.id, 'NOTIFICATION_CREATED'));
    expect(bus.received.filter((m) => m.kind === 'user' && m.userId !== marker.id)).toEqual([]);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.userId, golfer.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(notifications)).toHaveLength(1);
  });
});
