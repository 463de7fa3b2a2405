import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/app';
import { createUser, signIn } from './support/users';

const dayMs = 24 * 60 * 60 * 1000;

// Issue 27 item 9: a golfer who paid during the trial and whose subscription then ended kept the trial's dates, and
// with them access, without the trial's 4-player limit. The trial counts only while the status is 'trial'
// (src/contract/access.ts), so the guarded API answers 402 with the subscription's message, not the trial's.
describeEachDatabase('a subscription that ended while trial dates remain (issue 27 item 9)', (ctx) => {
  it('has no access: 402 from a guarded call, hasAccess false', async () => {
    await createUser(ctx.database.db, { username: 'lapsed_payer', subscriptionStatus: 'expired', trialEndsAt: new Date(Date.now() + 20 * dayMs) });
    const cookie = await signIn(ctx.app, 'lapsed_payer');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: 'Your subscription has expired. Subscribe to keep playing.' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ subscriptionStatus: 'expired', hasAccess: false });
  });

  it('keeps access while a failed renewal’s grace period runs, and a running trial keeps it', async () => {
    const soon = new Date(Date.now() + 2 * dayMs);
    await createUser(ctx.database.db, { username: 'in_grace', subscriptionStatus: 'expired', paymentGracePeriodEndsAt: soon, trialEndsAt: null });
    await createUser(ctx.database.db, { username: 'on_trial' });
    for (const username of ['in_grace', 'on_trial']) {
      const cookie = await signIn(ctx.app, username);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie } })).statusCode, username).toBe(200);
    }
  });
});
