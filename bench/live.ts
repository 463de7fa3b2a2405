// Live games at scale (issue 17): N games of 4 golfers, every golfer's socket joined to their game, every golfer
// entering their own score about every 10 s through the API. Measured from the POST leaving the client until each
// of the game's 3 other sockets has the SCORE_UPDATE. The load steps up (500 games, then more) on one server, so
// the largest N that still holds the target is found in one run.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, type RawData } from 'ws';
import { defaultRealtimeLimits } from '../src/server/realtime/limits';
import type { ClientMessage, ServerMessage } from '../src/contract/realtime';
import { seedGolfers, type BenchDatabase, type SeededUser } from './lib/databases';
import { BenchClient, HOLES, inParallel, newGame, PLAYERS_PER_GAME, type BenchGame } from './lib/http';
import { postgresCpuSeconds, startServer, type ServerProcess } from './lib/server';
import { quantile, round } from './lib/stats';

export const LIVE_TARGET_P99_MS = 150;

export type LiveOptions = {
  /** The game counts to step through, ascending; the first is the 500. */
  steps: number[];
  /** Seconds measured at each step, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  /** How often each golfer enters a score. */
  scoreEveryMs: number;
};

export type LiveStep = {
  games: number;
  sockets: number;
  posts: number;
  postsPerSecond: number;
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  serverCpuPercent: number;
  postgresCpuPercent: number | null;
  peakRssMiB: number;
  withinTarget: boolean;
};

export type LiveResult = { database: string; where: string; steps: LiveStep[]; largestGamesWithinTarget: number | null };

/** How long a socket may take to hear an update before it counts as an error. */
const DELIVERY_GRACE_MS = 5_000;

type Socket = { index: number; ws: WebSocket; game: BenchGame; player: SeededUser; confirmed: boolean };
/** A score post on its way: when it left, the sockets yet to hear it, and when the others did. */
type Post = { start: number; waiting: Set<number>; heard: number[] };

export async function liveBench(database: BenchDatabase, options: LiveOptions): Promise<LiveResult> {
  const most = Math.max(...options.steps);
  const golfers = await seedGolfers(database, most * PLAYERS_PER_GAME, 'live-');
  const server = await startServer('src/server/main.ts', database.env);
  const run = new LiveRun(server, options.scoreEveryMs, database.name === 'postgres');
  const steps: LiveStep[] = [];
  try {
    for (const games of options.steps) {
      await run.growTo(games, golfers);
      const step = await run.measure(options);
      steps.push(step);
      printStep(database.name, step);
      if (!step.withinTarget) break;
    }
  } finally {
    await run.close();
    await server.stop();
  }
  const within = steps.filter((step) => step.withinTarget).map((step) => step.games);
  return { database: database.name, where: database.where, steps, largestGamesWithinTarget: within.length > 0 ? Math.max(...within) : null };
}

function printStep(database: string, step: LiveStep): void {
  console.log(
    `  live ${database.padEnd(8)} ${String(step.games).padStart(5)} games ${String(step.sockets).padStart(5)} sockets  ` +
      `${String(step.postsPerSecond).padStart(4)} posts/s  p50 ${step.p50Ms.toFixed(1)} ms  p99 ${step.p99Ms.toFixed(1)} ms  ` +
      `errors ${String(step.errors)}  server CPU ${String(step.serverCpuPercent)}%  peak RSS ${String(step.peakRssMiB)} MiB`,
  );
}

/** One server under a growing load: its games, sockets, the golfers' score timers, and the posts in flight. */
class LiveRun {
  private readonly client: BenchClient;
  private readonly games: BenchGame[] = [];
  private readonly sockets: Socket[] = [];
  private readonly socketsOf = new Map<number, Socket[]>();
  private readonly timers: NodeJS.Timeout[] = [];
  /** Posts on their way, by (game, player, hole, strokes). */
  private readonly inFlight = new Map<string, Post[]>();
  private recording: Post[] | null = null;
  private posts = 0;
  private errors = 0;
  /** Set when the run ends: posts still on their way then are cut off by the closing, not failures of the server. */
  private closing = false;

  constructor(
    private readonly server: ServerProcess,
    private readonly scoreEveryMs: number,
    /** Whether PostgreSQL's own processes do part of the work, and their CPU is reported too. */
    private readonly onPostgres: boolean,
  ) {
    this.client = new BenchClient(server.origin, 128);
  }

  /** Adds games (created, joined, watched by every player's socket, then started) until there are `count`. */
  async growTo(count: number, golfers: SeededUser[]): Promise<void> {
    const added: BenchGame[] = [];
    const from = this.games.length;
    await inParallel(
      Array.from({ length: count - from }, (_, i) => from + i),
      8,
      async (index) => {
        const players = golfers.slice(index * PLAYERS_PER_GAME, (index + 1) * PLAYERS_PER_GAME);
        added.push(await newGame(this.client, players, false));
      },
    );
    this.games.push(...added);
    const opened: Socket[] = [];
    await inParallel(
      added.flatMap((game) => game.players.map((player) => ({ game, player }))),
      50,
      async ({ game, player }) => opened.push(await this.openSocket(game, player)),
    );
    await inParallel(added, 8, (game) => this.client.expect(200, 'POST', `/api/games/${String(game.id)}/start`, game.players[0]!));
    await this.confirmWatching(added, opened);
    for (const game of added) for (const player of game.players) this.scheduleScores(game, player);
  }

  private async openSocket(game: BenchGame, player: SeededUser): Promise<Socket> {
    const index = this.sockets.length;
    const ws = new WebSocket(`${this.server.origin.replace('http', 'ws')}/ws`, { headers: { cookie: player.cookie }, localAddress: loopbackAddressFor(index) });
    const socket: Socket = { index, ws, game, player, confirmed: false };
    this.sockets.push(socket);
    this.socketsOf.set(game.id, [...(this.socketsOf.get(game.id) ?? []), socket]);
    ws.on('message', (data) => this.onMessage(socket, data));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('error', () => (this.errors += 1));
    ws.on('close', (code) => {
      if (!this.closing && code !== 1000 && code !== 1005) this.errors += 1;
    });
    ws.send(JSON.stringify({ type: 'JOIN_GAME', gameId: game.id } satisfies ClientMessage));
    return socket;
  }

  /**
   * JOIN_GAME has no answer: a socket is known to watch once it hears one of its game's events, GAME_STARTED first.
   * A socket whose join was still being checked when the game started is confirmed by a score of its game.
   */
  private async confirmWatching(games: BenchGame[], sockets: Socket[]): Promise<void> {
    const allConfirmed = () => sockets.every((socket) => socket.confirmed);
    await waitUntil(allConfirmed, 3_000);
    for (let round = 0; round < 5 && !allConfirmed(); round += 1) {
      const unconfirmed = games.filter((game) => this.socketsOf.get(game.id)?.some((socket) => !socket.confirmed));
      await inParallel(unconfirmed, 8, (game) => this.client.request('POST', `/api/games/${String(game.id)}/scores`, game.players[0]!, { holeNumber: 1, strokes: 4 }));
      await waitUntil(allConfirmed, 2_000);
    }
    const missing = sockets.filter((socket) => !socket.confirmed).length;
    if (missing > 0) throw new Error(`${String(missing)} sockets never heard their game`);
  }

  /** The golfer enters their own scores, hole after hole, every `scoreEveryMs` from a random start. */
  private scheduleScores(game: BenchGame, player: SeededUser): void {
    const strokesOn: number[] = [];
    let entered = 0;
    const enter = () => {
      const hole = entered % HOLES;
      entered += 1;
      // A different value from the stored one, so every post is a real write and announces an update.
      let strokes = 3 + Math.floor(Math.random() * 5);
      if (strokes === strokesOn[hole]) strokes += 1;
      strokesOn[hole] = strokes;
      void this.post(game, player, hole + 1, strokes);
    };
    const first = setTimeout(() => {
      enter();
      this.timers.push(setInterval(enter, this.scoreEveryMs));
    }, Math.random() * this.scoreEveryMs);
    this.timers.push(first);
  }

  private async post(game: BenchGame, player: SeededUser, holeNumber: number, strokes: number): Promise<void> {
    const listeners = (this.socketsOf.get(game.id) ?? []).filter((socket) => socket.player !== player);
    const key = postKey(game.id, player.userId, holeNumber, strokes);
    const post: Post = { start: performance.now(), waiting: new Set(listeners.map((socket) => socket.index)), heard: [] };
    this.inFlight.set(key, [...(this.inFlight.get(key) ?? []), post]);
    this.recording?.push(post);
    this.posts += 1;
    try {
      const answer = await this.client.request('POST', `/api/games/${String(game.id)}/scores`, player, { holeNumber, strokes, playerId: player.userId });
      if (answer.status !== 200) throw new Error(`${String(answer.status)} ${answer.body}`);
    } catch (error) {
      if (this.closing) return;
      this.errors += 1;
      // Counted once, as a failed post, not again as three deliveries that never came.
      post.waiting.clear();
      if (this.errors <= 5) console.error(`  score post failed: ${String(error)}`);
    }
  }

  private onMessage(socket: Socket, data: RawData): void {
    const message = JSON.parse(rawText(data)) as ServerMessage;
    if (!('gameId' in message) || message.gameId !== socket.game.id) return;
    socket.confirmed = true;
    if (message.type !== 'SCORE_UPDATE') return;
    const { score } = message;
    const key = postKey(score.gameId, score.userId, score.holeNumber, score.strokes);
    const posts = this.inFlight.get(key);
    const post = posts?.find((candidate) => candidate.waiting.has(socket.index));
    if (!posts || !post) return;
    post.heard.push(performance.now());
    post.waiting.delete(socket.index);
    if (post.waiting.size === 0) posts.splice(posts.indexOf(post), 1);
    if (posts.length === 0) this.inFlight.delete(key);
  }

  /** Warm-up, then `seconds` of recorded posts; every recorded post gets the grace time to be heard. */
  async measure(options: LiveOptions): Promise<LiveStep> {
    await sleep(options.warmupSeconds * 1000);
    const recorded: Post[] = [];
    const errorsBefore = this.errors;
    const postsBefore = this.posts;
    const cpuBefore = this.server.cpuSeconds();
    const postgresBefore = postgresCpuSeconds();
    const start = performance.now();
    this.recording = recorded;
    await sleep(options.seconds * 1000);
    this.recording = null;
    const elapsed = (performance.now() - start) / 1000;
    const serverCpu = (this.server.cpuSeconds() - cpuBefore) / elapsed;
    const postgresCpu = (postgresCpuSeconds() - postgresBefore) / elapsed;
    const posts = this.posts - postsBefore;
    await waitUntil(() => recorded.every((post) => post.waiting.size === 0), DELIVERY_GRACE_MS);
    const missing = recorded.reduce((sum, post) => sum + post.waiting.size, 0);
    const samples = recorded.flatMap((post) => post.heard.map((at) => at - post.start));
    const errors = this.errors - errorsBefore + missing;
    const p99 = quantile(samples, 0.99);
    return {
      games: this.games.length,
      sockets: this.sockets.length,
      posts,
      postsPerSecond: Math.round(posts / elapsed),
      deliveries: samples.length,
      p50Ms: round(quantile(samples, 0.5)),
      p99Ms: round(p99),
      maxMs: round(quantile(samples, 1)),
      errors,
      serverCpuPercent: Math.round(serverCpu * 100),
      postgresCpuPercent: this.onPostgres ? Math.round(postgresCpu * 100) : null,
      peakRssMiB: Math.round(this.server.peakRssMiB()),
      withinTarget: errors === 0 && p99 <= LIVE_TARGET_P99_MS,
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.all(this.sockets.map((socket) => closeSocket(socket.ws)));
    this.client.close();
  }
}

function postKey(gameId: number, userId: string, holeNumber: number, strokes: number): string {
  return `${String(gameId)}|${userId}|${String(holeNumber)}|${String(strokes)}`;
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function closeSocket(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    ws.once('close', () => resolve());
    ws.once('error', () => resolve());
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    else ws.close(1000);
  });
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!done() && performance.now() < end) await sleep(5);
}

/**
 * Phones come from many addresses, and the server caps sockets per address (src/server/realtime/limits.ts): the
 * bench's sockets are spread over loopback addresses, which all reach the server on 127.0.0.1 (Linux routes the whole
 * 127.0.0.0/8 to lo), half the cap to each.
 */
function loopbackAddressFor(socketIndex: number): string {
  const perAddress = Math.floor(defaultRealtimeLimits.socketsPerAddress / 2);
  const n = 2 + Math.floor(socketIndex / perAddress);
  return `127.${String(Math.floor(n / 65_536) % 256)}.${String(Math.floor(n / 256) % 256)}.${String(n % 256)}`;
}
