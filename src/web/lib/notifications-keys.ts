// Query keys of the notifications calls (product §A7), shared by the bell and the shell's socket listener.
// Invalidating notificationsRootKey refreshes the list and the unread count together.

export const notificationsRootKey = ['/api/notifications'] as const;
export const notificationsKey = ['/api/notifications'] as const;
export const unreadCountKey = ['/api/notifications', 'unread-count'] as const;

/** Product §A9: the list every 30 s, every 5 s while the dropdown is open, the count every 15 s (only while the socket is down). */
export const NOTIFICATION_POLL_MS = { list: 30_000, listOpen: 5_000, unreadCount: 15_000 } as const;
