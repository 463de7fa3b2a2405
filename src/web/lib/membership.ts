import { inPaymentGrace, trialDaysLeft } from '../../contract/access';
import type { SubscriptionStatus } from '../../contract/access';
import type { CurrentUser } from '../../contract/user';

/** The Upgrade button shows when the trial has this many days or fewer left (product §A9). */
export const UPGRADE_PROMPT_DAYS = 7;

export type Membership = {
  kind: 'admin' | 'trial' | 'active' | 'lifetime' | 'expired';
  /** A short label: 'Administrator Mode', '12 days left in trial', 'Premium', ... */
  label: string;
  /** Whole days left in the trial (rounded up, never below 0), or null when not on a trial. */
  trialDaysLeft: number | null;
  showUpgrade: boolean;
  /** After a failed renewal: the end of the grace period, by which the card must be updated; otherwise null. */
  paymentDueBy: string | null;
};

type MembershipFields = Pick<CurrentUser, 'isAdmin' | 'subscriptionStatus' | 'trialEndsAt' | 'paymentGracePeriodEndsAt'>;

/** What the shell and the dashboard say about a user's access; admins see 'Administrator Mode' instead (product §A6). */
export function membershipOf(user: MembershipFields, now: Date): Membership {
  if (user.isAdmin) return { kind: 'admin', label: 'Administrator Mode', trialDaysLeft: null, showUpgrade: false, paymentDueBy: null };
  const daysLeft = trialDaysLeft(user, now);
  switch (user.subscriptionStatus) {
    case 'trial':
      return {
        kind: 'trial',
        label: daysLeft === 0 ? 'Trial ended' : `${daysLeft ?? 0} ${daysLeft === 1 ? 'day' : 'days'} left in trial`,
        trialDaysLeft: daysLeft,
        showUpgrade: daysLeft !== null && daysLeft <= UPGRADE_PROMPT_DAYS,
        paymentDueBy: null,
      };
    case 'active':
      return { kind: 'active', label: 'Premium', trialDaysLeft: null, showUpgrade: false, paymentDueBy: null };
    case 'lifetime':
      return { kind: 'lifetime', label: 'Lifetime access', trialDaysLeft: null, showUpgrade: false, paymentDueBy: null };
    case 'expired': {
      // A failed renewal expires the subscription with a few days' grace to update the card (product §R10).
      const paymentDueBy = inPaymentGrace(user, now) ? user.paymentGracePeriodEndsAt : null;
      return { kind: 'expired', label: paymentDueBy ? 'Payment due' : 'Subscription expired', trialDaysLeft: null, showUpgrade: false, paymentDueBy };
    }
    default: {
      const unhandled: never = user.subscriptionStatus;
      throw new Error(`Unknown subscription status ${String(unhandled)}`);
    }
  }
}

/**
 * What a signed-in golfer without access has let lapse: the free trial (still 'trial', its end passed) or a paid
 * subscription ('expired'; 'active' and 'lifetime' never lapse). The page and the dialog they see say which.
 */
export type Lapse = 'trial' | 'subscription';

export function lapseOf(status: SubscriptionStatus): Lapse {
  return status === 'trial' ? 'trial' : 'subscription';
}

/** The page's heading and the dialog's title, as product §A4 names them: 'Trial Expired', else 'Subscription Expired'. */
export const lapseTitle: Record<Lapse, string> = { trial: 'Trial Expired', subscription: 'Subscription Expired' };
