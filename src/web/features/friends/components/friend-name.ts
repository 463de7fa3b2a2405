import type { FriendUser } from '../../../../contract/friends';
import { userShownName } from '../../../../contract/user';

export type { FriendUser };

/** The name the panel shows for a golfer: their display name, else their username. */
export const userDisplayName = (user: FriendUser): string => userShownName(user);
