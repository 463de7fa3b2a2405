import { describe, expect, it } from 'vitest';
import { lapseOf, lapseTitle, membershipOf } from './membership';

const now = new Date('2026-11-25T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
const user = (fields: Partial<Parameters<typeof membershipOf>[0]> = {}) => ({
  isAdmin: false,
  subscriptionStatus: 'trial' as const,
  trialEndsAt: inDays(30),
  paymentGracePeriodEndsAt: null,
  ...fields,
});

describe('membershipOf', () => {
  it.each([
    { name: 'an admin', fields: { isAdmin: true }, label: 'Administrator Mode', showUpgrade: false, paymentDueBy: null },
    { name: 'a fresh trial', fields: {}, label: '30 days left in trial', showUpgrade: false, paymentDueBy: null },
    { name: 'a trial with 7 days left', fields: { trialEndsAt: inDays(6.5) }, label: '7 days left in trial', showUpgrade: true, paymentDueBy: null },
    { name: 'a lapsed trial', fields: { trialEndsAt: inDays(-1) }, label: 'Trial ended', showUpgrade: true, paymentDueBy: null },
    { name: 'a paying golfer', fields: { subscriptionStatus: 'active' as const }, label: 'Premium', showUpgrade: false, paymentDueBy: null },
    { name: 'lifetime access', fields: { subscriptionStatus: 'lifetime' as const }, label: 'Lifetime access', showUpgrade: false, paymentDueBy: null },
    { name: 'an ended subscription', fields: { subscriptionStatus: 'expired' as const }, label: 'Subscription expired', showUpgrade: false, paymentDueBy: null },
    {
      name: 'a failed renewal inside its grace period',
      fields: { subscriptionStatus: 'expired' as const, paymentGracePeriodEndsAt: inDays(2) },
      label: 'Payment due',
      showUpgrade: false,
      paymentDueBy: inDays(2),
    },
    {
      name: 'a grace period that has passed',
      fields: { subscriptionStatus: 'expired' as const, paymentGracePeriodEndsAt: inDays(-1) },
      label: 'Subscription expired',
      showUpgrade: false,
      paymentDueBy: null,
    },
  ])('$name', ({ fields, label, showUpgrade, paymentDueBy }) => {
    expect(membershipOf(user(fields), now)).toMatchObject({ label, showUpgrade, paymentDueBy });
  });
});

// Issue 27 item 9: a paying golfer whose subscription ended was told 'Your free trial has ended'.
describe('what a golfer without access is told (product §A4)', () => {
  it.each([
    { status: 'trial' as const, title: 'Trial Expired' },
    { status: 'expired' as const, title: 'Subscription Expired' },
  ])('a lapse in $status reads $title', ({ status, title }) => {
    expect(lapseTitle[lapseOf(status)]).toBe(title);
  });
});
