import { CheckCircle2Icon, ClockIcon, ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { StepActions, StepIcon, SubscribeLayout } from './subscribe-layout';

// The steps after the offer (product §A2, §A4): checkout opened, verifying, and processing when verifying timed out.

/** The checkout is open in its own window; the golfer pays there and comes back here. */
export function CheckoutOpenedStep({ onCompleted, onReopen }: { onCompleted: () => void; onReopen: () => void }) {
  return (
    <SubscribeLayout
      title="Complete Your Payment"
      description="Finish paying in the checkout window. Premium switches on here as soon as the payment is confirmed."
      icon={
        <StepIcon>
          <ExternalLinkIcon aria-hidden />
        </StepIcon>
      }
    >
      <StepActions>
        <Button size="lg" onClick={onCompleted}>
          <CheckCircle2Icon aria-hidden />
          I've Completed Payment
        </Button>
        <Button size="lg" variant="outline" onClick={onReopen}>
          <ExternalLinkIcon aria-hidden />
          Reopen Checkout Window
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to="/app">Back to App</Link>
        </Button>
      </StepActions>
    </SubscribeLayout>
  );
}

/** Asking for the new status, once a second (PAYMENT_POLL). */
export function VerifyingStep() {
  return (
    <SubscribeLayout
      title="Verifying Payment"
      description="Checking with the payment provider. This usually takes a few seconds."
      icon={
        <StepIcon>
          <Spinner label="Verifying payment" />
        </StepIcon>
      }
    />
  );
}

/** Every attempt came back unpaid: the webhook may still be on its way. The page still moves on when it arrives. */
export function ProcessingStep({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <SubscribeLayout
      title="Payment Processing"
      description="Your payment can take a minute to confirm. We'll notify you as soon as it does, and Premium switches on by itself."
      icon={
        <StepIcon tone="sand">
          <ClockIcon aria-hidden />
        </StepIcon>
      }
    >
      <StepActions>
        <Button size="lg" onClick={onCheckAgain}>
          Check Status Again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/app">Go to App</Link>
        </Button>
      </StepActions>
    </SubscribeLayout>
  );
}
