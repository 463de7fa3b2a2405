import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { loadConfigOrExit } from './config';
import { seedDemoCourses } from './courses/demo-courses';
import { configuredDatabase, openDatabase } from './db/client';
import { repositories } from './repositories';

/** Connections the kernel may hold for the server before it accepts them (see the listen below). */
const LISTEN_BACKLOG = 4096;

/**
 * Starts Dormie: config, database and migrations, first admin, then HTTP. `npm start` runs it through start.ts, which
 * first reads .env and brings the client build up to date; tests and the bench run this file as it is.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Everything this process creates from here (the embedded database's files) is its user's alone (issue 8).
  process.umask(0o077);

  const database = await openDatabase(configuredDatabase(config));
  await database.migrate();

  const app = await buildApp({ config, database });
  const data = repositories(database.db);
  await bootstrapAdmin(data.users, config, app.log);
  await seedDemoCourses(data, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let those in flight finish before the database closes under them.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // When a course's signal comes back, its phones reconnect at once, a socket and a connection each: Node's default
  // queue of 511 connections not yet accepted overflowed at 2,000 phones in a second, and the rest were reset (issue 35's
  // storm). The kernel caps it at net.core.somaxconn.
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  app.log.info({ database: database.kind }, `Dormie is ready on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
