import pg from 'pg';

/**
 * Vitest global setup of the API project: when the run ends, drops the PostgreSQL databases its workers made
 * (test/support/database.ts names them after the run), so runs neither leave databases behind nor share them.
 */
export default function setup(): () => Promise<void> {
  return async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const run = process.env.DORMIE_TEST_RUN;
    if (!baseUrl || !run) return;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`dormie_test_${run}_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
