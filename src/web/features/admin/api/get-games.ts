import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminGame, AdminGameListSchema } from '../../../../contract/admin';
import type { AdminListPage } from '../lib/list-page';
import { type AdminListAnswer, getAdminListPage } from './get-list-page';

export const adminGamesKey = ['/api/admin/games'] as const;

/** One page of the Games tab: its games, how many match the search in all, and the search it answers. */
export type AdminGamesAnswer = AdminListAnswer<AdminGame>;

/** GET /api/admin/games for one page, parsed. */
export const getAdminGames = (page: AdminListPage): Promise<AdminGamesAnswer> => getAdminListPage('/api/admin/games', AdminGameListSchema, page);

/** The page's query; while the next page or search loads, the one before stays on screen. */
export const adminGamesQuery = (page: AdminListPage) =>
  queryOptions({
    queryKey: [...adminGamesKey, { q: page.text.trim(), page: page.page }],
    queryFn: () => getAdminGames(page),
    placeholderData: keepPreviousData,
  });

export function useAdminGames(page: AdminListPage) {
  return useQuery(adminGamesQuery(page));
}
