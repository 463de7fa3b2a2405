import type { ReactNode } from 'react';
import { TRIAL_DAYS, TRIAL_MAX_PLAYERS } from '../../../../contract/access';
import { EXTEND_TRIAL_DAYS, INVITATION_TRIAL_DAYS } from '../../../../contract/auth';
import { PAYMENT_GRACE_DAYS, PREMIUM_PLAN } from '../../../../contract/payments';
import { formatMoney } from '../../../lib/games/money';
import { formatCount } from '../../../lib/format';
import { UPGRADE_PROMPT_DAYS } from '../../../lib/membership';
import { DocsSection, type DocsSectionProps } from './docs-section';

const price = `${formatMoney(PREMIUM_PLAN.priceCents)} per ${PREMIUM_PLAN.interval}`;

/** The states a golfer's access passes through (product §R10, §A1, §A4, §A9), with the contract's numbers. */
const STATES: readonly { term: string; description: ReactNode }[] = [
  {
    term: 'Trial',
    description: (
      <>
        Free for {formatCount(TRIAL_DAYS, 'day')} from redeeming an invitation (an invitation may set {INVITATION_TRIAL_DAYS.min}-
        {INVITATION_TRIAL_DAYS.max} days), no card needed. Unlimited games, but a game a trial golfer creates holds at most{' '}
        {formatCount(TRIAL_MAX_PLAYERS, 'player')}. The Upgrade button appears with {formatCount(UPGRADE_PROMPT_DAYS, 'day')} or
        fewer left. Extend Trial in the Users tab adds {formatCount(EXTEND_TRIAL_DAYS, 'day')}.
      </>
    ),
  },
  {
    term: 'Active (Premium)',
    description: (
      <>
        {PREMIUM_PLAN.name}, {price}, paid by card through the payment provider&apos;s checkout. Unlimited players and games.
      </>
    ),
  },
  {
    term: 'Payment grace',
    description: (
      <>
        When a renewal payment fails, the golfer keeps access for {formatCount(PAYMENT_GRACE_DAYS, 'day')} and sees
        &ldquo;Payment due&rdquo;, to update their card in the billing portal (Settings, Manage Subscription). A payment that goes
        through makes the subscription active again; otherwise access ends with the grace period.
      </>
    ),
  },
  {
    term: 'Cancellation',
    description: (
      <>
        A golfer cancels in the billing portal. The subscription stays active until the end of the period already paid (Dormie
        records that date), then ends.
      </>
    ),
  },
  {
    term: 'Expired',
    description: (
      <>
        A trial that ran out or a subscription that ended. The golfer can still sign in, but the app is locked behind the
        &lsquo;Trial Expired&rsquo; or &lsquo;Subscription Expired&rsquo; dialog until they subscribe; their games and history are
        kept.
      </>
    ),
  },
  {
    term: 'Lifetime',
    description: <>Granted by an admin (Grant Lifetime in the Users tab): access that never expires and is never charged.</>,
  },
];

/** The Subscription section: each access state with its numbers, read from the contract. */
export function DocsSubscription({ id, title }: DocsSectionProps) {
  return (
    <DocsSection id={id} title={title} intro={`One plan: ${PREMIUM_PLAN.name} at ${price}. Admins always have access.`}>
      <dl className="grid max-w-3xl gap-3 text-sm leading-relaxed" aria-label="Subscription states">
        {STATES.map((state) => (
          <div key={state.term} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-semibold">{state.term}</dt>
            <dd>{state.description}</dd>
          </div>
        ))}
      </dl>
    </DocsSection>
  );
}
