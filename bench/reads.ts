// Hot reads (issue 17): a live game's players as a full 200 and as a 304, and GET /api/auth/user, against a bare
// node:http hello-world started the same way in the same run, as ratios of requests per second (autocannon).
import autocannon from 'autocannon';
import type { GameDetail } from '../src/contract/games-responses';
import { seedGolfers, type BenchDatabase } from './lib/databases';
import { BenchClient, fillCard, HOLES, newGame, PLAYERS_PER_GAME } from './lib/http';
import { startServer } from './lib/server';
import { round } from './lib/stats';

export const READ_TARGETS = { players200: 0.5, players304: 0.7 } as const;

export type ReadsOptions = { seconds: number; connections: number };
export type ReadRate = { path: string; status: number; requestsPerSecond: number; ratioToBare: number; p99Ms: number; errors: number };
export type ReadsResult = { database: string; where: string; bareRequestsPerSecond: number; rates: ReadRate[] };

type Autocannon = Awaited<ReturnType<typeof autocannon>>;

/** Requests per second of one GET; every answer must have `status`, or the run is refused. */
async function rateOf(url: string, headers: Record<string, string>, status: number, options: ReadsOptions): Promise<Autocannon> {
  const settings = { url, headers, connections: options.connections, pipelining: 1 };
  await autocannon({ ...settings, duration: Math.max(1, options.seconds / 5) }); // warm-up: JIT, caches, pools
  const result = await autocannon({ ...settings, duration: options.seconds });
  const answered = result.statusCodeStats?.[String(status) as `${number}`]?.count ?? 0;
  if (answered !== result.requests.total || result.errors > 0) {
    throw new Error(`GET ${url}: ${String(answered)} of ${String(result.requests.total)} answered ${String(status)}, ${String(result.errors)} errors`);
  }
  return result;
}

export async function bareRate(options: ReadsOptions): Promise<number> {
  const bare = await startServer('bench/bare-server.ts', {}, '/');
  try {
    return (await rateOf(`${bare.origin}/`, {}, 200, options)).requests.average;
  } finally {
    await bare.stop();
  }
}

export async function readsBench(database: BenchDatabase, bareRequestsPerSecond: number, options: ReadsOptions): Promise<ReadsResult> {
  const golfers = await seedGolfers(database, PLAYERS_PER_GAME, 'reads-');
  const server = await startServer('src/server/main.ts', database.env);
  const client = new BenchClient(server.origin);
  try {
    const game = await newGame(client, golfers, true);
    await fillCard(client, game);
    const reader = golfers[1]!;
    const path = `/api/games/${String(game.id)}/players`;
    const first = await client.request('GET', path, reader);
    const etag = first.headers.etag;
    const card = JSON.parse(first.body) as Array<{ scores: unknown[] }>;
    if (first.status !== 200 || typeof etag !== 'string' || card.some((player) => player.scores.length !== HOLES)) throw new Error('the game is not a full card');
    await client.expect<GameDetail>(200, 'GET', `/api/games/${String(game.id)}`, reader);

    const measured: Array<[string, Record<string, string>, number]> = [
      [path, { cookie: reader.cookie }, 200],
      [path, { cookie: reader.cookie, 'if-none-match': etag }, 304],
      ['/api/auth/user', { cookie: reader.cookie }, 200],
    ];
    const rates: ReadRate[] = [];
    for (const [url, headers, status] of measured) {
      const result = await rateOf(`${server.origin}${url}`, headers, status, options);
      const rate = {
        path: url.replace(String(game.id), '{id}'),
        status,
        requestsPerSecond: Math.round(result.requests.average),
        ratioToBare: round(result.requests.average / bareRequestsPerSecond, 3),
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx - (status === 200 ? 0 : result.requests.total),
      };
      rates.push(rate);
      console.log(`  reads ${database.name.padEnd(8)} GET ${rate.path} ${String(status)}: ${String(rate.requestsPerSecond)} req/s, ${String(rate.ratioToBare)} of bare`);
    }
    return { database: database.name, where: database.where, bareRequestsPerSecond: Math.round(bareRequestsPerSecond), rates };
  } finally {
    client.close();
    await server.stop();
  }
}
