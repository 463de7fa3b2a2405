import { KeyRoundIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ForcedPasswordChangeForm } from './forced-password-change-form';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The non-dismissable dialog of product §A2 for a user signed in with a temporary password: no close button,
 * Escape and outside clicks do nothing. It goes away when the refetched user no longer must change it.
 */
export function ForcedPasswordChangeDialog() {
  return (
    <Dialog open>
      <DialogContent hideClose onEscapeKeyDown={keepOpen} onPointerDownOutside={keepOpen} onInteractOutside={keepOpen} className="max-w-md">
        <DialogHeader>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0">
            <KeyRoundIcon className="size-6" aria-hidden />
          </span>
          <DialogTitle>Choose a New Password</DialogTitle>
          <DialogDescription>You signed in with a temporary password. Set your own password to continue.</DialogDescription>
        </DialogHeader>
        <ForcedPasswordChangeForm />
      </DialogContent>
    </Dialog>
  );
}
