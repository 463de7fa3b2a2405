import pg from 'pg';
import { testPostgresUrl } from './postgres';
import { testRedisUrl } from './redis';

/**
 * Vitest global setup of the API project. First, PostgreSQL and Redis: one that is named (TEST_DATABASE_URL,
 * TEST_REDIS_URL) but does not answer fails the run at once with one message, rather than every file with its own
 * connection error; one that is not named is said to be skipped. When the run ends, drops the PostgreSQL databases its
 * workers made (test/support/database.ts names them after the run), so runs neither leave databases behind nor share
 * them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const [postgres, redis] = await Promise.all([testPostgresUrl(), testRedisUrl()]);
  if (!postgres) console.log('TEST_DATABASE_URL is unset: the API tests run on PGlite only; the PostgreSQL suites are skipped');
  if (!redis) console.log('TEST_REDIS_URL is unset: the Redis suites are skipped');
  return async () => {
    const run = process.env.DORMIE_TEST_RUN;
    if (!postgres || !run) return;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`dormie_test_${run}_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
