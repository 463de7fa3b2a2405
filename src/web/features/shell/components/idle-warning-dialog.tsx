import { TimerIcon } from 'lucide-react';
import { useRef } from 'react';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { WARNING_MINUTES_LEFT } from '../lib/idle-config';

type IdleWarningDialogProps = { open: boolean; onStay: () => void; onSignOut: () => void };

/** The 'Still there?' inactivity warning (product §A2, §A4). Escape counts as staying: someone pressed a key. */
export function IdleWarningDialog({ open, onStay, onSignOut }: IdleWarningDialogProps) {
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // Staying is the safe default for a stray Enter.
          event.preventDefault();
          stayButton.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-sand/25 text-sand-foreground sm:mx-0 dark:text-sand">
            <TimerIcon className="size-6" aria-hidden />
          </span>
          <AlertDialogTitle>Still there?</AlertDialogTitle>
          <AlertDialogDescription>
            You've been inactive for a while. For your security you'll be signed out in {WARNING_MINUTES_LEFT} minutes.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={onSignOut}>
            Sign Out Now
          </Button>
          <Button ref={stayButton} onClick={onStay}>
            Stay Signed In
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
