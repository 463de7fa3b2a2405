import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { toast } from '../../../components/ui/use-toast';
import { friendsRootKey } from '../../../lib/friends-keys';
import { toastFailure } from '../../../lib/notify';
import { removeFriend } from '../api/remove-friend';
import { FRIEND_ERROR_TITLE, FRIEND_TOASTS, removeFriendText } from './friends-messages';

/** 'Remove Friend?' with the spec's text, Cancel and Remove (spec 000 §4); the trigger is the child. */
export function RemoveFriendDialog({ friendId, name, children }: { friendId: string; name: string; children: ReactNode }) {
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
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove Friend?</AlertDialogTitle>
          <AlertDialogDescription>{removeFriendText(name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-white hover:bg-destructive/90"
            disabled={remove.isPending}
            onClick={(event) => {
              // Stays open until the call answers; success closes it.
              event.preventDefault();
              remove.mutate();
            }}
          >
            Remove
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
