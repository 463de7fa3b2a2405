import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminGame, AdminGameListSchema, TOTAL_COUNT_HEADER } from '../../../../contract/admin';
import { apiRequest } from '../../../lib/api';
import { type AdminGamesPage, adminGamesPath } from '../lib/games-page';

export const adminGamesKey = ['/api/admin/games'] as const;

/** One page of the Games tab: its games, how many match the search in all, and the search it answers. */
export type AdminGamesAnswer = { games: AdminGame[]; total: number; text: string };

/**
 * GET /api/admin/games for one page, parsed; the total comes from the X-Total-Count header (product §G7), which a
 * server that leaves it out or garbles it fails loudly on rather than paging wrongly.
 */
export async function getAdminGames(page: AdminGamesPage): Promise<AdminGamesAnswer> {
  const res = await apiRequest('GET', adminGamesPath(page));
  const games = AdminGameListSchema.parse(await res.json());
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  if (!Number.isInteger(total) || total < 0) throw new Error(`GET /api/admin/games answered no usable ${TOTAL_COUNT_HEADER} header`);
  return { games, total, text: page.text.trim() };
}

/** The page's query; while the next page or search loads, the one before stays on screen. */
export const adminGamesQuery = (page: AdminGamesPage) =>
  queryOptions({
    queryKey: [...adminGamesKey, { q: page.text.trim(), page: page.page }],
    queryFn: () => getAdminGames(page),
    placeholderData: keepPreviousData,
  });

export function useAdminGames(page: AdminGamesPage) {
  return useQuery(adminGamesQuery(page));
}
