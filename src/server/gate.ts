/**
 * At most `concurrent` pieces of work at once; the rest wait their turn, first come first served. A finished piece
 * hands its turn straight to the next waiting one, so a caller arriving meanwhile cannot slip in ahead and make one
 * more run than allowed. Used where work holds something scarce: libuv's threads (avatar decodes) or the embedded
 * database's one session (realtime game checks).
 */
export function createGate(concurrent: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    /** How many wait for a turn now. */
    waiting: (): number => waiting.length,
    /** True while every turn is taken: a new piece of work would wait. */
    full: (): boolean => running >= concurrent,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrent) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
