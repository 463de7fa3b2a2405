import { useState } from 'react';
import type { AdminUser } from '../../../../contract/account-responses';
import { ConfirmActionDialog, deleteTrigger } from '../../../components/confirm-action-dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { adminFailures } from '../lib/messages';

type Step = 'closed' | 'confirm' | 'confirm-admin';

/** Delete with a confirmation; an administrator's account needs a second one (product §G6). */
export function DeleteUserDialog({ user }: { user: AdminUser }) {
  const [step, setStep] = useState<Step>('closed');
  const remove = useDeleteUser();

  function confirm() {
    if (step === 'confirm' && user.isAdmin) {
      setStep('confirm-admin');
      return;
    }
    remove.mutate(user.id, {
      onSuccess: () => toast({ title: 'User Deleted', description: `${user.username} and their data were deleted.` }),
      onError: (error) => toastFailure(adminFailures.deleteUser, error),
      onSettled: () => setStep('closed'),
    });
  }

  const second = step === 'confirm-admin';
  return (
    <ConfirmActionDialog
      open={step !== 'closed'}
      onOpenChange={(open) => setStep(open ? 'confirm' : 'closed')}
      trigger={deleteTrigger}
      title={second ? 'Delete an administrator?' : `Delete ${user.username}?`}
      description={
        second
          ? `${user.username} is an administrator. Deleting this account removes their admin access and all their data. Are you absolutely sure?`
          : 'This permanently deletes the account with its games, scores and notifications. This cannot be undone.'
      }
      confirmLabel={second ? 'Yes, Delete Administrator' : 'Delete User'}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
