// `npm run restore -- backup.zip [--replace]` (issue 16; docs/decisions/018): loads an admin's backup (GET
// /api/admin/export) into the database the server would open: PostgreSQL through DATABASE_URL, else the embedded
// one in DATA_DIR. Stop the server first. The database must be empty unless --replace is given, which wipes it.
import { RestoreError, restoreBackup } from '../src/server/db/backup/restore';
import { ConfigError, loadConfig } from '../src/server/config';
import { configuredDatabase, openDatabase } from '../src/server/db/client';

const usage = 'Usage: npm run restore -- <backup.zip> [--replace]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  const unknown = files.filter((arg) => arg.startsWith('--'));
  if (files.length !== 1 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}. ${usage}` : usage);
    return 2;
  }
  const [file] = files as [string];
  process.umask(0o077);
  const config = loadConfig();
  const options = configuredDatabase(config);
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const manifest = await restoreBackup(database.db, file, { replace });
    const rows = Object.entries(manifest.rowCounts).map(([table, count]) => `  ${table}: ${String(count)}`);
    console.log(
      [`Restored ${file} (made ${manifest.createdAt} by Dormie ${manifest.appVersion}) into the ${options.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database:`, ...rows].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof RestoreError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
