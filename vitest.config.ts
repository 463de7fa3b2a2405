import { defineConfig } from 'vitest/config';

// One id per run, inherited by the workers: their PostgreSQL databases are named after it, so two runs on one
// server (a developer's and an editor's, say) never drop each other's databases (test/support/database.ts).
process.env.DORMIE_TEST_RUN ??= String(process.pid);

export default defineConfig({
  test: {
    projects: [
      {
        // Pure code: the golf engine, contracts and server units. Isolated and fast.
        // scrypt at its production cost (the auth service's timing tests) needs more than the 5 s default
        // when the machine's two cores are busy; nothing here waits on a timeout to pass. Hooks as long as the API
        // tests': a PGlite booting in a hook (db/pglite-thread.test.ts) took more than the 10 s default on a busy machine.
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        // API tests build the app in-process against a real database. Files share one database per worker
        // (isolate: false keeps test/support/database.ts's cache alive across files) and reset it between tests.
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
