/**
 * Work run one after another per key, and at once across keys: each call's work starts when the work before it of the
 * same key has ended, well or not. A key is forgotten when its last work ends, so the map holds only keys at work.
 */
export function createKeyedQueue() {
  const ends = new Map<string, Promise<void>>();
  return {
    /** Runs `work` after the work of `key` already queued; answers (or rejects with) what `work` does. */
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const before = ends.get(key);
      const run = before ? before.then(work) : work();
      const end = run.then(
        () => undefined,
        () => undefined,
      );
      ends.set(key, end);
      void end.then(() => {
        if (ends.get(key) === end) ends.delete(key);
      });
      return run;
    },
    /** The keys with work queued or under way. */
    get size(): number {
      return ends.size;
    },
  };
}
