import pg from 'pg';

/**
 * The PostgreSQL server of the tests: TEST_DATABASE_URL, or null when it is unset (a developer's machine without
 * PostgreSQL: the API tests run on PGlite only and the PostgreSQL suites are skipped). When it is set but does not
 * answer within two seconds this throws, so the run fails rather than skipping what CI was asked to test.
 */
export async function testPostgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {}); // the failure is thrown below
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set (${url}) but PostgreSQL does not answer: start it, or unset TEST_DATABASE_URL to skip the PostgreSQL tests`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => {});
  }
}
