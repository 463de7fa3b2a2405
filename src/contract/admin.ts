import { z } from 'zod';
import { GameSchema } from './games-responses';
import { boundedText } from './text';

// The admin panel's games and backup (product §G2, §G6, §G7; issue 16). The users' calls are in auth.ts and
// account-responses.ts.

/** A game as the admin's Games tab lists it (product §G3 "Admin game list item", with its players and code). */
export const AdminGameSchema = GameSchema.pick({
  id: true,
  name: true,
  gameType: true,
  formatOptions: true,
  nassauMode: true,
  status: true,
  creatorName: true,
  createdAt: true,
  gameCode: true,
  playerCount: true,
}).extend({
  /** The name of the group the game is played in (product §R18), or null. */
  groupName: z.string().nullable(),
});
export type AdminGame = z.infer<typeof AdminGameSchema>;
export const AdminGameListSchema = z.array(AdminGameSchema);

/** Rows per page in the admin's paged lists (Games, Users, Invites); the server never answers more than ADMIN_LIST_MAX_LIMIT. */
export const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_LIST_MAX_LIMIT = 500;

/** A paging number of a query string; `message` for anything that is not one in range (zod gives it to every check). */
const pageNumber = (message: string) => z.coerce.number({ error: message }).int().max(Number.MAX_SAFE_INTEGER);

/**
 * The query of an admin's list (GET /api/admin/games, /api/admin/users, /api/admin/invitation-codes), each answering a
 * plain list newest first (product §G7): `q` searches it, `limit` and `offset` page it, and the X-Total-Count header
 * gives how many match in all. Without `limit` the whole list comes back, as it did before the lists were paged. What
 * `q` matches is each list's own: a game's name, code, creator or id; an account's username, e-mail, names or Player ID
 * (an exact id or Player ID first); an invitation's code, e-mail, names or the usernames of who made and who used it.
 */
export const AdminListQuerySchema = z
  .object({
    q: boundedText(100, 'Search is too long').optional(),
    limit: pageNumber(`limit must be a whole number from 1 to ${String(ADMIN_LIST_MAX_LIMIT)}`).min(1).max(ADMIN_LIST_MAX_LIMIT).optional(),
    offset: pageNumber('offset must be a whole number, 0 or more').min(0).optional(),
  })
  .strict();
export type AdminListQuery = z.output<typeof AdminListQuerySchema>;

/** The header an admin's list (games, users, invitations) names the number of matching rows in, whatever the page. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** GET /api/admin/export: the backup archive's name as the browser saves it, e.g. dormie-backup-2026-11-25T15-04-05Z.zip. */
export function backupFileName(at: Date): string {
  return `dormie-backup-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-')}.zip`;
}

/** Toast titles and texts of product §G8 for these calls, as written there. */
export const adminGameMessages = {
  deleteFailed: 'Failed to delete game',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export project',
} as const;
