import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis for tests of the shared limits: TEST_REDIS_URL when it is set and answers within a second, else null
 * (those tests are skipped, as PostgreSQL's are without TEST_DATABASE_URL).
 */
export async function testRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return null;
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix no other test (or worker) uses, so tests sharing one Redis never count each other's attempts. */
export function uniqueRedisPrefix(): string {
  return `dormie-test:${randomUUID()}:`;
}
