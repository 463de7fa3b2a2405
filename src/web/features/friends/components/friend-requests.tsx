import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FriendRequest, FriendUser } from '../../../../contract/friends';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { friendsRootKey } from '../../../lib/friends-keys';
import { notificationsRootKey } from '../../../lib/notifications-keys';
import { toastFailure } from '../../../lib/notify';
import { friendRequestsQuery } from '../api/get-friend-requests';
import { respondFriendRequest } from '../api/respond-friend-request';
import { userDisplayName } from './friend-name';
import { FRIEND_ERROR_TITLE, FRIEND_STATES, FRIEND_TOASTS } from './friends-messages';

/** The other golfer of a request, or 'Unknown User' when the answer lacks them (product §A8). */
const nameOf = (user: FriendUser | null | undefined) => (user ? userDisplayName(user) : FRIEND_STATES.unknownUser);

function IncomingRequest({ request }: { request: FriendRequest }) {
  const queryClient = useQueryClient();
  const respond = useMutation({
    mutationFn: (accept: boolean) => respondFriendRequest(request.id, accept),
    onSuccess: (_answer, accept) => {
      toast({ title: accept ? FRIEND_TOASTS.accepted : FRIEND_TOASTS.declined });
      void queryClient.invalidateQueries({ queryKey: friendsRootKey });
      // Product §A7: accepting also refreshes notifications and the unread count.
      if (accept) void queryClient.invalidateQueries({ queryKey: notificationsRootKey });
    },
    onError: (error, accept) => toastFailure(FRIEND_ERROR_TITLE, error, accept ? FRIEND_TOASTS.acceptFailed : FRIEND_TOASTS.declineFailed),
  });
  const name = nameOf(request.requester);
  return (
    <li className="flex items-center gap-2 rounded-lg border p-2">
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{name}</span>
        <span className="block text-xs text-muted-foreground">#{request.requester.userNumber}</span>
      </span>
      <Button size="icon" aria-label={`Accept ${name}`} disabled={respond.isPending} onClick={() => respond.mutate(true)}>
        <CheckIcon aria-hidden />
      </Button>
      <Button size="icon" variant="outline" aria-label={`Decline ${name}`} disabled={respond.isPending} onClick={() => respond.mutate(false)}>
        <XIcon aria-hidden />
      </Button>
    </li>
  );
}

function SentRequest({ request }: { request: FriendRequest }) {
  return (
    <li className="flex items-center gap-2 rounded-lg border p-2">
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{nameOf(request.addressee)}</span>
        <span className="block text-xs text-muted-foreground">#{request.addressee.userNumber}</span>
      </span>
      <Badge variant="secondary">Pending</Badge>
    </li>
  );
}

/** A titled list of requests, left out when it has none. */
function RequestSection({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold">
        {title}
      </h3>
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

/** The Requests tab: 'Incoming Requests' with accept and decline, 'Sent Requests' each 'Pending' (product §A2). */
export function FriendRequests() {
  const { data, isPending } = useQuery(friendRequestsQuery);
  if (isPending) return <p className="py-6 text-center text-sm text-muted-foreground">{FRIEND_STATES.loadingRequests}</p>;
  if (!data || (data.incoming.length === 0 && data.sent.length === 0)) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{FRIEND_STATES.noRequests}</p>;
  }
  return (
    <div className="space-y-4">
      <RequestSection id="incoming-requests" title="Incoming Requests">
        {data.incoming.map((request) => (
          <IncomingRequest key={request.id} request={request} />
        ))}
      </RequestSection>
      <RequestSection id="sent-requests" title="Sent Requests">
        {data.sent.map((request) => (
          <SentRequest key={request.id} request={request} />
        ))}
      </RequestSection>
    </div>
  );
}
