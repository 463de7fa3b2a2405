import type { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, vi } from 'vitest';
import { currentUserQueryKey } from '../auth';

// The outbox's unit tests start it alike: a window and a document stood in for (Node has neither), golfer 'me'
// signed in, then `prepare` (the test's cached data), then the outbox started once for the file.

export function startOutboxForFile(client: QueryClient, startOutbox: (client: QueryClient) => Promise<void>, prepare: () => void = () => undefined): void {
  beforeAll(async () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    client.setQueryData(currentUserQueryKey, { id: 'me' });
    prepare();
    await startOutbox(client);
  });
  afterAll(() => vi.unstubAllGlobals());
}
