// `npm run bench` (issues 17, 35): live games at a Saturday morning's shape, the most score posts a second, two
// instances against one, a reconnect storm, page weight with Lighthouse and start-up, on the embedded database and on
// PostgreSQL, reported apart; then the golf engine's micro-benchmark. A table on stdout and
// bench/results.json. Settings (environment): see bench/settings.ts. The sections run one after another, never
// together, so their timings do not disturb each other; run it on an otherwise idle machine.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { embeddedDatabase, postgresDatabase, type BenchDatabase, type DatabaseName } from './lib/databases';
import { liveBench, scaleOutBench, throughputBench, type LiveResult, type ScaleOutResult, type ThroughputResult } from './live';
import { readsBench, type ReadsResult } from './reads';
import { resultsTable, targetsOf, type BenchResults } from './report';
import { machine, readSettings, type BenchSettings } from './settings';
import { startBench, type StartResult } from './start';
import { stormBench, type StormResult } from './storm';
import { buildWebClient, webBench, type WebResult } from './web';

const settings = readSettings();
const started = new Date();
const live: LiveResult[] = [];
const throughput: ThroughputResult[] = [];
let scaleOut: ScaleOutResult | null = null;
const storm: StormResult[] = [];
const reads: ReadsResult[] = [];
let web: WebResult | null = null;
let start: StartResult | null = null;
const skipped: string[] = [];
const sectionSeconds: Record<string, number> = {};

/** Runs one section and keeps its wall time under `name`, so a run says where the bench's own time went. */
async function timedSection(name: string, work: () => Promise<void>): Promise<void> {
  const begun = performance.now();
  await work();
  sectionSeconds[name] = Math.round((performance.now() - begun) / 100) / 10;
  console.log(`  (${name}: ${String(sectionSeconds[name])} s)`);
}

/** A new, empty database of that kind for one section; null (and noted) when PostgreSQL cannot be reached. */
async function withDatabase<T>(name: DatabaseName, section: string, work: (database: BenchDatabase) => Promise<T>): Promise<T | null> {
  const database = name === 'embedded' ? await embeddedDatabase() : await postgresDatabase();
  if (!database) {
    skipped.push(`${section} on PostgreSQL: no server at BENCH_POSTGRES_URL`);
    return null;
  }
  try {
    return await work(database);
  } finally {
    await database.dispose();
  }
}

/** A section run on each database asked for, under its heading and timed; the results of those that could run. */
async function onEachDatabase<T>(current: BenchSettings, section: string, heading: string, work: (database: BenchDatabase) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  await timedSection(section, async () => {
    console.log(`\n== ${heading}`);
    for (const name of current.databases) {
      const result = await withDatabase(name, section, work);
      if (result) results.push(result);
    }
  });
  return results;
}

async function runSections(current: BenchSettings): Promise<void> {
  const { sections } = current;
  if (sections.has('live')) live.push(...(await onEachDatabase(current, 'live', 'live: 4-player games, a socket per golfer, a hole every 3-4 minutes, its four scores within 20 s', (database) => liveBench(database, current.live))));
  if (sections.has('throughput')) throughput.push(...(await onEachDatabase(current, 'throughput', 'throughput: score posts a second, stepped up, on a fixed population of games and sockets', (database) => throughputBench(database, current.throughput))));
  if (sections.has('scaleout')) {
    await timedSection('scaleout', async () => {
      console.log('\n== scale-out: two instances on one PostgreSQL and one Redis, against one');
      scaleOut = await scaleOutBench(current.scaleOut);
      if (!scaleOut) skipped.push('scale-out: no PostgreSQL server at BENCH_POSTGRES_URL');
    });
  }
  if (sections.has('storm')) storm.push(...(await onEachDatabase(current, 'storm', 'storm: phones back from a dead spot within a second, each flushing its queued writes', (database) => stormBench(database, current.storm))));
  if (sections.has('reads')) reads.push(...(await onEachDatabase(current, 'reads', 'reads: requests per second against a bare node:http server, in turns (autocannon)', (database) => readsBench(database, current.reads))));
  if (sections.has('web') || sections.has('start')) await timedSection('web and start', () => webAndStart(current));
  if (sections.has('engine')) {
    await timedSection('engine', async () => {
      console.log('\n== engine: the golf engine in one process');
      execFileSync(process.execPath, ['--import', 'tsx', 'bench/golf.bench.ts'], { stdio: 'inherit' });
    });
  }
}

async function webAndStart(current: BenchSettings): Promise<void> {
  console.log('\n== web and start: the production build, on the embedded database');
  const buildDir = buildWebClient();
  try {
    await withDatabase('embedded', 'web', async (database) => {
      if (current.sections.has('web')) web = await webBench(database, buildDir, current.web);
      // The web section left its data behind: `npm start` now opens an existing, migrated data directory.
      if (current.sections.has('start')) start = await startBench({ ...database.env, WEB_DIST_DIR: buildDir }, current.startRuns);
    });
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

await runSections(settings);

const results: BenchResults = {
  date: started.toISOString(),
  command: `npm run bench${settings.described ? ` (${settings.described})` : ''}`,
  machine: machine(),
  settings: { live: settings.live, throughput: settings.throughput, scaleOut: settings.scaleOut, storm: settings.storm, reads: settings.reads, web: settings.web, startRuns: settings.startRuns },
  live,
  throughput,
  scaleOut,
  storm,
  reads: settings.sections.has('reads') ? { databases: reads } : null,
  web,
  start,
  skipped,
  seconds: { sections: sectionSeconds, total: Math.round((Date.now() - started.getTime()) / 100) / 10 },
  atDefaults: settings.described === '',
  targets: [],
};
results.targets = targetsOf(results);
writeFileSync(settings.resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${resultsTable(results)}`);
console.log(`\nresults: ${settings.resultsFile}`);
for (const note of skipped) console.log(`skipped: ${note}`);
