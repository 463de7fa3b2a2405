let asked = false;

/**
 * Asks the browser once per visit to keep this site's storage under pressure (issue 29): without it a phone short of
 * space may evict IndexedDB, outbox and all. Asked once a golfer plays in a game, when there is something to keep.
 */
export function askToPersistStorage(): void {
  if (asked || typeof navigator === 'undefined' || !('storage' in navigator) || typeof navigator.storage.persist !== 'function') return;
  asked = true;
  void navigator.storage
    .persisted()
    .then((persisted) => (persisted ? true : navigator.storage.persist()))
    .catch((error: unknown) => console.warn('Persistent storage: not granted', error));
}
