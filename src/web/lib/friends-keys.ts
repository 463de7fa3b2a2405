// Query keys of the friends calls (product §A7). Each key joined with '/' is its URL (lib/api.ts getQueryFn), so
// invalidating friendsRootKey refreshes the list, the requests, the presence map and every friend's games. They live
// here, not in the friends feature, because the shell's socket listener refreshes them too.

export const friendsRootKey = ['/api/friends'] as const;
export const friendsKey = ['/api/friends'] as const;
export const friendRequestsKey = ['/api/friends', 'requests'] as const;
export const friendsOnlineKey = ['/api/friends', 'online'] as const;
export const friendGamesKey = (friendId: string) => ['/api/friends', friendId, 'games'] as const;
