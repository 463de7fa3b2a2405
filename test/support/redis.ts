import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/**
 * The Redis for tests of the shared limits: TEST_REDIS_URL, or null when it is unset (a developer's machine without
 * Redis: those tests are skipped, as PostgreSQL's are without TEST_DATABASE_URL). When it is set but does not
 * answer within a second this throws, so the run fails rather than skipping what CI was asked to test.
 */
export async function testRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return null;
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, commandTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {}); // the failure is thrown below
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch (error) {
    throw new Error(`TEST_REDIS_URL is set (${url}) but Redis does not answer: start it, or unset TEST_REDIS_URL to skip the Redis tests`, {
      cause: error,
    });
  } finally {
    redis.disconnect();
  }
}

/** A key prefix no other test (or worker) uses, so tests sharing one Redis never count each other's attempts. */
export function uniqueRedisPrefix(): string {
  return `dormie-test:${randomUUID()}:`;
}

/** A port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of the test's own (the binary on PATH), on a free port, keeping nothing on disk: a test may kill,
 * pause and resume it, then `stop` it (always, in afterAll; it resumes a paused one first, so it can exit).
 */
export type OwnRedis = {
  url: string;
  /** Ends it at once (SIGKILL), as a crash would. `start` brings a new one up on the same port. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers. */
  pause(): void;
  resume(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let paused = false;

  const exited = (server: ChildProcess) =>
    server.exitCode !== null || server.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Should the test's process end without `stop` (a crash, a timeout), the server ends with it: SIGKILL ends a paused one too.
  const endWithTests = () => child?.kill('SIGKILL');
  process.once('exit', endWithTests);

  const own: OwnRedis = {
    url,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      child = started;
      await new Promise<void>((resolve, reject) => {
        started.once('error', (error) => reject(new Error(`could not start redis-server: ${error.message}`)));
        started.once('exit', (code) => reject(new Error(`redis-server exited at start (code ${String(code)})`)));
        // Ready when it answers a PING.
        const ask = async (tries: number): Promise<void> => {
          const probe = new Redis(url, { lazyConnect: true, connectTimeout: 200, maxRetriesPerRequest: 0, retryStrategy: () => null });
          probe.on('error', () => {});
          try {
            await probe.connect();
            await probe.ping();
            resolve();
          } catch (error) {
            if (tries <= 0) reject(new Error('redis-server did not answer within 5 s', { cause: error }));
            else setTimeout(() => void ask(tries - 1), 100);
          } finally {
            probe.disconnect();
          }
        };
        void ask(50);
      });
    },
    async kill() {
      const running = child;
      if (!running) return;
      running.kill('SIGKILL');
      paused = false;
      await exited(running);
      child = null;
    },
    pause() {
      child?.kill('SIGSTOP');
      paused = true;
    },
    resume() {
      child?.kill('SIGCONT');
      paused = false;
    },
    async stop() {
      process.off('exit', endWithTests);
      const running = child;
      if (!running) return;
      if (paused) own.resume();
      running.kill('SIGKILL');
      await exited(running);
      child = null;
    },
  };
  await own.start();
  return own;
}
