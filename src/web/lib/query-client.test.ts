import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

/** A query function whose answers the test releases one at a time, each the server's state when it was asked. */
function server() {
  let state = 'Twilight Club';
  const waiting: (() => void)[] = [];
  return {
    rename: (name: string) => void (state = name),
    queryFn: () => {
      const read = state;
      return new Promise<string>((resolve) => waiting.push(() => resolve(read)));
    },
    /** Answers the oldest request still waiting; false when none waits. */
    answer: () => {
      const next = waiting.shift();
      next?.();
      return next !== undefined;
    },
  };
}

/** Watches ['/api/groups', 'g1'] as a mounted screen would, with the app's defaults; resolves with what it shows once nothing is fetching. */
async function renameDuringFirstLoad(client: QueryClient): Promise<unknown> {
  const api = server();
  const observer = new QueryObserver(client, { queryKey: ['/api/groups', 'g1'], queryFn: api.queryFn });
  const stop = observer.subscribe(() => undefined);
  // The screen's first load has asked, and the server has not answered yet, when the rename lands and its event arrives.
  api.rename('Dawn Patrol');
  const invalidated = client.invalidateQueries({ queryKey: ['/api/groups'] });
  while (api.answer() || observer.getCurrentResult().fetchStatus === 'fetching') await new Promise((resolve) => setTimeout(resolve, 0));
  await invalidated;
  stop();
  return observer.getCurrentResult().data;
}

describe('the app query client', () => {
  it('loads again a query whose first load was in flight when it was invalidated', async () => {
    expect(await renameDuringFirstLoad(createQueryClient())).toBe('Dawn Patrol');
  });

  it('fixes what React Query on its own does: it joins that invalidation to the load already asked (why the client exists)', async () => {
    const plain = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    expect(await renameDuringFirstLoad(plain)).toBe('Twilight Club');
  });

  it('fetches nothing more for an invalidation that refetches nothing', async () => {
    const client = createQueryClient();
    let asked = 0;
    const observer = new QueryObserver(client, { queryKey: ['/api/groups'], queryFn: () => Promise.resolve(++asked) });
    const stop = observer.subscribe(() => undefined);
    await client.invalidateQueries({ queryKey: ['/api/groups'], refetchType: 'none' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(asked).toBe(1);
    expect(observer.getCurrentResult().data).toBe(1);
  });
});
