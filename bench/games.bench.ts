// Games under load, over real HTTP and real sockets: (1) how long a score takes to reach the other players' /ws
// sockets, and (2) what the ETag saves on GET /api/games/{id}/players. Run with `npm run bench`, or alone with
// `npx tsx bench/games.bench.ts`. Settings: BENCH_GAMES (100 games of 4 players), BENCH_SCORES (2000 score posts),
// BENCH_SECONDS (5 s per read rate); DATABASE_URL=postgres://... runs on PostgreSQL (LISTEN/NOTIFY bus) instead of
// an in-memory PGlite, and leaves the bench's users and games in that database: give it a throwaway one.
//
// The server (this process) and the load (a child process running this same file) are kept apart, as a real load
// generator would be: on a small machine a client sharing the server's event loop would slow both and blur the
// figures. Every time is taken in the client. Compare runs on the same machine only.
import { fork } from 'node:child_process';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import type { StoredScore } from '../src/contract/games';
import type { GameDetail, GamePlayer } from '../src/contract/games-responses';
import type { ClientMessage, ServerMessage } from '../src/contract/realtime';
import { buildApp } from '../src/server/app';
import { sessionCookieName } from '../src/server/auth/cookie';
import { passwordHash } from '../src/server/auth/password';
import { createSessionService } from '../src/server/auth/session-service';
import { sessionsRepository } from '../src/server/auth/sessions-repository';
import { loadConfig } from '../src/server/config';
import { demoCourseRows, demoCourses } from '../src/server/courses/demo-courses';
import { coursesRepository } from '../src/server/courses/repository';
import { openDatabase, type Database } from '../src/server/db/client';
import { usersRepository } from '../src/server/users/repository';

const PLAYERS_PER_GAME = 4;
const HOLES = 18;
/** Score posts in flight at once during the fan-out run (never two on one game, see postScores). */
const SCORES_IN_FLIGHT = 8;
/** Requests in flight at once during the read rates. */
const READ_CONCURRENCY = 16;
/** How long a socket may take to receive an update before it counts as missing. */
const DELIVERY_GRACE_MS = 5_000;
const COURSE = { courseName: 'Grey Rock Golf Club', teeColor: 'Blue' };

type Player = { userId: string; token: string };
type BenchGame = { id: number; players: Player[] };
type ClientPlan = {
  port: number;
  games: BenchGame[];
  /** A started game whose 4 players have all 18 holes scored: the read-rate target. */
  cardGame: BenchGame;
  scores: number;
  seconds: number;
};
type ClientResult = { ok: boolean };

const childRole = 'DORMIE_GAMES_BENCH_CLIENT';

if (process.env[childRole] === '1') await runClient();
else await runServer();

// ---------------------------------------------------------------------------------------------------------------
// The server process: database, app, users, sessions and games; then it listens and waits for the client.

async function runServer(): Promise<void> {
  const gameCount = envInt('BENCH_GAMES', 100);
  const scores = envInt('BENCH_SCORES', 2000);
  const seconds = envNumber('BENCH_SECONDS', 5);
  const databaseUrl = process.env.DATABASE_URL;
  const setupStart = performance.now();

  const database = databaseUrl ? await openDatabase({ kind: 'postgres', url: databaseUrl }) : await openDatabase({ kind: 'pglite' });
  let app: FastifyInstance | undefined;
  let outcome: { result?: ClientResult; exitCode: number | null };
  try {
    await database.migrate();
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }), database, logger: false });
    const { games, cardGame, users } = await seed(app, database, gameCount);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const where = databaseUrl ? `PostgreSQL ${redacted(databaseUrl)} (the bench's users and games are written there and stay)` : 'PGlite in memory';
    console.log(`database   ${where}`);
    console.log(
      `setup      ${String(gameCount)} games x ${String(PLAYERS_PER_GAME)} players + 1 card game, ${String(users)} users with sessions from the session service ` +
        `(no password sign-ins), in ${seconds1(performance.now() - setupStart)} s`,
    );
    outcome = await runClientProcess({ port, games, cardGame, scores, seconds });
  } finally {
    await app?.close();
    await database.close();
  }
  if (!outcome.result?.ok || outcome.exitCode !== 0) {
    console.error(`games bench failed (client exit code ${String(outcome.exitCode)})`);
    process.exitCode = 1;
  }
}

/** Courses, users with sessions, the fan-out games (4 players, waiting) and a started game with a full card. */
async function seed(app: FastifyInstance, database: Database, gameCount: number) {
  const courses = coursesRepository(database.db);
  for (const course of demoCourses) {
    // A PostgreSQL database may hold them from an earlier run.
    if ((await courses.holes(course.courseName)).length === 0) await courses.insertHoles(demoCourseRows(course));
  }

  // One password hash for everyone; sessions come straight from the session service, as a sign-in ends, so 400
  // sign-ins do not spend ~0.1 s of hashing each.
  const users = usersRepository(database.db);
  const sessions = createSessionService({ sessions: sessionsRepository(database.db) });
  const password = await passwordHash('Bench-Pass-1!');
  const run = Date.now().toString(36);
  let userCount = 0;
  async function newPlayer(): Promise<Player> {
    userCount += 1;
    const username = `gb-${run}-${String(userCount)}`;
    const user = await users.insert({ username, email: `${username}@example.com`, password, subscriptionStatus: 'lifetime' });
    return { userId: user.id, token: await sessions.start(user.id, undefined) };
  }

  const inject = async (method: 'GET' | 'POST', url: string, player: Player, payload?: object): Promise<LightMyRequestResponse> => {
    const response = await app.inject({ method, url, headers: { cookie: cookieFor(player) }, payload });
    if (response.statusCode >= 400) throw new Error(`setup ${method} ${url}: ${String(response.statusCode)} ${response.body}`);
    return response;
  };
  async function newGame(): Promise<BenchGame> {
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS_PER_GAME; i += 1) players.push(await newPlayer());
    const [creator, ...others] = players as [Player, ...Player[]];
    const created = await inject('POST', '/api/games', creator, { ...COURSE, gameType: 'stroke', maxPlayers: PLAYERS_PER_GAME, betAmount: 0 });
    const { id } = created.json<GameDetail>();
    for (const [index, player] of others.entries()) await inject('POST', `/api/games/${String(id)}/join`, player, { handicap: 4 * index });
    return { id, players };
  }

  const games: BenchGame[] = [];
  for (let i = 0; i < gameCount; i += 1) games.push(await newGame());
  // The card game is started and filled here; the fan-out games are started by the client, once its sockets watch.
  const cardGame = await newGame();
  const cardCreator = cardGame.players[0]!;
  await inject('POST', `/api/games/${String(cardGame.id)}/start`, cardCreator);
  for (const player of cardGame.players) {
    for (let hole = 1; hole <= HOLES; hole += 1) {
      await inject('POST', `/api/games/${String(cardGame.id)}/scores`, cardCreator, { holeNumber: hole, strokes: 3 + ((hole * 7) % 4), playerId: player.userId });
    }
  }
  return { games, cardGame, users: userCount };
}

/** Runs the load in a child process (this file again) and waits for it to finish. */
function runClientProcess(plan: ClientPlan): Promise<{ result?: ClientResult; exitCode: number | null }> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, [childRole]: '1' }, stdio: 'inherit' });
  let result: ClientResult | undefined;
  return new Promise((resolve, reject) => {
    child.on('message', (message: ClientResult) => {
      result = message;
    });
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve({ result, exitCode }));
    child.send(plan);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The client process: one socket per player, score posts and reads over keep-alive HTTP, every time measured here.

type Socket = { index: number; ws: WebSocket; game: BenchGame; userId: string };
/** A score post on its way: when it was sent and answered, the sockets yet to hear it, and when the others did. */
type InFlight = { start: number; answered: number; waiting: Set<number>; heard: number[]; record: boolean };

async function runClient(): Promise<void> {
  const plan = await new Promise<ClientPlan>((resolve) => process.once('message', (message: ClientPlan) => resolve(message)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: READ_CONCURRENCY });
  const origin = `http://127.0.0.1:${String(plan.port)}`;
  const sockets: Socket[] = [];
  let ok = false;
  try {
    ok = await clientRuns(plan, agent, origin, sockets);
  } finally {
    await Promise.all(sockets.map((socket) => closeSocket(socket.ws)));
    agent.destroy();
  }
  await new Promise<void>((resolve) => process.send?.({ ok } satisfies ClientResult, () => resolve()) ?? resolve());
  process.disconnect();
}

async function clientRuns(plan: ClientPlan, agent: http.Agent, origin: string, sockets: Socket[]): Promise<boolean> {
  const request = (method: 'GET' | 'POST', path: string, player: Player, options: { body?: object; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { cookie: cookieFor(player), ...options.headers };
    // The same-origin check takes an Origin naming this host (what a browser sends) or none; we send the browser's.
    if (method === 'POST') headers.origin = origin;
    return httpRequest(agent, plan.port, method, path, headers, options.body);
  };

  // Who is waiting for which update: by (game, player, hole, strokes), oldest post first. A socket receives its
  // game's events in order, so its first unheard post with that key is the one it just heard.
  const inFlight = new Map<string, InFlight[]>();
  const confirmed = new Set<number>();
  const recorded: InFlight[] = [];
  const onMessage = (socket: Socket, data: RawData) => {
    const message = JSON.parse(rawText(data)) as ServerMessage;
    if (!('gameId' in message) || message.gameId !== socket.game.id) return;
    confirmed.add(socket.index);
    if (message.type !== 'SCORE_UPDATE') return;
    const { score } = message;
    const key = scoreKey(score.gameId, score.userId, score.holeNumber, score.strokes);
    const posts = inFlight.get(key);
    const post = posts?.find((candidate) => candidate.waiting.has(socket.index));
    if (!posts || !post) return;
    post.heard.push(performance.now());
    post.waiting.delete(socket.index);
    if (post.waiting.size === 0) posts.splice(posts.indexOf(post), 1);
    if (posts.length === 0) inFlight.delete(key);
  };

  // Every player's socket, with their session cookie, watching their game.
  const connectStart = performance.now();
  const everyone = plan.games.flatMap((game) => game.players.map((player) => ({ game, player })));
  for (let from = 0; from < everyone.length; from += 50) {
    await Promise.all(
      everyone.slice(from, from + 50).map(async ({ game, player }, offset) => {
        const ws = new WebSocket(`ws://127.0.0.1:${String(plan.port)}/ws`, { headers: { cookie: cookieFor(player) } });
        const socket: Socket = { index: from + offset, ws, game, userId: player.userId };
        sockets.push(socket);
        ws.on('message', (data) => onMessage(socket, data));
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        ws.send(JSON.stringify({ type: 'JOIN_GAME', gameId: game.id } satisfies ClientMessage));
      }),
    );
  }
  const socketsOf = new Map<number, Socket[]>();
  for (const socket of sockets) socketsOf.set(socket.game.id, [...(socketsOf.get(socket.game.id) ?? []), socket]);

  // JOIN_GAME has no answer: a socket is known to watch its game once it hears one of its events. GAME_STARTED
  // is the first; a socket whose join was still being checked when it went out is confirmed by probe scores.
  const strokesOn = new Map<string, number>();
  let postsTo = 0;
  async function postScore(game: BenchGame, record: boolean): Promise<{ ms: number }> {
    const poster = game.players[postsTo % PLAYERS_PER_GAME]!;
    postsTo += 1;
    const target = game.players[randomInt(PLAYERS_PER_GAME)]!;
    const holeNumber = 1 + randomInt(HOLES);
    const cell = `${String(game.id)}|${target.userId}|${String(holeNumber)}`;
    // A value different from the stored one, so every post is a real write and announces an update.
    const stored = strokesOn.get(cell);
    let strokes = 2 + randomInt(8);
    if (strokes === stored) strokes = strokes === 9 ? 2 : strokes + 1;
    strokesOn.set(cell, strokes);
    const key = scoreKey(game.id, target.userId, holeNumber, strokes);
    const listeners = (socketsOf.get(game.id) ?? []).filter((socket) => socket.userId !== poster.userId);
    const post: InFlight = { start: performance.now(), answered: 0, waiting: new Set(listeners.map((socket) => socket.index)), heard: [], record };
    inFlight.set(key, [...(inFlight.get(key) ?? []), post]);
    if (record) recorded.push(post);
    const response = await request('POST', `/api/games/${String(game.id)}/scores`, poster, { body: { holeNumber, strokes, playerId: target.userId } });
    post.answered = performance.now();
    const ms = post.answered - post.start;
    if (response.status !== 200) throw new Error(`POST scores: ${String(response.status)} ${response.body}`);
    const saved = JSON.parse(response.body) as StoredScore;
    if (saved.strokes !== strokes || saved.userId !== target.userId) throw new Error(`POST scores answered ${response.body}`);
    return { ms };
  }

  await inParallel(plan.games, SCORES_IN_FLIGHT, async (game) => {
    const started = await request('POST', `/api/games/${String(game.id)}/start`, game.players[0]!);
    if (started.status !== 200) throw new Error(`POST start: ${String(started.status)} ${started.body}`);
  });
  await waitUntil(() => confirmed.size === sockets.length, 3_000);
  for (let round = 0; round < 5 && confirmed.size < sockets.length; round += 1) {
    const unconfirmed = plan.games.filter((game) => socketsOf.get(game.id)?.some((socket) => !confirmed.has(socket.index)));
    await inParallel(unconfirmed, SCORES_IN_FLIGHT, (game) => postScore(game, false));
    await waitUntil(() => confirmed.size === sockets.length, 2_000);
  }
  console.log(
    `sockets    ${String(confirmed.size)}/${String(sockets.length)} open and watching their game, in ${seconds1(performance.now() - connectStart)} s ` +
      '(connect, JOIN_GAME, start, first event)',
  );

  // Score posts, a few in flight, never two on one game at once: each lane has its own games, in turn.
  const lanes = Math.min(SCORES_IN_FLIGHT, plan.games.length);
  async function postScores(count: number, record: boolean): Promise<number[]> {
    const postTimes: number[] = [];
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const own = plan.games.filter((_game, index) => index % lanes === lane);
        const posts = Math.floor(count / lanes) + (lane < count % lanes ? 1 : 0);
        for (let i = 0; i < posts; i += 1) postTimes.push((await postScore(own[i % own.length]!, record)).ms);
      }),
    );
    return postTimes;
  }

  await postScores(Math.min(200, Math.ceil(plan.scores / 10)), false);
  await waitUntil(() => inFlight.size === 0, DELIVERY_GRACE_MS);
  for (const posts of inFlight.values()) for (const post of posts) post.waiting.clear();
  inFlight.clear();

  const runStart = performance.now();
  const postTimes = await postScores(plan.scores, true);
  const postsDone = performance.now();
  await waitUntil(() => inFlight.size === 0, DELIVERY_GRACE_MS);
  const missing = [...inFlight.values()].flat().reduce((sum, post) => sum + post.waiting.size, 0);
  const samples = recorded.flatMap((post) => post.heard.map((at) => at - post.start));
  // Negative when the socket heard the update before the poster had its HTTP answer.
  const afterAnswer = recorded.flatMap((post) => post.heard.map((at) => at - post.answered));
  const expected = plan.scores * (PLAYERS_PER_GAME - 1);
  console.log(`\n1. Score fan-out: POST /api/games/{id}/scores -> SCORE_UPDATE on the game's 3 other sockets`);
  console.log(
    `   ${String(plan.scores)} score posts over ${String(plan.games.length)} games, ${String(lanes)} in flight, ` +
      `${String(Math.round((plan.scores / (postsDone - runStart)) * 1000))} posts/s`,
  );
  console.log(`   fan-out latency      ${spread(samples, true)}   (${String(samples.length)} samples of ${String(expected)} expected)`);
  console.log(`   score POST latency   ${spread(postTimes, false)}   (${String(postTimes.length)} posts)`);
  console.log(`   update after answer  ${spread(afterAnswer, false)}   (socket receipt minus the poster's HTTP answer; < 0: before it)`);
  console.log(`   missing deliveries   ${String(missing)}${missing === 0 ? '' : '   <-- sockets that never heard an update'}`);

  // Reads of a full card: a 200 runs the engine over the card; a 304 stops at the version check.
  const cardPath = `/api/games/${String(plan.cardGame.id)}/players`;
  const reader = plan.cardGame.players[1]!;
  const first = await request('GET', cardPath, reader);
  const etag = first.headers.etag;
  const card = JSON.parse(first.body) as GamePlayer[];
  if (first.status !== 200 || typeof etag !== 'string') throw new Error(`GET players: ${String(first.status)}, etag ${String(etag)}`);
  if (card.length !== PLAYERS_PER_GAME || card.some((player) => player.scores.length !== HOLES)) throw new Error('the card game is not a full card');
  const readRate = async (headers: Record<string, string>, status: number) => {
    await rate(plan.seconds / 10, () => request('GET', cardPath, reader, { headers }), status);
    return rate(plan.seconds, () => request('GET', cardPath, reader, { headers }), status);
  };
  const full = await readRate({}, 200);
  const notModified = await readRate({ 'if-none-match': etag }, 304);
  console.log(`\n2. GET /api/games/{id}/players, 4 players x 18 holes (${String(first.body.length)} bytes), ${String(READ_CONCURRENCY)} concurrent, keep-alive`);
  console.log(`   200 (no If-None-Match)    ${full.perSecond.toFixed(0).padStart(6)} req/s   (${String(full.count)} in ${full.seconds.toFixed(1)} s)`);
  console.log(`   304 (If-None-Match: ETag) ${notModified.perSecond.toFixed(0).padStart(6)} req/s   (${String(notModified.count)} in ${notModified.seconds.toFixed(1)} s)`);
  console.log(`   304 / 200                 ${(notModified.perSecond / full.perSecond).toFixed(2)}x`);
  return missing === 0 && confirmed.size === sockets.length;
}

/** Runs `work` over the items with at most `limit` at once. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Requests per second over `seconds`, `READ_CONCURRENCY` at a time; every answer must have `status`. */
async function rate(seconds: number, send: () => Promise<HttpAnswer>, status: number) {
  const start = performance.now();
  const end = start + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: READ_CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const answer = await send();
        if (answer.status !== status) throw new Error(`expected ${String(status)}, got ${String(answer.status)} ${answer.body}`);
        count += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { count, seconds: elapsed, perSecond: count / elapsed };
}

type HttpAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request over the keep-alive agent (node:http: a lean client, so the server is what is measured). */
function httpRequest(agent: http.Agent, port: number, method: string, path: string, headers: Record<string, string>, body?: object): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: allHeaders, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
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
  while (!done() && performance.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
}

// ---------------------------------------------------------------------------------------------------------------

function cookieFor(player: Player): string {
  return `${sessionCookieName}=${player.token}`;
}

function scoreKey(gameId: number, userId: string, holeNumber: number, strokes: number): string {
  return `${String(gameId)}|${userId}|${String(holeNumber)}|${String(strokes)}`;
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** p50, p99 (and max) of the times, in ms. */
function spread(times: number[], withMax: boolean): string {
  if (times.length === 0) return 'no samples';
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  const max = withMax ? `   max ${sorted[sorted.length - 1]!.toFixed(2)} ms` : '';
  return `p50 ${at(0.5)} ms   p99 ${at(0.99)} ms${max}`;
}

function randomInt(below: number): number {
  return Math.floor(Math.random() * below);
}

function seconds1(ms: number): string {
  return (ms / 1000).toFixed(1);
}

function envInt(name: string, fallback: number): number {
  const value = envNumber(name, fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

function envNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** The connection string without its password, for the printout. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}
