// The friends panel's words (product §A4, §A8), written once and used exactly as the spec has them.

export const FRIEND_TOASTS = {
  sent: 'Friend request sent!',
  sendFailed: 'Failed to send friend request',
  accepted: 'Friend request accepted!',
  acceptFailed: 'Failed to accept request',
  declined: 'Friend request declined',
  declineFailed: 'Failed to decline request',
  removed: 'Friend removed',
  removeFailed: 'Failed to remove friend',
} as const;

/** Product §A8: 'Error' with the server's message, else the fallback above. */
export const FRIEND_ERROR_TITLE = 'Error';

export const FRIEND_STATES = {
  noFriends: 'No friends yet. Add some using the + tab!',
  noRequests: 'No pending friend requests',
  noGames: 'No active games',
  loadingFriends: 'Loading friends...',
  loadingRequests: 'Loading requests...',
  loadingGames: 'Loading games...',
  unknownUser: 'Unknown User',
} as const;

/** Product §A4: the confirmation before a friend is removed, with their display name. */
export const removeFriendText = (name: string) => `Are you sure you want to remove ${name} from your friends list? This action cannot be undone.`;
