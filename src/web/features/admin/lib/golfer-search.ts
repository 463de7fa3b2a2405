import type { AdminUser } from '../../../../contract/account-responses';
import { userFullName, userShownName } from '../../../../contract/user';

/** What the search reads of an account. */
type SearchedUser = Pick<AdminUser, 'firstName' | 'lastName' | 'displayName' | 'username' | 'userNumber'>;

/** How many matching golfers the Achievements tab lists at once: a screenful on a phone. */
export const GOLFER_MATCHES_SHOWN = 6;

/**
 * The accounts whose names, username or Player ID contain the search text (case-insensitive; a leading '#' on a Player
 * ID is ignored), the one whose Player ID is exactly the text first, then in the list's order. Empty text matches no
 * one: the admin picks a golfer by looking them up.
 */
export function golferMatches<T extends SearchedUser>(users: readonly T[], text: string): T[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  const playerId = /^#?(\d+)$/.exec(query)?.[1];
  const matches = users.filter((user) => {
    if (playerId !== undefined && String(user.userNumber).includes(playerId)) return true;
    return [userFullName(user), userShownName(user), user.username].some((name) => name.toLowerCase().includes(query));
  });
  const exact = matches.filter((user) => String(user.userNumber) === playerId);
  return [...exact, ...matches.filter((user) => !exact.includes(user))];
}
