import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSettled } from './use-settled';
import { type AdminListPage, adminListPageCount, adminListPageFromParams, adminListPageParams, adminListPageWithin } from './list-page';

/**
 * The search and page of an admin's paged list (the Games, Users and Invites tabs), kept in the address so Back from a row's
 * screen returns to the same page of the same search, and the page's query (`useList`, one of the api/ hooks).
 */
export function useAdminListPage<Answer extends { total: number }>(useList: (page: AdminListPage) => UseQueryResult<Answer>) {
  const [params, setParams] = useSearchParams();
  const { text, page: requested } = adminListPageFromParams(params);
  const [typed, setTyped] = useState(text);
  const settled = useSettled(typed.trim());
  const top = useRef<HTMLDivElement>(null);
  const list = useList({ text, page: requested });
  const total = list.data?.total;
  const page = total === undefined ? requested : adminListPageWithin(requested, total);
  const shrunk = total !== undefined && !list.isPlaceholderData && page !== requested;

  // Typing settles into the address after a pause; a new search starts again at its first page.
  useEffect(() => {
    if (settled !== text) setParams((current) => adminListPageParams(current, { text: settled, page: 0 }), { replace: true });
  }, [settled, text, setParams]);

  // The list shrank under the page (its last row deleted): go to the last page there is.
  useEffect(() => {
    if (shrunk) setParams((current) => adminListPageParams(current, { text, page }), { replace: true });
  }, [shrunk, text, page, setParams]);

  function showPage(next: number) {
    setParams((current) => adminListPageParams(current, { text, page: next }), { replace: true });
    // From the pager under the list, the next page starts out of sight: bring its top into view.
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) top.current?.scrollIntoView({ block: 'start' });
  }

  return { list, typed, setTyped, top, page, pageCount: adminListPageCount(total ?? 0), showPage };
}

/** What useAdminListPage gives a tab: the page's query, the search as typed, and the pager's page and count. */
export type AdminListPageState<Answer extends { total: number }> = ReturnType<typeof useAdminListPage<Answer>>;
