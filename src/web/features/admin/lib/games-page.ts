import { ADMIN_GAMES_PAGE_SIZE } from '../../../../contract/admin';

/** One page of the Games tab's list: the search text as typed (trimmed here) and the page, counted from 0. */
export type AdminGamesPage = { text: string; page: number };

/** How many pages `total` games fill, at least 1, so an empty list still reads "Page 1 of 1". */
export function adminGamesPageCount(total: number, size = ADMIN_GAMES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page to show of a list of `total` games: the one asked for, or the last one when the list has shrunk under it
 * (the last game of the last page deleted, or deleted elsewhere meanwhile).
 */
export function adminGamesPageWithin(page: number, total: number, size = ADMIN_GAMES_PAGE_SIZE): number {
  return Math.min(Math.max(0, page), adminGamesPageCount(total, size) - 1);
}

/** GET /api/admin/games for one page (product §G7): `q` only when there is search text, then `limit` and `offset`. */
export function adminGamesPath({ text, page }: AdminGamesPage, size = ADMIN_GAMES_PAGE_SIZE): string {
  const params = new URLSearchParams();
  const q = text.trim();
  if (q !== '') params.set('q', q);
  params.set('limit', String(size));
  params.set('offset', String(Math.max(0, page) * size));
  return `/api/admin/games?${params.toString()}`;
}

/** The list's search and page as the tab keeps them in its address (?q=&page=, the page counted from 1 there). */
export function adminGamesPageFromParams(params: URLSearchParams): AdminGamesPage {
  const page = Number(params.get('page') ?? '1');
  return { text: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}

/**
 * `params` with the list's search and page written in, the other parameters (the open tab) kept; the first page and an
 * empty search are left out, so the plain tab's address stays /admin?tab=games.
 */
export function adminGamesPageParams(params: URLSearchParams, { text, page }: AdminGamesPage): URLSearchParams {
  const next = new URLSearchParams(params);
  const q = text.trim();
  if (q === '') next.delete('q');
  else next.set('q', q);
  if (page > 0) next.set('page', String(page + 1));
  else next.delete('page');
  return next;
}
