import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { TOTAL_COUNT_HEADER } from '../../../../contract/admin';
import { apiRequest } from '../../../lib/api';
import { type AdminListCall, type AdminListPage, adminListPath } from '../lib/list-page';

/** One page of an admin's list: its rows, how many match the search in all, and the search it answers. */
export type AdminListAnswer<Row> = { rows: Row[]; total: number; text: string };

/**
 * One page of an admin's list (product §G7), parsed; the total comes from the X-Total-Count header, which a server that
 * leaves it out or garbles it fails loudly on rather than paging wrongly. `size` rows a page, the lists' own by default.
 */
export async function getAdminListPage<Row>(list: AdminListCall, schema: z.ZodType<Row[]>, page: AdminListPage, size?: number): Promise<AdminListAnswer<Row>> {
  const res = await apiRequest('GET', adminListPath(list, page, size));
  const rows = schema.parse(await res.json());
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  if (!Number.isInteger(total) || total < 0) throw new Error(`GET ${list} answered no usable ${TOTAL_COUNT_HEADER} header`);
  return { rows, total, text: page.text.trim() };
}

/**
 * The query of one page of an admin's list, keyed under `key` (the list's call) so a change to any row refreshes
 * whichever page is shown; while the next page or search loads, the one before stays on screen.
 */
export const adminListQuery = <Row>(key: readonly [AdminListCall], schema: z.ZodType<Row[]>, page: AdminListPage) =>
  queryOptions({
    queryKey: [...key, { q: page.text.trim(), page: page.page }],
    queryFn: () => getAdminListPage(key[0], schema, page),
    placeholderData: keepPreviousData,
  });
