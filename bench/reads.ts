// Hot reads (issue 17): a live game's players as a full 200 and as a 304, and GET /api/auth/user, against a bare
// node:http hello-world started the same way in the same run, as ratios of requests per second (autocannon).
import autocannon from 'autocannon';
import type { GameDetail } from '../src/contract/games-responses';
import { seedGolfers, type BenchDatabase, type SeededUser } from './lib/databases';
import { BenchClient, fillCard, HOLES, newGame, PLAYERS_PER_GAME } from './lib/http';
import { startServer } from './lib/server';
import { median, round } from './lib/stats';

export const READ_TARGETS = { players200: 0.5, players304: 0.7 } as const;

/**
 * What Chromium sends in Accept-Encoding, as the app's own calls carry it: the reads are measured as the app's client
 * makes them. One more row reads the players without it (identity), to show what compression saves.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export type ReadsOptions = { seconds: number; connections: number };
export type ReadRate = {
  path: string;
  status: number;
  /** The request's Accept-Encoding, or null for none. */
  acceptEncoding: string | null;
  requestsPerSecond: number;
  /** The bare server's rate, measured in turns with this one (the median of the rounds). */
  bareRequestsPerSecond: number;
  ratioToBare: number;
  p99Ms: number;
  errors: number;
};
export type ReadsResult = { database: string; where: string; rates: ReadRate[] };

type Autocannon = Awaited<ReturnType<typeof autocannon>>;

/** Rounds each read and the bare server take in turn; the ratio is their median. */
const READ_ROUNDS = 5;

/** Runs autocannon on one GET; every answer must have `status`, or the run is refused. */
async function load(url: string, headers: Record<string, string>, status: number, connections: number, seconds: number): Promise<Autocannon> {
  const result = await autocannon({ url, headers, connections, pipelining: 1, duration: seconds });
  const answered = result.statusCodeStats?.[String(status) as `${number}`]?.count ?? 0;
  if (answered !== result.requests.total || result.errors > 0) {
    throw new Error(`GET ${url}: ${String(answered)} of ${String(result.requests.total)} answered ${String(status)}, ${String(result.errors)} errors`);
  }
  return result;
}

type Measured = { requestsPerSecond: number; bareRequestsPerSecond: number; ratio: number; p99Ms: number; errors: number };

/**
 * One read against the bare server, in turns: after a warm-up of each (JIT, caches, pools), READ_ROUNDS short rounds of
 * the bare server then the read, so both see the machine as it is at that moment. On a shared machine the bare rate
 * alone moved by a third within a minute; the median of the rounds' ratios holds still where one long run each did not.
 */
async function measureAgainstBare(bareUrl: string, url: string, headers: Record<string, string>, status: number, options: ReadsOptions): Promise<Measured> {
  const roundSeconds = Math.max(1, options.seconds / READ_ROUNDS);
  const warmUp = Math.max(1, options.seconds / 5);
  await load(bareUrl, {}, 200, options.connections, warmUp);
  await load(url, headers, status, options.connections, warmUp);
  const rounds: Array<{ bare: number; read: Autocannon }> = [];
  for (let round = 0; round < READ_ROUNDS; round += 1) {
    const bare = (await load(bareUrl, {}, 200, options.connections, roundSeconds)).requests.average;
    rounds.push({ bare, read: await load(url, headers, status, options.connections, roundSeconds) });
  }
  return {
    requestsPerSecond: median(rounds.map((r) => r.read.requests.average)),
    bareRequestsPerSecond: median(rounds.map((r) => r.bare)),
    ratio: median(rounds.map((r) => r.read.requests.average / r.bare)),
    p99Ms: Math.max(...rounds.map((r) => r.read.latency.p99)),
    errors: rounds.reduce((sum, r) => sum + r.read.errors + r.read.non2xx - (status === 200 ? 0 : r.read.requests.total), 0),
  };
}

/** The reads to measure: path, request headers and the status every answer must have. */
type Read = { path: string; headers: Record<string, string>; status: number };

/** The reads of a live game's full card, each measured in turns with the bare node:http server. */
export async function readsBench(database: BenchDatabase, options: ReadsOptions): Promise<ReadsResult> {
  const golfers = await seedGolfers(database, PLAYERS_PER_GAME, 'reads-');
  const bare = await startServer('bench/bare-server.ts', {}, '/');
  const server = await startServer('src/server/main.ts', database.env);
  const client = new BenchClient(server.origin);
  try {
    const reads = await readsOfFullCard(client, golfers);
    const rates: ReadRate[] = [];
    for (const read of reads) {
      const measured = await measureAgainstBare(`${bare.origin}/`, `${server.origin}${read.path}`, read.headers, read.status, options);
      const rate = {
        path: read.path.replace(/\/\d+\//, '/{id}/'),
        status: read.status,
        acceptEncoding: read.headers['accept-encoding'] ?? null,
        requestsPerSecond: Math.round(measured.requestsPerSecond),
        bareRequestsPerSecond: Math.round(measured.bareRequestsPerSecond),
        ratioToBare: round(measured.ratio, 3),
        p99Ms: measured.p99Ms,
        errors: measured.errors,
      };
      rates.push(rate);
      const coding = rate.acceptEncoding ? '' : ' (identity)';
      console.log(`  reads ${database.name.padEnd(8)} GET ${rate.path}${coding} ${String(rate.status)}: ${String(rate.requestsPerSecond)} req/s, bare ${String(rate.bareRequestsPerSecond)}: ${String(rate.ratioToBare)} of bare`);
    }
    return { database: database.name, where: database.where, rates };
  } finally {
    client.close();
    await server.stop();
    await bare.stop();
  }
}

/** A public game with every hole of four golfers scored, and the reads of it a live screen makes, as a player. */
async function readsOfFullCard(client: BenchClient, golfers: SeededUser[]): Promise<Read[]> {
  const game = await newGame(client, golfers, true);
  await fillCard(client, game);
  const reader = golfers[1]!;
  const path = `/api/games/${String(game.id)}/players`;
  const browser = { cookie: reader.cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const first = await client.request('GET', path, reader, undefined, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const etag = first.headers.etag;
  if (first.status !== 200 || typeof etag !== 'string' || first.headers['content-encoding'] !== 'br') throw new Error('the players answer is not compressed');
  const card = JSON.parse((await client.request('GET', path, reader)).body) as Array<{ scores: unknown[] }>;
  if (card.some((player) => player.scores.length !== HOLES)) throw new Error('the game is not a full card');
  await client.expect<GameDetail>(200, 'GET', `/api/games/${String(game.id)}`, reader);
  return [
    { path, headers: browser, status: 200 },
    { path, headers: { ...browser, 'if-none-match': etag }, status: 304 },
    { path, headers: { cookie: reader.cookie }, status: 200 },
    { path: '/api/auth/user', headers: browser, status: 200 },
  ];
}
