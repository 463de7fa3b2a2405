// `npm run bench`: every benchmark in bench/, one after another, so their timings do not disturb each other.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const benches = readdirSync('bench').filter((file) => file.endsWith('.bench.ts')).sort();
for (const file of benches) {
  console.log(`\n== ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
}
