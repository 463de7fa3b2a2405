import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDemoCourses } from './courses/demo-courses';
import { configuredDatabase, openDatabase } from './db/client';
import { repositories } from './repositories';

/** Starts Dormie: config, client build if missing, database and migrations, first admin, then HTTP. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  ensureClientBuild(config);
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

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** `npm start` on a fresh clone has no client build yet; build it once rather than serve a blank page. */
function ensureClientBuild(config: Config): void {
  if (existsSync(path.join(config.webDistDir, 'index.html'))) return;
  console.log('No client build found: building the web app (once)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed; see the messages above.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
