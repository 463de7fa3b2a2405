import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserMinusIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { toast } from '../../../components/ui/use-toast';
import { friendsRootKey } from '../../../lib/friends-keys';
import { toastFailure } from '../../../lib/notify';
import { removeFriend } from '../api/remove-friend';
import { FRIEND_ERROR_TITLE, FRIEND_TOASTS, removeFriendText } from './friends-messages';

/** The remove button and its 'Remove Friend?' question with the spec's text, Cancel and Remove (product §A4). */
export function RemoveFriendDialog({ friendId, name }: { friendId: string; name: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeFriend(friendId),
    onSuccess: () => {
      toast({ title: FRIEND_TOASTS.removed });
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: friendsRootKey });
    },
    onError: (error) => toastFailure(FRIEND_ERROR_TITLE, error, FRIEND_TOASTS.removeFailed),
  });
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <UserMinusIcon aria-hidden />
          <span className="sr-only">Remove {name}</span>
        </>
      }
      triggerClassName="size-11 shrink-0 px-0 sm:size-9"
      title="Remove Friend?"
      description={removeFriendText(name)}
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
