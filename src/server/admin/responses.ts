import type { AdminUser } from '../../contract/account-responses';
import type { UserRow } from '../users/repository';
import { toCurrentUser } from '../users/responses';

/** A user as the admin list shows it (contract AdminUser): the client's fields plus account dates. */
export function toAdminUser(user: UserRow): AdminUser {
  return { ...toCurrentUser(user), lastLoginAt: user.lastLoginAt?.toISOString() ?? null, updatedAt: user.updatedAt.toISOString() };
}
