import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { loadConfigOrExit } from './config';
import { seedDemoCourses } from './courses/demo-courses';
import { configuredDatabase, openDatabase } from './db/client';
import { repositories } from './repositories';

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

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.kind }, `Dormie is ready on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
