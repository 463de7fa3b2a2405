import { useQuery } from '@tanstack/react-query';
import { friendsQuery } from '../api/get-friends';
import { friendsOnlineQuery } from '../api/get-friends-online';
import { FriendRow } from './friend-row';
import { FRIEND_STATES } from './friends-messages';

/** The Friends tab: each friend with their online dot; presence is asked only when there are friends (product §A7). */
export function FriendsList() {
  const { data: friends, isPending } = useQuery(friendsQuery);
  const { data: online } = useQuery({ ...friendsOnlineQuery, enabled: (friends?.length ?? 0) > 0 });
  if (isPending) return <p className="py-6 text-center text-sm text-muted-foreground">{FRIEND_STATES.loadingFriends}</p>;
  if (!friends?.length) return <p className="py-6 text-center text-sm text-muted-foreground">{FRIEND_STATES.noFriends}</p>;
  return (
    <ul className="space-y-2" aria-label="Friends">
      {friends.map((friend) => (
        <FriendRow key={friend.id} friend={friend} online={online?.[friend.id] ?? false} />
      ))}
    </ul>
  );
}
