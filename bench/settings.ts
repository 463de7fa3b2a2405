// What `npm run bench` runs, from the environment, and the machine it ran on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { DatabaseName } from './lib/databases';
import { defaultLiveOptions, defaultScaleOutOptions, defaultThroughputOptions, type LiveOptions, type ScaleOutOptions, type ThroughputOptions } from './live';
import type { ReadsOptions } from './reads';
import { stormOptionsFrom, type StormOptions } from './storm';
import type { WebOptions } from './web';

const SECTIONS = ['live', 'throughput', 'scaleout', 'storm', 'reads', 'web', 'start', 'engine'] as const;
type Section = (typeof SECTIONS)[number];
/**
 * What runs without BENCH_ONLY: every section but the reads, whose target (a share of a bare node:http server) issue 35
 * retired; they still run when asked for, to measure what a cache saves (docs/decisions/028).
 */
const DEFAULT_SECTIONS = SECTIONS.filter((section) => section !== 'reads');

export type BenchSettings = {
  sections: Set<Section>;
  databases: DatabaseName[];
  live: LiveOptions;
  throughput: ThroughputOptions;
  scaleOut: ScaleOutOptions;
  storm: StormOptions;
  reads: ReadsOptions;
  web: WebOptions;
  startRuns: number;
  resultsFile: string;
  /** The settings that differ from the defaults, for the results' command line. */
  described: string;
};

/**
 * BENCH_ONLY (live,throughput,scaleout,storm,reads,web,start,engine; all but reads by default), BENCH_DATABASES
 * (embedded,postgres), BENCH_LIVE_STEPS (games per step, 4900,2500: largest first, it stops at the first step that holds
 * the target), BENCH_LIVE_SECONDS (20 measured per step), BENCH_LIVE_WARMUP (5), BENCH_THROUGHPUT_GAMES (1000),
 * BENCH_RATES (posts a second per step, 300,450,600,800,1000), BENCH_SCALE_GAMES (5000), BENCH_STORM_PHONES (2000),
 * BENCH_STORM_WRITES (5), BENCH_STORM_WARMUP (400 phones, 0 for none), BENCH_READ_SECONDS (10), BENCH_CONNECTIONS
 * (16), BENCH_LIGHTHOUSE_RUNS (3), BENCH_START_RUNS (3), BENCH_RESULTS (bench/results.json), BENCH_POSTGRES_URL (the
 * server the throwaway databases are made on, postgres://postgres@127.0.0.1:5432/postgres). Read where they are used:
 * BENCH_SCREENSHOTS and BENCH_LIGHTHOUSE_REPORTS (directories bench/web.ts keeps its screenshots and reports in);
 * BENCH_LOG_LEVEL (the servers' LOG_LEVEL; by default the server's own, info) in bench/lib/server.ts.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const described = Object.entries(env)
    .filter(([name, value]) => name.startsWith('BENCH_') && value)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(' ');
  return {
    sections: new Set(list(env.BENCH_ONLY, SECTIONS, DEFAULT_SECTIONS)),
    databases: list(env.BENCH_DATABASES, ['embedded', 'postgres'] as const, ['embedded', 'postgres'] as const),
    live: {
      ...defaultLiveOptions,
      steps: numbers('BENCH_LIVE_STEPS', env.BENCH_LIVE_STEPS, defaultLiveOptions.steps).sort((a, b) => b - a),
      seconds: positive('BENCH_LIVE_SECONDS', env.BENCH_LIVE_SECONDS, defaultLiveOptions.seconds),
      warmupSeconds: positive('BENCH_LIVE_WARMUP', env.BENCH_LIVE_WARMUP, defaultLiveOptions.warmupSeconds),
    },
    throughput: throughputOptions(env),
    scaleOut: {
      ...defaultScaleOutOptions,
      games: positive('BENCH_SCALE_GAMES', env.BENCH_SCALE_GAMES, defaultScaleOutOptions.games),
      throughput: throughputOptions(env),
    },
    storm: stormOptionsFrom(env),
    reads: { seconds: positive('BENCH_READ_SECONDS', env.BENCH_READ_SECONDS, 10), connections: positive('BENCH_CONNECTIONS', env.BENCH_CONNECTIONS, 16) },
    web: { lighthouseRuns: whole('BENCH_LIGHTHOUSE_RUNS', env.BENCH_LIGHTHOUSE_RUNS, 3) },
    startRuns: Math.max(1, whole('BENCH_START_RUNS', env.BENCH_START_RUNS, 3)),
    resultsFile: env.BENCH_RESULTS || 'bench/results.json',
    described,
  };
}

function list<T extends string>(text: string | undefined, allowed: readonly T[], fallback: readonly T[]): T[] {
  if (!text) return [...fallback];
  const names = text.split(',').map((name) => name.trim());
  for (const name of names) if (!allowed.includes(name as T)) throw new Error(`unknown "${name}": choose from ${allowed.join(', ')}`);
  return names as T[];
}

function numbers(name: string, text: string | undefined, fallback: number[]): number[] {
  if (!text) return [...fallback];
  return text.split(',').map((part) => positive(name, part, 0));
}

function throughputOptions(env: NodeJS.ProcessEnv): ThroughputOptions {
  return {
    ...defaultThroughputOptions,
    games: positive('BENCH_THROUGHPUT_GAMES', env.BENCH_THROUGHPUT_GAMES, defaultThroughputOptions.games),
    rates: numbers('BENCH_RATES', env.BENCH_RATES, defaultThroughputOptions.rates).sort((a, b) => a - b),
  };
}

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
}

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${text}"`);
  return value;
}

export type Machine = { cpus: number; cpuModel: string; memoryGiB: number; os: string; node: string; commit: string };

export function machine(): Machine {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout.
  }
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    commit,
  };
}
