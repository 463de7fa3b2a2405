import { CheckCircle2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { announceCheckoutReturn } from '../lib/checkout-window';
import { StepIcon, SubscribeLayout } from './subscribe-layout';

/**
 * The checkout's return address (?checkout=complete) inside the checkout window: tells the page that opened it to
 * look for the new status, and closes itself; where the browser keeps it open, says it may be closed.
 */
export function CheckoutReturned() {
  useEffect(() => {
    announceCheckoutReturn();
    window.close();
  }, []);

  return (
    <SubscribeLayout
      title="Payment received"
      description="You can close this window. Dormie carries on in the window you came from."
      icon={
        <StepIcon>
          <CheckCircle2Icon aria-hidden />
        </StepIcon>
      }
    >
      <Button size="lg" className="w-full" onClick={() => window.close()}>
        Close Window
      </Button>
    </SubscribeLayout>
  );
}
