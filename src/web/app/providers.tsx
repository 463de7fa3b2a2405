import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { UpdatePrompt } from '../components/update-prompt';
import { queryClient } from '../lib/query-client';

/**
 * App-wide context: React Query (product §A9 defaults) and the single Toaster, mounted with the first toast. The
 * new-version prompt is here once, for every screen.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
