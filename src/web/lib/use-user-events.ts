import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUserEvent, type UserEvent } from '../../contract/realtime';
import { currentUserQueryKey, subscriptionInfoQueryKey } from './auth';
import { friendsOnlineKey, friendsRootKey } from './friends-keys';
import { groupsRootKey } from './groups-keys';
import { myGamesKey } from './games/game-keys';
import { notificationsRootKey } from './notifications-keys';
import { realtimeSend, useRealtime, useRealtimeReconnect } from './realtime';

// The signed-in user's own events on the tab's one socket (product §A7, issue 13). Push first: each event refreshes
// just what it names; polling is the screens' fallback while the socket is down (useRealtimeStatus).

/** The cache entries each user event makes stale. FRIEND_PRESENCE is written into the presence map instead. */
function keysFor(event: UserEvent): readonly (readonly unknown[])[] {
  switch (event.type) {
    case 'USER_SUBSCRIPTION_UPDATED':
      return [currentUserQueryKey, subscriptionInfoQueryKey];
    case 'GAME_ADDED_TO':
      return [myGamesKey];
    case 'FRIEND_PRESENCE':
      return [];
    case 'FRIEND_LIST_UPDATED':
    case 'FRIEND_REQUEST_RECEIVED':
      return [friendsRootKey];
    case 'NOTIFICATION_CREATED':
      return [notificationsRootKey];
    case 'GROUP_CHANGED':
      // The list (member counts) and the group's screen with its ledger (product §R18: every member's screen updates live).
      return [groupsRootKey];
  }
}

/**
 * Identifies the tab's socket as `userId` once the user is known (product §A4, §A7) and applies the user's events to
 * the cache. When the socket comes back after a drop, refetches what an event may have been missed for: friends
 * (and presence, which a killed instance never announces, decision 014), notifications, the golfer's games and groups.
 */
export function useUserEvents(userId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    realtimeSend({ type: 'IDENTIFY', userId });
  }, [userId]);

  useRealtimeReconnect(() => {
    for (const queryKey of [friendsRootKey, notificationsRootKey, myGamesKey, groupsRootKey]) void queryClient.invalidateQueries({ queryKey });
  });

  useRealtime((message) => {
    if (!isUserEvent(message)) return;
    if (message.type === 'FRIEND_PRESENCE') {
      queryClient.setQueryData<Record<string, boolean>>(friendsOnlineKey, (online) => (online ? { ...online, [message.userId]: message.isOnline } : online));
      return;
    }
    for (const queryKey of keysFor(message)) void queryClient.invalidateQueries({ queryKey });
  });
}
