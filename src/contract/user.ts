/** The signed-in user as GET /api/auth/user returns it (spec 000 §3); CurrentUserSchema is its source. */
export type { CurrentUser } from './account-responses';

/** The name shown for a user wherever one name fits (menus, an inviter's name): the display name, else the username. */
export function userShownName(user: { displayName: string | null; username: string }): string {
  return user.displayName || user.username;
}
