import { QueryCache, QueryClient } from '@tanstack/react-query';
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
 * React Query with the defaults of product §A9: no refetch interval, no refetch on window focus, data never
 * stale and no retries. Screens that poll (notifications) or must refresh opt in per query; realtime events
 * invalidate queries instead. The default query function fetches the key joined with '/' and throws on 401.
 * A query that sets `meta.errorToast` shows that toast when it fails.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
