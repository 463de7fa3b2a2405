import type { NewOutboxEntry, OutboxEntry } from './store';

// The outbox's IndexedDB store stood in for by a Map, for the outbox's unit tests (Node has no IndexedDB):
// `vi.mock('./store', () => import('./store-stand-in'))`. The same four calls as store.ts's, each settled at once.

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
