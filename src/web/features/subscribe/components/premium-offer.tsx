import { CircleAlertIcon, CreditCardIcon, SparklesIcon } from 'lucide-react';
import { CheckList } from '../../../components/check-list';
import { Link } from 'react-router';
import { PREMIUM_PLAN } from '../../../../contract/payments';
import { formatMoney } from '../../../lib/games/money';
import { Spinner } from '../../../components/spinner';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StepActions, StepIcon, SubscribeLayout } from './subscribe-layout';

/** What Premium adds to the trial (product §A1, §A9: the trial allows 4 players a game). */
const premiumBenefits = [
  'Unlimited games, all season long',
  'More than 4 players per game',
  'Live scoring your whole group follows',
  'Bets and side games settled to the cent',
  'Stats, handicap history and achievements',
] as const;

type PremiumOfferProps = {
  /** Where the golfer stands now: '3 days left in trial', 'Subscription expired', ... */
  membershipLabel: string;
  /** Why checkout cannot open on this server (payments not set up), or null. */
  unavailable: string | null;
  /** The checkout call is on its way. */
  opening: boolean;
  onContinue: () => void;
};

/** The offer (product §A2 /subscribe, idle): the price, what Premium gives, Continue to Checkout and Back to App. */
export function PremiumOffer({ membershipLabel, unavailable, opening, onContinue }: PremiumOfferProps) {
  return (
    <SubscribeLayout
      title="Upgrade to Premium"
      description="Keep every round, bet and stat with your group, all season long."
      icon={
        <StepIcon tone="sand">
          <SparklesIcon aria-hidden />
        </StepIcon>
      }
    >
      <div className="grid gap-5">
        <div className="flex flex-col items-center gap-2">
          <Badge variant="secondary">{membershipLabel}</Badge>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-extrabold tracking-tight">{formatMoney(PREMIUM_PLAN.priceCents)}</span>
            <span className="text-muted-foreground"> / month</span>
          </p>
        </div>
        <CheckList items={premiumBenefits} label="What Premium includes" />
        {unavailable ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{unavailable}</AlertDescription>
          </Alert>
        ) : null}
        <StepActions>
          <Button size="lg" onClick={onContinue} disabled={unavailable !== null || opening}>
            {opening ? <Spinner /> : <CreditCardIcon aria-hidden />}
            Continue to Checkout
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/app">Back to App</Link>
          </Button>
        </StepActions>
        <p className="text-center text-xs text-pretty text-muted-foreground">
          Secure card payment in a checkout window. Manage or cancel any time from your profile settings.
        </p>
      </div>
    </SubscribeLayout>
  );
}
