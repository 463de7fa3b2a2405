/** The signed-in user as GET /api/auth/user returns it (product §A3); CurrentUserSchema is its source. */
export type { CurrentUser } from './account-responses';

// How users are named (issue 9): one rule, shared by the server and the screens. An account's stored displayName
// is made from its names when it is created (server/users/accounts.ts, userDisplayName); wherever one name is
// shown, that display name is used, else the username. Greetings and the admin's list build on the same two parts.

/** A user's first and last names joined with a space, or '' when neither is set. */
export function userFullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The name shown for a user wherever one name fits (menus, an inviter's name, games): the display name, else the username. */
export function userShownName(user: { displayName: string | null; username: string }): string {
  return user.displayName || user.username;
}
