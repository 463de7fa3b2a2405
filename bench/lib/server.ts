// The server under test, as a user runs it: its own process (`node --import tsx src/server/main.ts`, what `npm start`
// runs), configured by environment, so its CPU time and memory are its own and the load generator cannot slow it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type ServerProcess = {
  origin: string;
  port: number;
  pid: number;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  /** The process's peak resident set so far, in MiB (VmHWM). */
  peakRssMiB(): number;
  stop(): Promise<void>;
};

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * The environment a benchmarked server starts with: production, at the server's own default log level (a line per API
 * request, written to a discarded stdout), as a default install runs (issue 28). BENCH_LOG_LEVEL sets another.
 */
export function serverEnv(): NodeJS.ProcessEnv {
  const { LOG_LEVEL: _ignored, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: 'production', ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}) };
}

/** Starts `script` under tsx with `env` and waits until `readyPath` answers 200. */
export async function startServer(script: string, env: Record<string, string>, readyPath = '/api/health'): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. --cpu-prof to see where its time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...serverEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const origin = `http://127.0.0.1:${String(port)}`;
  await waitForAnswer(`${origin}${readyPath}`, child, () => stderr, 120_000);
  const pid = child.pid ?? 0;
  return {
    origin,
    port,
    pid,
    cpuSeconds: () => processCpuSeconds(pid),
    peakRssMiB: () => peakRssMiB(pid),
    stop: () => stopProcess(child),
  };
}

/** Polls `url` until it answers 200; fails when the process exits first or the time is up. */
export async function waitForAnswer(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited (${String(child.exitCode)}):\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`no answer from ${url} in ${String(timeoutMs)} ms:\n${log()}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process, from /proc (Linux), in seconds. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  // The command name may hold spaces; the fields after it are fixed. utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/**
 * CPU seconds used so far by every PostgreSQL server process on this machine (the bench is alone on it), counting the
 * backends that have ended: the postmaster is given each one's time when it reaps it (cutime, cstime). A sum over the
 * live processes alone loses a closed connection's time, and a window with one closing could come out negative.
 */
export function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // The fields after the command name; utime, stime, cutime and cstime are fields 14 to 17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}
