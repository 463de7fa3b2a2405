import { type InvalidateOptions, type InvalidateQueryFilters, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryFn, serverMessage } from './api';
import { toastFailure } from './notify';

/**
 * A query whose failure the spec announces with a toast: its title, and the text when the server sends none.
 * `shownOnPage`: the sentence the screen itself shows on failure; a failure saying only that is not toasted,
 * so the same sentence never appears twice (issue 12).
 */
export type QueryErrorToast = { title: string; fallback?: string; shownOnPage?: string };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: QueryErrorToast };
  }
}

/**
 * A client whose invalidation also reaches a query still on its first load. React Query joins a refetch to a fetch in
 * flight unless the query already has data (it cancels and starts again only then), so an event or a mutation landing
 * while a screen first loads would leave it the answer read before the change, and with data never stale it would
 * keep it: a golfer's phone showing a group's old name after the owner renamed it. Such a query loads once more when
 * its first load lands.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstLoads = this.getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching');
    await super.invalidateQueries(filters, options);
    const type = filters?.refetchType ?? 'active';
    if (type === 'none') return;
    await Promise.all(firstLoads.map((query) => this.refetchQueries({ queryKey: query.queryKey, exact: true, type }, options)));
  }
}

/**
 * React Query with the defaults of product §A9: no refetch interval, no refetch on window focus, data never
 * stale and no retries. Screens that poll (notifications) or must refresh opt in per query; realtime events
 * invalidate queries instead. The default query function fetches the key joined with '/' and throws on 401.
 * A query that sets `meta.errorToast` shows that toast when it fails.
 */
export function createQueryClient(): QueryClient {
  return new FreshQueryClient({
    // Toasts a failed fetch once, however many components read the query (`meta.errorToast`).
    queryCache: new QueryCache({
      onError: (error, query) => {
        const errorToast = query.meta?.errorToast;
        if (!errorToast || serverMessage(error) === errorToast.shownOnPage) return;
        toastFailure(errorToast.title, error, errorToast.fallback);
      },
    }),
    defaultOptions: {
      queries: {
        // Product §A7: "default data queries join the query-key segments with a slash into a path and use GET", so
        // the default stays. It parses nothing (its data is `unknown`), so no query relies on it: every useQuery and
        // queryOptions in src/web passes its own queryFn, getQueryFn with the contract's schema or a parsing fetcher.
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's single client; import it where code outside React must invalidate or read the cache. */
export const queryClient = createQueryClient();
