// The live bench's load processes (live-worker.ts), seen from the parent: whole games dealt out to them in turn, one
// command to all at once, and the measured window's figures gathered from all of them with the servers' CPU time.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchGame } from './http';
import type { Envelope, Layout, LoadShape, Recorded, WorkerCommand, WorkerReply } from './live-protocol';
import { postgresCpuSeconds, type ServerProcess } from './server';

/** Sockets one load process holds at most: well under the 20,000 open files a process may have here. */
export const SOCKETS_PER_LOAD_PROCESS = 7_000;

/** What a measured window saw: every process's recordings together, and the CPU the servers and PostgreSQL used. */
export type Window = Recorded & { seconds: number; serverCpuSeconds: number; postgresCpuSeconds: number };

type Worker = { child: ChildProcess; waiting: Map<number, (reply: WorkerReply) => void> };

export class LoadFleet {
  private nextId = 1;
  /** Sockets open now, over all the processes. */
  sockets = 0;

  private constructor(private readonly workers: Worker[]) {}

  /** Enough load processes for `sockets` sockets. */
  static start(sockets: number): LoadFleet {
    const count = Math.max(1, Math.ceil(sockets / SOCKETS_PER_LOAD_PROCESS));
    const script = fileURLToPath(new URL('./live-worker.ts', import.meta.url));
    return new LoadFleet(
      Array.from({ length: count }, (_, index) => {
        const child = fork(script, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, LIVE_WORKER_INDEX: String(index) } });
        const worker: Worker = { child, waiting: new Map() };
        child.on('message', ({ id, body }: Envelope<WorkerReply>) => worker.waiting.get(id)?.(body));
        // A send to a process that has gone fails here; the command's own wait reports it ('exit').
        child.on('error', (error) => console.error(`  load process ${String(index)}: ${error.message}`));
        return worker;
      }),
    );
  }

  /** Deals out the run's games, all of them at once (seeded, bench/lib/live-seed.ts): game k goes to process k mod count. */
  async adopt(games: BenchGame[]): Promise<void> {
    await this.each((index) => ({ kind: 'adopt', games: games.filter((_, k) => k % this.workers.length === index) }));
  }

  /** Opens (and joins) the sockets of the first `games` games; the number of sockets open after. */
  async open(games: number, layout: Layout): Promise<number> {
    const replies = await this.each((index) => ({ kind: 'open', games: this.share(games, index), layout }));
    this.sockets = sum(replies.map((reply) => reply.sockets));
    return this.sockets;
  }

  async closeSockets(): Promise<void> {
    await this.each(() => ({ kind: 'closeSockets' }));
    this.sockets = 0;
  }

  /** Starts the load on every open game; an open-loop rate is split by each process's share of the games. */
  async play(load: LoadShape | null, games: number): Promise<void> {
    await this.each((index) => ({
      kind: 'play',
      load: load?.shape === 'rate' ? { shape: 'rate', postsPerSecond: (load.postsPerSecond * this.share(games, index)) / games } : load,
    }));
  }

  /** Records `seconds` of the load, then gives what was recorded `graceMs` to be heard. */
  async measure(seconds: number, servers: ServerProcess[], graceMs: number): Promise<Window> {
    await this.each(() => ({ kind: 'record' }));
    const cpuBefore = sum(servers.map((server) => server.cpuSeconds()));
    const postgresBefore = postgresCpuSeconds();
    const start = performance.now();
    await sleep(seconds * 1000);
    const elapsed = (performance.now() - start) / 1000;
    const serverCpuSeconds = sum(servers.map((server) => server.cpuSeconds())) - cpuBefore;
    const postgres = postgresCpuSeconds() - postgresBefore;
    const replies = await this.each(() => ({ kind: 'collect', graceMs }));
    const recorded = replies.map((reply) => reply.recorded!);
    return {
      seconds: elapsed,
      serverCpuSeconds,
      postgresCpuSeconds: postgres,
      latencies: recorded.flatMap((one) => one.latencies),
      posts: sum(recorded.map((one) => one.posts)),
      failedPosts: sum(recorded.map((one) => one.failedPosts)),
      missing: sum(recorded.map((one) => one.missing)),
      socketErrors: sum(recorded.map((one) => one.socketErrors)),
    };
  }

  async stop(): Promise<void> {
    const exited = this.workers.map(({ child }) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))));
    await Promise.race([this.each(() => ({ kind: 'exit' })).catch(() => undefined), sleep(15_000)]);
    for (const { child } of this.workers) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(exited);
  }

  /** How many of the first `games` games process `index` has (game k is process k mod count's). */
  private share(games: number, index: number): number {
    return Math.max(0, Math.ceil((games - index) / this.workers.length));
  }

  /** Sends each process its command, all at once; fails with the first process's failure. */
  private async each(command: (index: number) => WorkerCommand): Promise<WorkerReply[]> {
    const replies = await Promise.all(this.workers.map((worker, index) => this.send(worker, command(index))));
    const failed = replies.find((reply) => reply.error !== undefined);
    if (failed) throw new Error(`a load process failed: ${failed.error ?? ''}`);
    return replies;
  }

  private send(worker: Worker, command: WorkerCommand): Promise<WorkerReply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const gone = () => reject(new Error(`a load process exited during "${command.kind}"`));
      worker.child.once('exit', gone);
      worker.waiting.set(id, (reply) => {
        worker.waiting.delete(id);
        worker.child.off('exit', gone);
        resolve(reply);
      });
      worker.child.send({ id, body: command } satisfies Envelope<WorkerCommand>);
    });
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
