// Start-up (issue 17): `npm start` on an existing data directory, from the command to its first answer.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { freePort, serverEnv, waitForAnswer } from './lib/server';
import { median, round } from './lib/stats';

export const START_TARGET_SECONDS = 5;

export type StartResult = { runs: number[]; medianSeconds: number; maxSeconds: number };

/** Times `npm start` `runs` times on `env`'s data (already migrated and seeded by an earlier start). */
export async function startBench(env: Record<string, string>, runs: number): Promise<StartResult> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeOneStart(env));
  const result = { runs: times.map((seconds) => round(seconds, 2)), medianSeconds: round(median(times), 2), maxSeconds: round(Math.max(...times), 2) };
  console.log(`  start   npm start to first answer: median ${String(result.medianSeconds)} s (runs ${result.runs.join(', ')} s)`);
  return result;
}

async function timeOneStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  // Its own process group, so npm, tsx and the server stop together.
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...serverEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  try {
    await waitForAnswer(`http://127.0.0.1:${String(port)}/api/health`, child, () => stderr, 60_000);
    return (performance.now() - began) / 1000;
  } finally {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}
