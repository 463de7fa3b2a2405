import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { invalidPlayerIdMessage, invalidPlayerIdTitle, SendFriendRequestSchema } from '../../../../contract/friends';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { friendsRootKey } from '../../../lib/friends-keys';
import { toastFailure } from '../../../lib/notify';
import { sendFriendRequest } from '../api/send-friend-request';
import { FRIEND_ERROR_TITLE, FRIEND_TOASTS } from './friends-messages';

/**
 * The Add tab: 'Add Friend by Player ID' (product §A2, §A5). The Player ID is parsed as a number with the contract's
 * schema; anything else shows 'Invalid Player ID' / 'Please enter a valid numeric Player ID'. Send is disabled while
 * the field is empty or a send is pending; Enter submits.
 */
export function AddFriendForm() {
  const queryClient = useQueryClient();
  const [playerId, setPlayerId] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => {
      toast({ title: FRIEND_TOASTS.sent });
      setPlayerId('');
      void queryClient.invalidateQueries({ queryKey: friendsRootKey });
    },
    onError: (error) => toastFailure(FRIEND_ERROR_TITLE, error, FRIEND_TOASTS.sendFailed),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = playerId.trim();
    const parsed = SendFriendRequestSchema.safeParse({ targetUserNumber: /^\d+$/.test(text) ? Number(text) : Number.NaN });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    send.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <Label htmlFor="friend-player-id" className="text-sm font-semibold">
        Add Friend by Player ID
      </Label>
      <div className="flex gap-2">
        <Input
          id="friend-player-id"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Player ID"
          value={playerId}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'friend-player-id-error' : undefined}
          onChange={(event) => {
            setPlayerId(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" size="icon" aria-label="Send friend request" disabled={playerId.trim() === '' || send.isPending}>
          <SendIcon aria-hidden />
        </Button>
      </div>
      {invalid ? (
        <div id="friend-player-id-error" role="alert" className="text-sm text-destructive">
          <p className="font-medium">{invalidPlayerIdTitle}</p>
          <p>{invalidPlayerIdMessage}</p>
        </div>
      ) : null}
    </form>
  );
}
