// How a link opens the Friends panel on a tab (a friend request's notification, lib/notification-link.ts): apart from
// the notifications' table, so the panel's button, on every screen, does not download that table.

/** The search parameter that opens the Friends panel on one of its tabs, from any /app screen (friends-panel.tsx). */
export const FRIENDS_PANEL_PARAM = 'friends';
/** The Friends panel's tabs a link may open. */
export const FRIENDS_PANEL_TABS = ['friends', 'requests'] as const;
export type FriendsPanelTab = (typeof FRIENDS_PANEL_TABS)[number];
