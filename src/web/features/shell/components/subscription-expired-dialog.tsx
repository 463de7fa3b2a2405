import { CreditCardIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SubscriptionStatus } from '../../../../contract/access';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { lapseOf, lapseTitle } from '../../../lib/membership';

type SubscriptionExpiredDialogProps = { status: SubscriptionStatus; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Opened by the shell when any call answers 402 (product §A8). A lapsed trial reads 'Trial Expired'; every other lapse
 * 'Subscription Expired' (product §A4).
 */
export function SubscriptionExpiredDialog({ status, open, onOpenChange }: SubscriptionExpiredDialogProps) {
  const lapse = lapseOf(status);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0">
            <CreditCardIcon className="size-6" aria-hidden />
          </span>
          <DialogTitle>{lapseTitle[lapse]}</DialogTitle>
          <DialogDescription>
            {lapse === 'trial'
              ? 'Your free trial has ended. Subscribe to keep scoring rounds and settling bets with your group.'
              : 'Your subscription has ended. Subscribe again to keep scoring rounds and settling bets with your group.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not Now
          </Button>
          <Button asChild>
            <Link to="/subscribe" onClick={() => onOpenChange(false)}>
              Subscribe Now
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
