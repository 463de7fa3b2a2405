import type { NewOutboxEntry, OutboxEntry, Snapshot } from './store';

// The offline layer's IndexedDB store stood in for by Maps, for its unit tests (Node has no IndexedDB):
// `vi.mock('./store', () => import('./store-stand-in'))`. The same calls as store.ts's, each settled at once, and
// `keptSnapshots` to look at (or fill) the kept reads.

const entries = new Map<number, OutboxEntry>();
let seq = 0;

export function addOutboxEntry(entry: NewOutboxEntry): Promise<number> {
  seq += 1;
  entries.set(seq, { ...entry, seq } as OutboxEntry);
  return Promise.resolve(seq);
}

export const allOutboxEntries = (): Promise<OutboxEntry[]> => Promise.resolve([...entries.values()]);
export const deleteOutboxEntry = (at: number): Promise<void> => Promise.resolve(void entries.delete(at));
export const putOutboxEntry = (entry: OutboxEntry): Promise<void> => Promise.resolve(void entries.set(entry.seq, entry));

/** The kept reads by path, as IndexedDB's snapshot store keeps them. */
export const keptSnapshots = new Map<string, Snapshot>();
export const putSnapshot = (snapshot: Snapshot): Promise<void> => Promise.resolve(void keptSnapshots.set(snapshot.path, snapshot));
export const allSnapshots = (): Promise<Snapshot[]> => Promise.resolve([...keptSnapshots.values()]);
export const clearSnapshots = (): Promise<void> => Promise.resolve(keptSnapshots.clear());
