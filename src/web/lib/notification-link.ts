import { GROUP_NOTIFICATIONS } from '../../contract/group-notifications';
import type { Notification } from '../../contract/notifications';
import type { ProfileTab } from '../../contract/profile';
import { FRIENDS_PANEL_PARAM } from './friends-panel-link';

// Where tapping a notification takes the golfer (issue 34): one table, read by the bell's list and the profile's
// Notifications tab alike (components/notification-item.tsx). Each producer's `data` is read here: the games' notices
// (server/games/notices.ts, completion.ts), the friends' (server/friends/service.ts), the groups'
// (server/groups/service.ts) and the subscription ones (server/notifications/trial-reminders.ts,
// server/admin/users-service.ts). A type not in the table, or a notice whose data lacks its subject, has no link.

type Data = Notification['data'];
type LinkOf = (data: Data, me: string) => string | null;

function text(data: Data, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function id(data: Data, key: string): number | null {
  const value = data?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

const profileTab = (userId: string, tab: ProfileTab) => `/app/profile/${encodeURIComponent(userId)}?tab=${tab}`;
const game = (data: Data) => {
  const gameId = id(data, 'gameId');
  return gameId === null ? null : `/app/game/${String(gameId)}`;
};
const results = (data: Data) => {
  const link = game(data);
  return link === null ? null : `${link}/complete`;
};
const group = (data: Data) => {
  const groupId = text(data, 'groupId');
  return groupId === null ? null : `/app/groups/${encodeURIComponent(groupId)}`;
};
const profile = (key: string) => (data: Data) => {
  const userId = text(data, key);
  return userId === null ? null : `/app/profile/${encodeURIComponent(userId)}`;
};
const subscription: LinkOf = (_, me) => profileTab(me, 'settings');

/** Every notification type the server writes, and its subject. */
const LINKS = {
  game_added: game,
  game_started: game,
  game_complete: results,
  achievement: (_, me) => profileTab(me, 'achievements'),
  friend_request: () => `/app?${FRIENDS_PANEL_PARAM}=requests`,
  friend_accepted: profile('friendId'),
  [GROUP_NOTIFICATIONS.added.type]: group,
  [GROUP_NOTIFICATIONS.payment.type]: group,
  // The Subscription card is on the own profile's Settings tab.
  trial_ending: subscription,
  trial_extended: subscription,
  lifetime_granted: subscription,
  subscription_corrected: subscription,
} as const satisfies Record<string, LinkOf>;

/** The notification types that open something. */
export type LinkedNotificationType = keyof typeof LINKS;
export const LINKED_NOTIFICATION_TYPES = Object.keys(LINKS) as LinkedNotificationType[];

const isLinked = (type: string): type is LinkedNotificationType => Object.hasOwn(LINKS, type);

/** The in-app path a notification opens for the signed-in golfer `me`, or null when it has no subject. */
export function notificationLink(notification: Pick<Notification, 'type' | 'data'>, me: string): string | null {
  return isLinked(notification.type) ? LINKS[notification.type](notification.data, me) : null;
}
