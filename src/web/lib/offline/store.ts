import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { WolfChoiceWire } from '../../../contract/games';
import type { JunkMarkKind, PressNine } from '../../../golf';

// The phone's own copy of what it needs with no network (product §R17, issue 29), in IndexedDB: the answers of the
// reads a golfer opened (snapshots) and the writes not yet stored by the server (the outbox). It survives a reload,
// a closed tab and a killed browser; the service worker brings the code, this brings the data.

/** An answer kept for a cold start without signal: the query's key, its data, and when the server sent it. */
export interface Snapshot {
  /** The key joined with '/', its URL (lib/api.ts queryKeyToPath). */
  readonly path: string;
  readonly key: readonly (string | number)[];
  readonly data: unknown;
  readonly savedAt: number;
  /** SNAPSHOT_FORMAT when it was written: a copy in an older shape is dropped rather than shown. */
  readonly format: number;
}

/**
 * What an outbox entry asks the server to do: a hole's scores, a drink, the creator's move to the next hole, a wolf's
 * choice, a manual press of a nassau nine (product §R15), or a player's greenie or sandie marked on or off (§R16).
 */
export type OutboxWrite =
  | { readonly kind: 'scores'; readonly scores: readonly QueuedScore[] }
  | { readonly kind: 'drinks'; readonly playerId: string; readonly change: 1 | -1; readonly opId: string }
  | { readonly kind: 'advance'; readonly nextHole: number; readonly opId: string }
  | ({ readonly kind: 'wolf-choice'; readonly opId: string } & WolfChoiceWire)
  | { readonly kind: 'press'; readonly segment: PressNine; readonly opId: string }
  | { readonly kind: 'junk'; readonly holeNumber: number; readonly playerId: string; readonly markKind: JunkMarkKind; readonly on: boolean; readonly opId: string };

/** One score of a queued hole, as POST .../scores takes it: the phone's opId and the strokes it showed before. */
export interface QueuedScore {
  readonly playerId: string;
  readonly holeNumber: number;
  readonly strokes: number;
  readonly previous: number | null;
  readonly opId: string;
}

/** A write waiting to be sent (or refused by the server, kept to say why until the golfer moves on). */
export type OutboxEntry = OutboxWrite & {
  /** Its place in the queue: writes are sent in the order they were made. */
  readonly seq: number;
  readonly gameId: number;
  /** The account that made it: a phone signed in as someone else never sends it. */
  readonly userId: string;
  readonly madeAt: number;
  /** The server's refusal (a 4xx), in its words; a refused write is never sent again. */
  readonly refused?: string;
};

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

/** The shape of the snapshots; raise it when a kept answer's shape changes, and older copies are dropped. */
export const SNAPSHOT_FORMAT = 1;

interface OfflineSchema extends DBSchema {
  snapshots: { key: string; value: Snapshot };
  outbox: { key: number; value: OutboxEntry; indexes: { byGame: number } };
}

const DATABASE = 'dormie-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'path' });
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('byGame', 'gameId');
    },
  });
  return opened;
}

/** True where the browser has IndexedDB (every browser the app supports; not a test's plain Node). */
export const offlineStoreAvailable = (): boolean => typeof indexedDB !== 'undefined';

export async function putSnapshot(snapshot: Snapshot): Promise<void> {
  await (await database()).put('snapshots', snapshot);
}

export async function allSnapshots(): Promise<Snapshot[]> {
  return (await database()).getAll('snapshots');
}

export async function clearSnapshots(): Promise<void> {
  await (await database()).clear('snapshots');
}

/** Adds a write at the end of the queue; its seq. */
export async function addOutboxEntry(entry: NewOutboxEntry): Promise<number> {
  // The key path fills seq; idb's types ask for a whole value.
  return (await database()).add('outbox', entry as OutboxEntry);
}

/** Every entry, waiting and refused, in the order made. */
export async function allOutboxEntries(): Promise<OutboxEntry[]> {
  return (await database()).getAll('outbox');
}

export async function deleteOutboxEntry(seq: number): Promise<void> {
  await (await database()).delete('outbox', seq);
}

export async function putOutboxEntry(entry: OutboxEntry): Promise<void> {
  await (await database()).put('outbox', entry);
}
