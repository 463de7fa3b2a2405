import { CalendarClockIcon, CrownIcon, InfinityIcon, ShieldCheckIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useNow } from '../../../hooks/use-now';
import { type Membership, membershipOf } from '../../../lib/membership';

const dayMs = 24 * 60 * 60 * 1000;

/** The trial's whole length in days, from the account's creation to its end (invitations set 1 to 365 days). */
function trialLengthDays(user: CurrentUser, daysLeft: number): number {
  if (!user.trialEndsAt) return daysLeft;
  const length = Math.ceil((new Date(user.trialEndsAt).getTime() - new Date(user.createdAt).getTime()) / dayMs);
  return Math.max(length, daysLeft, 1);
}

const icons: Record<Membership['kind'], ReactNode> = {
  admin: <ShieldCheckIcon aria-hidden />,
  trial: <CalendarClockIcon aria-hidden />,
  active: <CrownIcon aria-hidden />,
  lifetime: <InfinityIcon aria-hidden />,
  expired: <CalendarClockIcon aria-hidden />,
};

function detailOf(membership: Membership, user: CurrentUser): string {
  switch (membership.kind) {
    case 'admin':
      return 'Full access to every feature, plus the admin panel.';
    case 'trial':
      return user.trialEndsAt ? `Your free trial runs until ${new Date(user.trialEndsAt).toLocaleDateString(undefined, { dateStyle: 'long' })}.` : 'You are on the free trial.';
    case 'active':
      return 'Your subscription is active: unlimited players and games.';
    case 'lifetime':
      return 'You have lifetime access. Thanks for being an early supporter!';
    case 'expired':
      return membership.paymentDueBy
        ? `Your last payment did not go through. Update your card by ${new Date(membership.paymentDueBy).toLocaleDateString(undefined, { dateStyle: 'long' })} to keep playing.`
        : 'Your subscription has ended.';
    default: {
      const unhandled: never = membership.kind;
      throw new Error(`Unknown membership ${String(unhandled)}`);
    }
  }
}

/**
 * The dashboard's account status: trial days left, Premium, Lifetime or Administrator. Its words must not repeat
 * the top bar's: 'Administrator Mode' and the Upgrade link are the shell's (product §A2, §A6), and a second
 * element with the same name on /app would make "the Upgrade button" ambiguous.
 */
export function MembershipCard({ user }: { user: CurrentUser }) {
  const membership = membershipOf(user, useNow());
  const daysLeft = membership.trialDaysLeft;
  const trialLength = daysLeft === null ? null : trialLengthDays(user, daysLeft);
  return (
    <Card>
      <CardHeader>
        <CardDescription className="flex items-center gap-2 font-medium [&_svg]:size-4">
          {icons[membership.kind]}
          Membership
        </CardDescription>
        <CardTitle as="h2" className="text-xl">
          {membership.kind === 'admin' ? 'Administrator' : membership.label}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{detailOf(membership, user)}</p>
        {daysLeft !== null && trialLength !== null ? (
          <div
            role="progressbar"
            aria-label="Trial days left"
            aria-valuemin={0}
            aria-valuemax={trialLength}
            aria-valuenow={daysLeft}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${(daysLeft / trialLength) * 100}%` }} />
          </div>
        ) : null}
        {membership.showUpgrade ? (
          <Button asChild className="justify-self-start">
            <Link to="/subscribe">
              <SparklesIcon aria-hidden />
              View plans
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
