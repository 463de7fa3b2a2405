// A lean keep-alive HTTP client (node:http), so what is measured is the server, and the games the benches play.
import http from 'node:http';
import type { GameDetail } from '../../src/contract/games-responses';
import type { SeededUser } from './databases';

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export class BenchClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(readonly origin: string, maxSockets = 64) {
    this.url = new URL(origin);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** One call as `user`; a POST carries the browser's Origin, which the same-origin check expects. */
  request(method: 'GET' | 'POST', path: string, user: SeededUser | null, body?: object, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const all: Record<string, string> = { ...headers };
    if (user) all.cookie = user.cookie;
    if (method === 'POST') all.origin = this.origin;
    if (payload !== undefined) {
      all['content-type'] = 'application/json';
      all['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const req = http.request({ host: this.url.hostname, port: this.url.port, method, path, headers: all, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A call that must answer `status`; its parsed body. */
  async expect<T>(status: number, method: 'GET' | 'POST', path: string, user: SeededUser | null, body?: object): Promise<T> {
    const answer = await this.request(method, path, user, body);
    if (answer.status !== status) throw new Error(`${method} ${path}: ${String(answer.status)} ${answer.body.slice(0, 300)}`);
    return (answer.body === '' ? undefined : JSON.parse(answer.body)) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

export const PLAYERS_PER_GAME = 4;
export const HOLES = 18;
const COURSE = { courseName: 'Grey Rock Golf Club', teeColor: 'Blue' };

export type BenchGame = { id: number; players: SeededUser[] };

/** The body of a bench game's POST /api/games for `players` golfers; the live bench's seeded games are made from it too (live-seed.ts). */
export function newGameBody(players: number) {
  return { ...COURSE, gameType: 'stroke', maxPlayers: players, betAmount: 0 } as const;
}

/** The body of the join of the creator's `index`th fellow golfer (0 the first after the creator). */
export function joinBody(index: number) {
  return { handicap: 4 * index };
}

/** A public stroke game of the four golfers, created and joined through the API; started when `start`. */
export async function newGame(client: BenchClient, players: SeededUser[], start: boolean): Promise<BenchGame> {
  const [creator, ...others] = players as [SeededUser, ...SeededUser[]];
  const { id } = await client.expect<GameDetail>(201, 'POST', '/api/games', creator, newGameBody(players.length));
  for (const [index, player] of others.entries()) await client.expect(201, 'POST', `/api/games/${String(id)}/join`, player, joinBody(index));
  if (start) await client.expect(200, 'POST', `/api/games/${String(id)}/start`, creator);
  return { id, players };
}

/** Every player's 18 holes scored, by the creator: a full card, what a 200 of GET players has most work on. */
export async function fillCard(client: BenchClient, game: BenchGame): Promise<void> {
  const creator = game.players[0]!;
  for (const player of game.players) {
    for (let hole = 1; hole <= HOLES; hole += 1) {
      await client.expect(200, 'POST', `/api/games/${String(game.id)}/scores`, creator, { holeNumber: hole, strokes: 3 + ((hole * 7) % 4), playerId: player.userId });
    }
  }
}

/** Runs `work` over the items with at most `limit` at once. */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}
