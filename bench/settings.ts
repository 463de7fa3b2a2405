// What `npm run bench` runs, from the environment, and the machine it ran on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { DatabaseName } from './lib/databases';
import type { LiveOptions } from './live';
import type { ReadsOptions } from './reads';
import type { WebOptions } from './web';

const SECTIONS = ['live', 'reads', 'web', 'start', 'engine'] as const;
type Section = (typeof SECTIONS)[number];

export type BenchSettings = {
  sections: Set<Section>;
  databases: DatabaseName[];
  live: LiveOptions;
  reads: ReadsOptions;
  web: WebOptions;
  startRuns: number;
  resultsFile: string;
  /** The settings that differ from the defaults, for the results' command line. */
  described: string;
};

/**
 * BENCH_ONLY (live,reads,web,start,engine), BENCH_DATABASES (embedded,postgres), BENCH_LIVE_STEPS (games per step,
 * 500,750,1000,1500,2000: it stops after the first step that misses the target), BENCH_LIVE_SECONDS (20 measured
 * per step), BENCH_LIVE_WARMUP (5), BENCH_SCORE_EVERY_MS (10000), BENCH_READ_SECONDS (10), BENCH_CONNECTIONS (16),
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_START_RUNS (3), BENCH_RESULTS (bench/results.json), BENCH_POSTGRES_URL (the
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
    sections: new Set(list(env.BENCH_ONLY, SECTIONS, SECTIONS)),
    databases: list(env.BENCH_DATABASES, ['embedded', 'postgres'] as const, ['embedded', 'postgres'] as const),
    live: {
      steps: numbers(env.BENCH_LIVE_STEPS, [500, 750, 1000, 1500, 2000]).sort((a, b) => a - b),
      seconds: positive('BENCH_LIVE_SECONDS', env.BENCH_LIVE_SECONDS, 20),
      warmupSeconds: positive('BENCH_LIVE_WARMUP', env.BENCH_LIVE_WARMUP, 5),
      scoreEveryMs: positive('BENCH_SCORE_EVERY_MS', env.BENCH_SCORE_EVERY_MS, 10_000),
    },
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

function numbers(text: string | undefined, fallback: number[]): number[] {
  if (!text) return fallback;
  return text.split(',').map((part) => positive('BENCH_LIVE_STEPS', part, 0));
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
