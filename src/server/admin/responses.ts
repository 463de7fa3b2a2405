import type { AdminUser } from '../../contract/account-responses';
import { type AdminGame, AdminGameSchema } from '../../contract/admin';
import { toGameResponse } from '../games/responses';
import type { AdminGameRow } from './games-repository';
import type { UserRow } from '../users/repository';
import { toCurrentUser } from '../users/responses';

/** A user as the admin list shows it (contract AdminUser): the client's fields plus account dates. */
export function toAdminUser(user: UserRow): AdminUser {
  return { ...toCurrentUser(user), lastLoginAt: user.lastLoginAt?.toISOString() ?? null, updatedAt: user.updatedAt.toISOString() };
}

/** A game as the admin's Games tab lists it: the fields of its answer the contract picks, and its group's name. */
export const toAdminGame = (row: AdminGameRow): AdminGame => AdminGameSchema.parse({ ...toGameResponse(row), groupName: row.groupName });
