// Live games at scale, issue 35's load shape: N games of 4 golfers, every golfer's phone a socket on /ws joined to
// its game. A group finishes a hole every 3 to 4 minutes and its four golfers post their score within 20 s. Measured
// from a score's POST leaving the client until every other socket of its game has the SCORE_UPDATE. Three entries:
// liveBench steps the games up on one server; throughputBench steps an open-loop post rate up on a fixed population;
// scaleOutBench runs both on two instances over one PostgreSQL (and Redis) against one. The sockets live in several
// load processes (bench/lib/live-worker.ts): one process may hold only 20,000 open files on this machine.
import { setTimeout as sleep } from 'node:timers/promises';
import { postgresDatabase, type BenchDatabase } from './lib/databases';
import { PLAYERS_PER_GAME, type BenchGame } from './lib/http';
import type { MemoryFigures } from './lib/inspector';
import { LoadFleet, type Window } from './lib/live-fleet';
import type { Layout } from './lib/live-protocol';
import { seedLiveGames } from './lib/live-seed';
import { perSocketKiB, startInspectedServer, type InspectedServer } from './lib/live-server';
import { quantile, round } from './lib/stats';

export const LIVE_TARGET_P99_MS = 150;

/** How long a socket may take to hear an update before it counts as an error. */
export const DELIVERY_GRACE_MS = 5_000;

/** Games one server process holds at most here: 19,600 sockets, and the process's own few dozen files. */
export const SINGLE_PROCESS_MAX_GAMES = 4_900;
export const FILE_LIMIT_NOTE =
  'one process is limited to 20,000 open files on this machine: one server holds at most 4,900 games (19,600 sockets); 5,000 games (20,000 sockets) run on two instances (scale-out)';

/** A hole's length (random between the two) and the window in which the group's four post their scores. */
export type HoleTiming = { minSeconds: number; maxSeconds: number; windowSeconds: number };

export type LiveOptions = {
  /** The game counts to try, largest first, until one holds the target; capped at SINGLE_PROCESS_MAX_GAMES. */
  steps: number[];
  /** Seconds measured at each step, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  hole: HoleTiming;
};

export type ThroughputOptions = {
  /** The fixed population: games of 4 golfers, a socket each. */
  games: number;
  /** Posts per second to step through, ascending; it stops after the first that misses the target. */
  rates: number[];
  seconds: number;
  warmupSeconds: number;
};

export type ScaleOutOptions = { games: number; live: Omit<LiveOptions, 'steps'>; throughput: ThroughputOptions; redisUrl: string };

export const defaultLiveOptions: LiveOptions = {
  steps: [4_900, 2_500],
  // 20 s at 4,900 games is about 1,600 posts and 4,800 deliveries, enough for a p99; 30 s made the bench too long.
  seconds: 20,
  warmupSeconds: 5,
  hole: { minSeconds: 180, maxSeconds: 240, windowSeconds: 20 },
};

// 10 s a step: at the lowest rate, 3,000 posts and 9,000 deliveries, more than the live section's p99 rests on; at 15 s
// the seventeen steps of a default run (throughput and scale-out) kept the bench over its 10 minutes (BENCHMARKS.md).
export const defaultThroughputOptions: ThroughputOptions = { games: 1_000, rates: [300, 450, 600, 800, 1_000], seconds: 10, warmupSeconds: 3 };

export const defaultScaleOutOptions: ScaleOutOptions = {
  games: 5_000,
  live: { seconds: defaultLiveOptions.seconds, warmupSeconds: defaultLiveOptions.warmupSeconds, hole: defaultLiveOptions.hole },
  throughput: defaultThroughputOptions,
  redisUrl: 'redis://127.0.0.1:6379',
};

/** The latency to every other phone of the posting golfer's game, and what failed. */
export type Latency = {
  posts: number;
  postsPerSecond: number;
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Failed posts + deliveries not heard within DELIVERY_GRACE_MS + sockets that failed while measured. */
  errors: number;
  failedPosts: number;
  missingDeliveries: number;
  socketErrors: number;
  withinTarget: boolean;
};

export type LiveStep = Latency & {
  games: number;
  sockets: number;
  /** Server instances the sockets are spread over; CPU is their sum, peak RSS their largest. */
  instances: number;
  serverCpuPercent: number;
  postgresCpuPercent: number | null;
  peakRssMiB: number;
  /** Memory the servers hold per socket opened at this step: after minus before, after a full GC, over the sockets. */
  rssPerSocketKiB: number;
  heapPerSocketKiB: number;
};

export type LiveResult = {
  database: string;
  where: string;
  steps: LiveStep[];
  largestGamesWithinTarget: number | null;
  /** Why the steps stop at SINGLE_PROCESS_MAX_GAMES (FILE_LIMIT_NOTE), for the report. */
  limitNote: string;
};

export type ThroughputStep = Latency & { targetPostsPerSecond: number; serverCpuMsPerPost: number; postgresCpuMsPerPost: number | null };

export type ThroughputResult = {
  database: string;
  where: string;
  instances: number;
  games: number;
  sockets: number;
  steps: ThroughputStep[];
  largestRateWithinTarget: number | null;
};

export type ScaleOutResult = { where: string; redisUrl: string; saturday: LiveStep; throughput: { one: ThroughputResult; two: ThroughputResult } };

/** One run's servers and load processes (which hold its games), and how the sockets and posts are laid over the servers. */
type Run = { database: BenchDatabase; servers: InspectedServer[]; fleet: LoadFleet; layout: Layout };

export async function liveBench(database: BenchDatabase, options: LiveOptions): Promise<LiveResult> {
  // Largest first: the first step that holds the target is the largest that does, and the smaller ones need no run.
  const steps = options.steps.filter((games) => games <= SINGLE_PROCESS_MAX_GAMES).sort((a, b) => b - a);
  const skipped = options.steps.filter((games) => games > SINGLE_PROCESS_MAX_GAMES);
  console.log(`  live: at most ${String(SINGLE_PROCESS_MAX_GAMES)} games on one server${skipped.length > 0 ? ` (${skipped.join(', ')} skipped)` : ''}: ${FILE_LIMIT_NOTE}`);
  const measured: LiveStep[] = [];
  await withRun(database, Math.max(0, ...steps), async (run) => {
    for (const games of steps) {
      const step = await saturdayStep(run, games, options);
      measured.push(step);
      if (step.withinTarget) break;
    }
  });
  const within = measured.filter((step) => step.withinTarget).map((step) => step.games);
  const largestGamesWithinTarget = within.length > 0 ? Math.max(...within) : null;
  return { database: database.name, where: database.where, steps: measured, largestGamesWithinTarget, limitNote: FILE_LIMIT_NOTE };
}

export async function throughputBench(database: BenchDatabase, options: ThroughputOptions): Promise<ThroughputResult> {
  let result: ThroughputResult | null = null;
  await withRun(database, options.games, async (run) => {
    result = await throughputSteps(run, options);
  });
  return result!;
}

/**
 * Two instances on one PostgreSQL database, with Redis: the throughput steps on the first alone, then the second
 * started (after the first has migrated and answers) and the Saturday at `games` with each game's four sockets split
 * two and two over the instances and its posts sent to either in turn, then the throughput steps on both.
 */
export async function scaleOutBench(options: ScaleOutOptions): Promise<ScaleOutResult | null> {
  const database = await postgresDatabase();
  if (!database) return null;
  try {
    const games = await seedGames(database, options.games);
    const env = { ...database.env, REDIS_URL: options.redisUrl };
    const first = await startInspectedServer(env);
    const run = await startRun(database, [first], games);
    try {
      return await scaleOutRuns(run, env, options);
    } finally {
      await stopRun(run);
    }
  } finally {
    await database.dispose();
  }
}

async function scaleOutRuns(run: Run, env: Record<string, string>, options: ScaleOutOptions): Promise<ScaleOutResult> {
  const population = Math.min(options.throughput.games, options.games);
  const one = await throughputSteps(run, { ...options.throughput, games: population });
  await run.fleet.closeSockets();
  run.servers.push(await startInspectedServer(env));
  run.layout = layoutOver(run.servers);
  const saturday = await saturdayStep(run, options.games, options.live);
  await run.fleet.closeSockets();
  const two = await throughputSteps(run, { ...options.throughput, games: population });
  return { where: run.database.where, redisUrl: options.redisUrl, saturday, throughput: { one, two } };
}

/** Seeds `games` games, starts one server and the load processes, runs `work`, and stops them. */
async function withRun(database: BenchDatabase, games: number, work: (run: Run) => Promise<void>): Promise<void> {
  // Before the server: the embedded database has one process at a time.
  const seeded = await seedGames(database, games);
  const server = await startInspectedServer(database.env);
  const run = await startRun(database, [server], seeded);
  try {
    await work(run);
  } finally {
    await stopRun(run);
  }
}

/** The largest step's games, started, straight into the database (no server has it open yet): the steps open their sockets. */
function seedGames(database: BenchDatabase, games: number): Promise<BenchGame[]> {
  return timed(`seeded ${String(games)} games of ${String(games * PLAYERS_PER_GAME)} golfers`, () => seedLiveGames(database, games, 'live-'));
}

/** The load processes for the games, each given its share of them. */
async function startRun(database: BenchDatabase, servers: InspectedServer[], games: BenchGame[]): Promise<Run> {
  const run: Run = { database, servers, fleet: LoadFleet.start(games.length * PLAYERS_PER_GAME), layout: layoutOver(servers) };
  try {
    await run.fleet.adopt(games);
  } catch (error) {
    await stopRun(run);
    throw error;
  }
  return run;
}

async function stopRun(run: Run): Promise<void> {
  await run.fleet.stop();
  await Promise.all(run.servers.map((server) => server.stop()));
}

/** Each game's four seats split evenly over the servers (two and two over two), its posts to each in turn. */
function layoutOver(servers: InspectedServer[]): Layout {
  const origins = servers.map((server) => server.origin);
  const perServer = Math.ceil(PLAYERS_PER_GAME / origins.length);
  return { socketOrigins: Array.from({ length: PLAYERS_PER_GAME }, (_, seat) => origins[Math.floor(seat / perServer)]!), postOrigins: origins };
}

/** Opens the sockets of the first `games` games; the servers' memory before and after the sockets opened. */
async function grow(run: Run, games: number): Promise<{ opened: number; before: MemoryFigures[]; after: MemoryFigures[]; sockets: number }> {
  const socketsBefore = run.fleet.sockets;
  const before = await Promise.all(run.servers.map((server) => server.memory()));
  const sockets = await timed(`opened sockets to ${String(games)} games`, () => run.fleet.open(games, run.layout));
  const after = await Promise.all(run.servers.map((server) => server.memory()));
  return { opened: sockets - socketsBefore, before, after, sockets };
}

/** Grows to `games`, plays the Saturday for the warm-up, and measures. */
async function saturdayStep(run: Run, games: number, options: Omit<LiveOptions, 'steps'>): Promise<LiveStep> {
  await run.fleet.play(null, games);
  // A smaller step than the last (the steps run largest first) holds its own games' sockets only.
  if (run.fleet.sockets > games * PLAYERS_PER_GAME) await run.fleet.closeSockets();
  const grown = await grow(run, games);
  const { minSeconds, maxSeconds, windowSeconds } = options.hole;
  await run.fleet.play({ shape: 'holes', holeMinMs: minSeconds * 1000, holeMaxMs: maxSeconds * 1000, windowMs: windowSeconds * 1000 }, games);
  await sleep(options.warmupSeconds * 1000);
  const window = await run.fleet.measure(options.seconds, run.servers, DELIVERY_GRACE_MS);
  const memory = perSocketKiB(grown.before, grown.after, grown.opened);
  const step: LiveStep = {
    games,
    sockets: grown.sockets,
    instances: run.servers.length,
    ...latencyOf(window),
    serverCpuPercent: Math.round((window.serverCpuSeconds / window.seconds) * 100),
    postgresCpuPercent: run.database.name === 'postgres' ? Math.round((window.postgresCpuSeconds / window.seconds) * 100) : null,
    peakRssMiB: Math.round(Math.max(...run.servers.map((server) => server.peakRssMiB()))),
    rssPerSocketKiB: round(memory.rss),
    heapPerSocketKiB: round(memory.heap),
  };
  printSaturday(run.database.name, step);
  return step;
}

/** The open-loop rates on the population of `options.games`, up to the first that misses the target. */
async function throughputSteps(run: Run, options: ThroughputOptions): Promise<ThroughputResult> {
  const { sockets } = await grow(run, options.games);
  const steps: ThroughputStep[] = [];
  for (const rate of options.rates) {
    await run.fleet.play({ shape: 'rate', postsPerSecond: rate }, options.games);
    await sleep(options.warmupSeconds * 1000);
    const window = await run.fleet.measure(options.seconds, run.servers, DELIVERY_GRACE_MS);
    const step = throughputStep(run, rate, window);
    steps.push(step);
    printThroughput(run, step);
    if (!step.withinTarget) break;
  }
  await run.fleet.play(null, options.games);
  const within = steps.filter((step) => step.withinTarget).map((step) => step.targetPostsPerSecond);
  const { name, where } = run.database;
  return { database: name, where, instances: run.servers.length, games: options.games, sockets, steps, largestRateWithinTarget: within.length > 0 ? Math.max(...within) : null };
}

function throughputStep(run: Run, rate: number, window: Window): ThroughputStep {
  const perPost = (cpuSeconds: number) => (window.posts > 0 ? round((cpuSeconds * 1000) / window.posts, 2) : Number.NaN);
  return {
    targetPostsPerSecond: rate,
    ...latencyOf(window),
    serverCpuMsPerPost: perPost(window.serverCpuSeconds),
    postgresCpuMsPerPost: run.database.name === 'postgres' ? perPost(window.postgresCpuSeconds) : null,
  };
}

/** Runs `work` and says how long it took: set-up is most of a run's time, and the measured part is fixed. */
async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  const result = await work();
  console.log(`  live: ${what} in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

function latencyOf(window: Window): Latency {
  const errors = window.failedPosts + window.missing + window.socketErrors;
  const p99 = quantile(window.latencies, 0.99);
  return {
    posts: window.posts,
    postsPerSecond: round(window.posts / window.seconds),
    deliveries: window.latencies.length,
    p50Ms: round(quantile(window.latencies, 0.5)),
    p99Ms: round(p99),
    maxMs: round(quantile(window.latencies, 1)),
    errors,
    failedPosts: window.failedPosts,
    missingDeliveries: window.missing,
    socketErrors: window.socketErrors,
    // No deliveries at all is no evidence of holding the target.
    withinTarget: errors === 0 && window.latencies.length > 0 && p99 <= LIVE_TARGET_P99_MS,
  };
}

function printSaturday(database: string, step: LiveStep): void {
  const postgres = step.postgresCpuPercent === null ? '' : `  PostgreSQL CPU ${String(step.postgresCpuPercent)}%`;
  console.log(
    `  live ${database.padEnd(8)} ${String(step.games).padStart(5)} games ${String(step.sockets).padStart(6)} sockets on ${String(step.instances)}  ` +
      `${step.postsPerSecond.toFixed(1).padStart(6)} posts/s  p50 ${step.p50Ms.toFixed(1)} ms  p99 ${step.p99Ms.toFixed(1)} ms  max ${step.maxMs.toFixed(1)} ms  ` +
      `errors ${String(step.errors)}  server CPU ${String(step.serverCpuPercent)}%${postgres}  peak RSS ${String(step.peakRssMiB)} MiB  ` +
      `per socket ${step.rssPerSocketKiB.toFixed(1)} KiB RSS, ${step.heapPerSocketKiB.toFixed(1)} KiB heap`,
  );
}

function printThroughput(run: Run, step: ThroughputStep): void {
  const postgres = step.postgresCpuMsPerPost === null ? '' : `  PostgreSQL ${step.postgresCpuMsPerPost.toFixed(2)} ms/post`;
  console.log(
    `  throughput ${run.database.name.padEnd(8)} on ${String(run.servers.length)}  ${String(step.targetPostsPerSecond).padStart(5)} posts/s asked, ` +
      `${step.postsPerSecond.toFixed(1)} sent  p50 ${step.p50Ms.toFixed(1)} ms  p99 ${step.p99Ms.toFixed(1)} ms  max ${step.maxMs.toFixed(1)} ms  ` +
      `errors ${String(step.errors)}  server ${step.serverCpuMsPerPost.toFixed(2)} ms/post${postgres}`,
  );
}
