import { ADMIN_LIST_PAGE_SIZE } from '../../../../contract/admin';

/** The admin's paged lists. */
export type AdminListCall = '/api/admin/games' | '/api/admin/users' | '/api/admin/invitation-codes';

/** One page of an admin's paged list (Games, Users, Invites): the search text as typed (trimmed here) and the page, counted from 0. */
export type AdminListPage = { text: string; page: number };

/** How many pages `total` rows fill, at least 1, so an empty list still reads "Page 1 of 1". */
export function adminListPageCount(total: number, size = ADMIN_LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page to show of a list of `total` rows: the one asked for, or the last one when the list has shrunk under it
 * (the last game of the last page deleted, or deleted elsewhere meanwhile).
 */
export function adminListPageWithin(page: number, total: number, size = ADMIN_LIST_PAGE_SIZE): number {
  return Math.min(Math.max(0, page), adminListPageCount(total, size) - 1);
}

/** An admin list's call (e.g. /api/admin/games) for one page (product §G7): `q` only when there is search text, then `limit` and `offset`. */
export function adminListPath(list: AdminListCall, { text, page }: AdminListPage, size = ADMIN_LIST_PAGE_SIZE): string {
  const params = new URLSearchParams();
  const q = text.trim();
  if (q !== '') params.set('q', q);
  params.set('limit', String(size));
  params.set('offset', String(Math.max(0, page) * size));
  return `${list}?${params.toString()}`;
}

/** The list's search and page as the tab keeps them in its address (?q=&page=, the page counted from 1 there). */
export function adminListPageFromParams(params: URLSearchParams): AdminListPage {
  const page = Number(params.get('page') ?? '1');
  return { text: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}

/**
 * `params` with the list's search and page written in, the other parameters (the open tab) kept; the first page and an
 * empty search are left out, so the plain tab's address stays as it was (/admin?tab=games).
 */
export function adminListPageParams(params: URLSearchParams, { text, page }: AdminListPage): URLSearchParams {
  const next = new URLSearchParams(params);
  const q = text.trim();
  if (q === '') next.delete('q');
  else next.set('q', q);
  if (page > 0) next.set('page', String(page + 1));
  else next.delete('page');
  return next;
}
