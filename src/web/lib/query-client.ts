import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * React Query with the defaults of spec 000 §9: no refetch interval, no refetch on window focus, data never
 * stale and no retries. Screens that poll (notifications) or must refresh opt in per query; realtime events
 * invalidate queries instead. The default query function fetches the key joined with '/' and throws on 401.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
