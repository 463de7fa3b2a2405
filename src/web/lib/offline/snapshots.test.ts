import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeyToPath } from '../api';
import { currentUserQueryKey } from '../auth';
import { myGamesKey } from '../games/game-keys';
import type * as store from './store';

// The kept reads (product §R17, issue 29) beside the reads the entry starts at once (main.tsx): an answer the server
// sent before the restore is not replaced by an older copy, and an answer that arrived before the keeping began is kept
// all the same. IndexedDB is stood in for.

vi.mock('./store', async (importOriginal) => ({ ...(await importOriginal<typeof store>()), ...(await import('./store-stand-in')) }));
const { keptSnapshots } = await import('./store-stand-in');
const { SNAPSHOT_FORMAT } = await import('./store');
const { startSnapshots } = await import('./snapshots');

const listPath = queryKeyToPath(myGamesKey);
const keptList = { path: listPath, key: [...myGamesKey], data: [], savedAt: Date.now() - 60_000, format: SNAPSHOT_FORMAT };
const answeredList = [{ id: 7, name: 'Saturday' }];

beforeAll(() => vi.stubGlobal('navigator', { onLine: true }));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => keptSnapshots.clear());

describe('the kept reads beside the first reads (issue 35)', () => {
  it('a read the server answered before the restore keeps its answer, not the older copy', async () => {
    keptSnapshots.set(listPath, keptList);
    const client = new QueryClient();
    client.setQueryData(myGamesKey, answeredList);
    await startSnapshots(client);
    expect(client.getQueryData(myGamesKey)).toEqual(answeredList);
    expect(client.getQueryState(myGamesKey)?.isInvalidated).toBe(false);
  });

  it('a copy restored into an empty cache is shown, marked stale, and not written back', async () => {
    keptSnapshots.set(listPath, keptList);
    const client = new QueryClient();
    await startSnapshots(client);
    expect(client.getQueryData(myGamesKey)).toEqual([]);
    expect(client.getQueryState(myGamesKey)?.isInvalidated).toBe(true);
    expect(keptSnapshots.get(listPath)).toBe(keptList);
  });

  it('an answer that arrives while the kept reads are being restored is kept', async () => {
    const client = new QueryClient();
    const started = startSnapshots(client);
    client.setQueryData(myGamesKey, answeredList);
    await started;
    await vi.waitFor(() => expect(keptSnapshots.get(listPath)?.data).toEqual(answeredList));
  });

  it('a sign-out answered while the kept reads are being restored forgets them all', async () => {
    keptSnapshots.set(listPath, keptList);
    const client = new QueryClient();
    const started = startSnapshots(client);
    client.setQueryData(currentUserQueryKey, null);
    await started;
    await vi.waitFor(() => expect(keptSnapshots.size).toBe(0));
  });
});
