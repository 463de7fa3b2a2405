import type { NewNotification } from '../notifications/repository';
import type { UserRow } from '../users/repository';
import type { PaymentNoticeKind } from './events';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const notices: Record<PaymentNoticeKind, (user: UserRow) => Pick<NewNotification, 'title' | 'message'> & { emoji: string }> = {
  activated: () => ({ title: 'Welcome to Premium', message: 'Your Dormie Premium subscription is active. Thanks for supporting Dormie!', emoji: '⭐' }),
  recovered: () => ({ title: 'Payment received', message: 'Your payment went through and your Premium subscription is active again.', emoji: '✅' }),
  'payment-failed': (user) => ({
    title: 'Payment failed',
    message: `We could not take your subscription payment. Update your card in the billing portal by ${longDate(user.paymentGracePeriodEndsAt ?? new Date())} to keep playing.`,
    emoji: '⚠️',
  }),
  'cancel-set': (user) => ({
    title: 'Subscription cancelled',
    message: `Your Premium access continues until ${longDate(user.subscriptionCancelAt ?? new Date())}. You can resume it any time before then.`,
    emoji: '📅',
  }),
  'cancel-cleared': () => ({ title: 'Subscription resumed', message: 'Your Premium subscription will renew as usual.', emoji: '🔁' }),
  ended: () => ({ title: 'Subscription ended', message: 'Your Premium subscription has ended. Subscribe again any time to keep playing.', emoji: '👋' }),
};

/** The notice a payment change writes to the golfer's notifications (issue 15), worded for the updated account. */
export function paymentNotice(kind: PaymentNoticeKind, user: UserRow): NewNotification {
  const { title, message, emoji } = notices[kind](user);
  return {
    userId: user.id,
    type: `subscription_${kind.replace('-', '_')}`,
    title,
    message,
    data: {
      subscriptionStatus: user.subscriptionStatus,
      paymentGracePeriodEndsAt: user.paymentGracePeriodEndsAt?.toISOString() ?? null,
      subscriptionCancelAt: user.subscriptionCancelAt?.toISOString() ?? null,
    },
    metadata: { emoji },
  };
}
