/** Product §A2, §A9: the bell's badge shows the unread count, or '9+' above 9. */
export const unreadBadgeText = (count: number): string => (count > 9 ? '9+' : String(count));
