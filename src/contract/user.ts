/** The signed-in user as GET /api/auth/user returns it (spec 000 §3); CurrentUserSchema is its source. */
export type { CurrentUser } from './account-responses';
