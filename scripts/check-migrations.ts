// Fails when src/server/db/schema.ts has changes that no committed migration carries.
// drizzle-kit generates into a scratch copy of the migrations folder; any new file means drift.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const migrations = 'src/server/db/migrations';
// drizzle-kit only accepts an output folder relative to the project, so the scratch copy lives in .tmp/.
const scratch = `.tmp/migrations-check-${process.pid}`;
rmSync(scratch, { recursive: true, force: true });
try {
  cpSync(migrations, scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  if (before === 0) throw new Error(`no migrations found in ${migrations}`);
  execFileSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', 'src/server/db/schema.ts', '--out', scratch, '--name', 'drift'],
    { stdio: 'pipe' },
  );
  if (!readdirSync(path.join(scratch, 'meta')).includes('_journal.json')) throw new Error('drizzle-kit did not read the migrations');
  if (readdirSync(scratch).length !== before) {
    console.error('The database schema and the committed migrations differ: run "npm run db:generate" and commit the migration.');
    process.exitCode = 1;
  } else {
    console.log('Migrations match the schema.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
