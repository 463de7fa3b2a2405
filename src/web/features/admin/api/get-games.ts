import { useQuery } from '@tanstack/react-query';
import { AdminGameListSchema } from '../../../../contract/admin';
import type { AdminListPage } from '../lib/list-page';
import { adminListQuery } from './get-list-page';

export const adminGamesKey = ['/api/admin/games'] as const;

/** GET /api/admin/games for one page, newest first, parsed. */
export const adminGamesQuery = (page: AdminListPage) => adminListQuery(adminGamesKey, AdminGameListSchema, page);

export function useAdminGames(page: AdminListPage) {
  return useQuery(adminGamesQuery(page));
}
