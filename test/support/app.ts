import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp } from '../../src/server/app';
import { PASSWORD_HASH_TEST_COST } from '../../src/server/auth/password';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database, DatabaseKind } from '../../src/server/db/client';
import type { HttpTimeouts } from '../../src/server/http/timeouts';
import type { Mailer } from '../../src/server/mail/mailer';
import type { RealtimeLimits } from '../../src/server/realtime/limits';
import { createBusFor, type RealtimeBus } from '../../src/server/realtime/bus';
import { resetDatabase, testDatabaseKinds, workerDatabase } from './database';

export type TestContext = {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's realtime bus (the one it would make for the database): tests subscribe to see what a call announced. */
  bus: RealtimeBus;
};

/** The configuration API tests run with; overrides stand in for environment variables. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  // Test servers make hundreds of accounts: their hashes are scrypt at the test cost (docs/decisions/046).
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', PASSWORD_HASH_COST: String(PASSWORD_HASH_TEST_COST), ...overrides });
}

/**
 * Declares the same suite once per test database. The suite body receives a context whose fields are
 * filled before each test: an app of the suite's own on a database emptied before each test (or once, emptyOnce).
 */
export function describeEachDatabase(
  name: string,
  suite: (context: TestContext) => void,
  options: {
    /** The environment, or a function giving it when the suite starts (for a stand-in server started first). */
    env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
    mailer?: Mailer;
    logger?: FastifyServerOptions['logger'];
    /**
     * Empty the database once, before the suite, rather than before each test: for a suite whose every test proves
     * that a call changes nothing (the refusals), so the tests can share what the first one set up.
     */
    emptyOnce?: boolean;
    /** The app's HTTP times and realtime caps, where a suite needs them other than the defaults. */
    httpTimeouts?: HttpTimeouts;
    realtimeLimits?: Partial<RealtimeLimits>;
  } = {},
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const context = { kind } as TestContext;
      beforeAll(async () => {
        context.database = await workerDatabase(kind);
        context.config = testConfig(typeof options.env === 'function' ? options.env() : options.env);
        context.bus = await createBusFor(context.database, pino({ level: 'silent' }));
        context.app = await buildApp({
          config: context.config,
          database: context.database,
          bus: context.bus,
          logger: options.logger ?? false,
          mailer: options.mailer,
          httpTimeouts: options.httpTimeouts,
          realtimeLimits: options.realtimeLimits,
        });
        await context.app.ready();
      });
      if (options.emptyOnce) beforeAll(() => resetDatabase(context.database));
      else beforeEach(() => resetDatabase(context.database));
      afterAll(async () => {
        await context.app?.close();
        // The app does not close a bus it was given.
        await context.bus?.close();
      });
      suite(context);
    });
  }
}
