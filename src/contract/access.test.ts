import { describe, expect, it } from 'vitest';
import { dayMs, onFreeTrial, playerLimitFor, TRIAL_MAX_PLAYERS, trialDaysLeft, userHasAccess, type AccessFields } from './access';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date(now.getTime() + 10 * dayMs);
const earlier = new Date(now.getTime() - dayMs);
const golfer = (fields: Partial<AccessFields>): AccessFields => ({
  isAdmin: false,
  subscriptionStatus: 'trial',
  trialEndsAt: null,
  paymentGracePeriodEndsAt: null,
  ...fields,
});

// product §R10: admin, active or lifetime, a payment grace period, or the trial not ended. The trial is the status
// 'trial' (issue 27 item 9: a golfer whose subscription ended kept its dates, and with them access without the
// trial's player limit). Access, the player limit and the days left read one answer.
describe('access and the free trial (product §R10, §A9)', () => {
  it.each([
    { case: 'a running trial', user: golfer({ trialEndsAt: later }), access: true, trial: true, limit: TRIAL_MAX_PLAYERS, days: 10 },
    { case: 'a running trial, dates as strings', user: golfer({ trialEndsAt: later.toISOString() }), access: true, trial: true, limit: TRIAL_MAX_PLAYERS, days: 10 },
    { case: 'a trial that ended', user: golfer({ trialEndsAt: earlier }), access: false, trial: true, limit: TRIAL_MAX_PLAYERS, days: 0 },
    { case: 'a trial without an end', user: golfer({}), access: false, trial: true, limit: TRIAL_MAX_PLAYERS, days: null },
    { case: 'paid during the trial', user: golfer({ subscriptionStatus: 'active', trialEndsAt: later }), access: true, trial: false, limit: 8, days: null },
    { case: 'lifetime', user: golfer({ subscriptionStatus: 'lifetime', trialEndsAt: earlier }), access: true, trial: false, limit: 8, days: null },
    {
      case: 'a subscription that ended while the trial dates remain',
      user: golfer({ subscriptionStatus: 'expired', trialEndsAt: later }),
      access: false,
      trial: false,
      limit: 8,
      days: null,
    },
    { case: 'a subscription that ended', user: golfer({ subscriptionStatus: 'expired', trialEndsAt: earlier }), access: false, trial: false, limit: 8, days: null },
    {
      case: 'a failed renewal inside its grace period',
      user: golfer({ subscriptionStatus: 'expired', paymentGracePeriodEndsAt: later, trialEndsAt: later }),
      access: true,
      trial: false,
      limit: 8,
      days: null,
    },
    { case: 'a failed renewal after its grace period', user: golfer({ subscriptionStatus: 'expired', paymentGracePeriodEndsAt: earlier }), access: false, trial: false, limit: 8, days: null },
    { case: 'an admin whose status says trial', user: golfer({ isAdmin: true, trialEndsAt: earlier }), access: true, trial: false, limit: 8, days: 0 },
    { case: 'an admin whose status says expired', user: golfer({ isAdmin: true, subscriptionStatus: 'expired' }), access: true, trial: false, limit: 8, days: null },
  ])('$case: access $access, on the trial $trial, a game of 8 holds $limit', ({ user, access, trial, limit, days }) => {
    expect(userHasAccess(user, now)).toBe(access);
    expect(onFreeTrial(user)).toBe(trial);
    expect(playerLimitFor({ maxPlayers: 8 }, user)).toBe(limit);
    expect(trialDaysLeft(user, now)).toBe(days);
  });

  it('never raises a game above its own maximum, and a game without a known creator keeps it', () => {
    expect(playerLimitFor({ maxPlayers: 3 }, golfer({ trialEndsAt: later }))).toBe(3);
    expect(playerLimitFor({ maxPlayers: 8 }, null)).toBe(8);
  });
});
