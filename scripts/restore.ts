// `npm run restore -- backup.zip [--replace] [--admins=name,...]` (issue 16, issue 27 item 8; docs/decisions/018,
// 025): loads an admin's backup (GET /api/admin/export) into the database the server would open: PostgreSQL through
// DATABASE_URL, else the embedded one in DATA_DIR. Stop the server first. The database must be empty unless --replace
// is given, which wipes it. A backup of an older Dormie is migrated forward to this one's schema. A backup that makes
// anyone an administrator is restored only when --admins names exactly those accounts.
import { RestoreError, restoreBackup } from '../src/server/db/backup/restore';
import { ConfigError, loadConfig } from '../src/server/config';
import { configuredDatabase, openDatabase } from '../src/server/db/client';

const usage = 'Usage: npm run restore -- <backup.zip> [--replace] [--admins=username,...]';

type Args = { file: string; replace: boolean; admins: string[] };

function parseArgs(args: readonly string[]): Args | string {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const options = args.filter((arg) => arg.startsWith('--'));
  const adminsArg = options.find((arg) => arg.startsWith('--admins='));
  const unknown = options.filter((arg) => arg !== '--replace' && arg !== adminsArg);
  if (unknown.length > 0) return `Unknown option ${unknown.join(', ')}. ${usage}`;
  const [file] = files;
  if (files.length !== 1 || file === undefined) return usage;
  const admins = (adminsArg?.slice('--admins='.length) ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  return { file, replace: options.includes('--replace'), admins };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  process.umask(0o077);
  const config = loadConfig();
  const options = configuredDatabase(config);
  const database = await openDatabase(options);
  try {
    // The restore builds the schema itself, at the backup's version, and migrates it to this one's.
    const { manifest, admins, schemaVersion } = await restoreBackup(database.db, args.file, { replace: args.replace, admins: args.admins });
    const rows = Object.entries(manifest.rowCounts).map(([table, count]) => `  ${table}: ${String(count)}`);
    console.log(
      [
        `Restored ${args.file} (made ${manifest.createdAt} by Dormie ${manifest.appVersion}) into the ${options.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database:`,
        ...rows,
        `Administrators: ${admins.length > 0 ? admins.join(', ') : 'none'}`,
        manifest.schemaVersion === schemaVersion ? `Database version ${schemaVersion}` : `Database version ${manifest.schemaVersion}, migrated to ${schemaVersion}`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A RestoreError's message holds no value from the backup's rows (restore.ts); any other error is the setup's.
    console.error(error instanceof RestoreError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
