/**
 * Loads by key, many keys to one statement: the first ask goes at once (with the others of its turn), and the asks
 * that come while a load is on its way go together in the next one (as the bus's NOTIFYs do, realtime/bus.ts). At
 * rest an ask waits no longer than alone; under a burst (phones back from a dead spot together) hundreds share a round
 * trip (docs/decisions/045).
 */
export function createBatcher<K, V>(load: (keys: K[]) => Promise<ReadonlyMap<K, V>>, options: { missing: V; maxKeys?: number }) {
  const maxKeys = options.maxKeys ?? 500;
  type Waiter = { resolve: (value: V) => void; reject: (error: unknown) => void };
  const waiting = new Map<K, Waiter[]>();
  let loading = false;

  async function loadWaiting(): Promise<void> {
    while (waiting.size > 0) {
      const batch = new Map([...waiting].slice(0, maxKeys));
      for (const key of batch.keys()) waiting.delete(key);
      try {
        const loaded = await load([...batch.keys()]);
        for (const [key, waiters] of batch) for (const { resolve } of waiters) resolve(loaded.has(key) ? loaded.get(key)! : options.missing);
      } catch (error) {
        for (const waiters of batch.values()) for (const { reject } of waiters) reject(error);
      }
    }
    loading = false;
  }

  return {
    /** The key's value once loaded, or `missing` when the load answered none for it; rejects when its load failed. */
    load(key: K): Promise<V> {
      return new Promise<V>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        if (loading) return;
        // From the next microtask: the asks of this same turn (a socket's and a post's) join the first load.
        loading = true;
        queueMicrotask(() => void loadWaiting());
      });
    },
  };
}
