import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { CurrentUserSchema } from '../../../contract/account-responses';
import { GameDetailSchema, GameListSchema, GamePlayersSchema } from '../../../contract/games-responses';
import { ApiRequestError, queryKeyToPath } from '../api';
import { currentUserQueryKey } from '../auth';
import { myGamesKey } from '../games/game-keys';
import { allSnapshots, clearSnapshots, putSnapshot, SNAPSHOT_FORMAT, type Snapshot } from './store';

// The reads a phone keeps for a cold start without signal (product §R17, issue 29): who is signed in, their games
// list, and every game (with its players) they opened. Each answer is written to IndexedDB when it arrives; at start
// the kept answers fill the cache before the first screen draws, marked stale so a reachable server answers again.

/** The schema of each kept read, by its key's shape: anything else is not kept. */
function schemaOf(key: QueryKey): z.ZodType | null {
  const [root, id, part, ...rest] = key;
  if (rest.length > 0) return null;
  if (root === currentUserQueryKey[0] && id === undefined) return CurrentUserSchema.nullable();
  if (root === myGamesKey[0] && id === undefined) return GameListSchema;
  if (root !== '/api/games' || typeof id !== 'number') return null;
  if (part === undefined) return GameDetailSchema;
  return part === 'players' ? GamePlayersSchema : null;
}

const isUserKey = (key: QueryKey) => key[0] === currentUserQueryKey[0] && key.length === 1;
const signedOut = (key: QueryKey, data: unknown) => isUserKey(key) && data === null;

/**
 * Fills `queryClient` with the kept answers, each as old as it is, and drops a copy in an older shape. The signed-in
 * user is put in only when the phone is offline: online the server says who is signed in, since the session may have
 * ended since the copy was kept (a kept user would open the app to someone signed out). A read the server has already
 * answered (the entry asks for the first screen's data beside this restore) keeps its answer. Answers the kept user.
 */
async function restore(queryClient: QueryClient, offline: boolean): Promise<unknown> {
  let keptUser: unknown = undefined;
  for (const snapshot of await allSnapshots()) {
    const parsed = snapshot.format === SNAPSHOT_FORMAT ? schemaOf(snapshot.key)?.safeParse(snapshot.data) : undefined;
    if (!parsed?.success) continue;
    if (isUserKey(snapshot.key)) {
      keptUser = parsed.data;
      if (!offline) continue;
    }
    if (queryClient.getQueryData(snapshot.key) !== undefined) continue;
    queryClient.setQueryData(snapshot.key, parsed.data, { updatedAt: snapshot.savedAt });
    // Stale, so a screen that reads it asks the server again when the server can be reached.
    void queryClient.invalidateQueries({ queryKey: snapshot.key, exact: true, refetchType: 'none' });
  }
  return keptUser;
}

/**
 * What to do with a read that settled: keep an answer in IndexedDB, forget them all at a sign-out (the user read
 * answering null), and fall back on the kept user when the user read fails without an answer (signal that says online
 * but carries nothing).
 */
function onSettled(queryClient: QueryClient, query: Query, outcome: 'success' | 'error', keptUser: unknown): void {
  const { queryKey, state } = query;
  if (outcome === 'error' && !(state.error instanceof ApiRequestError) && isUserKey(queryKey) && state.data === undefined && keptUser) {
    queryClient.setQueryData(queryKey, keptUser);
    return;
  }
  if (outcome !== 'success') return;
  if (signedOut(queryKey, state.data)) {
    void clearSnapshots();
    return;
  }
  if (schemaOf(queryKey) === null || state.data === undefined) return;
  const snapshot: Snapshot = { path: queryKeyToPath(queryKey), key: queryKey as Snapshot['key'], data: state.data, savedAt: state.dataUpdatedAt, format: SNAPSHOT_FORMAT };
  void putSnapshot(snapshot).catch((error: unknown) => console.warn('Offline copy: a read was not kept', error));
}

/**
 * Keeps every read as it settles from now on, and those the server answered since `since` (the reads the entry started
 * beside the restore): a copy restored from IndexedDB is older than that and is not written back.
 */
function keepReads(queryClient: QueryClient, keptUser: unknown, since: number): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    const { status, dataUpdatedAt, errorUpdatedAt } = query.state;
    if (status === 'success' && dataUpdatedAt >= since) onSettled(queryClient, query, 'success', keptUser);
    if (status === 'error' && errorUpdatedAt >= since) onSettled(queryClient, query, 'error', keptUser);
  }
  cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    // The cache's events carry its queries untyped; these are read as data only, and parsed again at restore.
    const { type } = event.action;
    if (type === 'success' || type === 'error') onSettled(queryClient, event.query as Query, type, keptUser);
  });
}

/**
 * Restores the kept reads and keeps new ones. Also tells React Query whether the browser is online now: it assumes so
 * at start, and a cold start without signal must not try every read first.
 */
export async function startSnapshots(queryClient: QueryClient): Promise<void> {
  onlineManager.setOnline(navigator.onLine);
  const since = Date.now();
  let keptUser: unknown = undefined;
  try {
    keptUser = await restore(queryClient, !navigator.onLine);
  } catch (error) {
    console.warn('Offline copy: the kept reads could not be read', error);
  }
  keepReads(queryClient, keptUser, since);
}
