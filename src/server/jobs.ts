import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `everyMs` from the moment the app is ready until it closes. The timer is unref'd, so it never
 * keeps a process (a test run, a CLI) alive by itself; closing the app stops it and waits for a run in progress,
 * so the database is not closed under it. A failed run is logged, and the next one runs as planned; runs never
 * overlap.
 */
export function scheduleJob(app: FastifyInstance, job: { name: string; everyMs: number; run: () => Promise<void> }): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
