// One load process's games (live-worker.ts): their golfers' sockets on /ws, their score posts, and the latency from a
// post leaving until each other socket of its game heard it. Poster and listeners are in this process, so one clock.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, type RawData } from 'ws';
import type { ClientMessage, ServerMessage } from '../../src/contract/realtime';
import { defaultRealtimeLimits } from '../../src/server/realtime/limits';
import type { SeededUser } from './databases';
import { BenchClient, HOLES, inParallel, type BenchGame } from './http';
import type { Layout, Recorded } from './live-protocol';

export type LiveGame = { id: number; players: SeededUser[]; sockets: LiveSocket[]; strokes: Map<string, number> };
/** A golfer's socket; `joined` once its GAME_JOINED came, which `onJoined` (set while opening) hears at once. */
type LiveSocket = { index: number; ws: WebSocket; game: LiveGame; player: SeededUser; joined: boolean; onJoined: (() => void) | null; closing: boolean };
/** A score post on its way: when it left, the sockets yet to hear it, and when the others did. */
type Post = { start: number; waiting: Set<number>; heard: number[] };

/** How long a socket may take to join its game (GAME_JOINED) before the set-up fails. */
const JOIN_TIMEOUT_MS = 20_000;
/** Sockets opened at once by one process: the server checks each join, and refuses them past 500 waiting. */
const OPEN_PARALLEL = 32;

export class LiveGames {
  readonly games: LiveGame[] = [];
  private readonly clients = new Map<string, BenchClient>();
  private postOrigins: string[] = [];
  private nextPostOrigin = 0;
  private socketCount = 0;
  /** Sockets opened so far, ever: each takes the next slot of this process's block of loopback addresses. */
  private opened = 0;
  private readonly inFlight = new Map<string, Post[]>();
  private failuresShown = 0;
  private recording: { posts: Post[]; count: number; failed: number; socketErrors: number } | null = null;

  /** @param addressBase this process's first loopback address number (see loopbackAddress). */
  constructor(private readonly addressBase: number) {}

  get sockets(): number {
    return this.socketCount;
  }

  /** Takes on started games (seeded in the database, bench/lib/live-seed.ts), after those it has. */
  adopt(games: BenchGame[]): void {
    for (const { id, players } of games) this.games.push({ id, players, sockets: [], strokes: new Map() });
  }

  /** Opens the sockets of the first `count` games without any, each joined to its game before this resolves. */
  async open(count: number, layout: Layout): Promise<void> {
    this.postOrigins = layout.postOrigins;
    const seats = this.games.slice(0, count).filter((game) => game.sockets.length === 0).flatMap((game) => game.players.map((player, seat) => ({ game, player, seat })));
    await inParallel(seats, OPEN_PARALLEL, ({ game, player, seat }) => this.openSocket(game, player, layout.socketOrigins[seat % layout.socketOrigins.length]!));
  }

  async closeSockets(): Promise<void> {
    const sockets = this.games.flatMap((game) => game.sockets);
    for (const game of this.games) game.sockets = [];
    this.socketCount = 0;
    await Promise.all(sockets.map((socket) => closeSocket(socket)));
  }

  /** The player posts their own score for the hole, a value other than the stored one, so every post is a real write. */
  post(game: LiveGame, player: SeededUser, holeNumber: number): void {
    const slot = `${player.userId}|${String(holeNumber)}`;
    let strokes = 3 + Math.floor(Math.random() * 5);
    if (strokes === game.strokes.get(slot)) strokes += 1;
    game.strokes.set(slot, strokes);
    void this.send(game, player, holeNumber, strokes);
  }

  /** The games whose sockets are open: the ones a load plays. */
  playing(): LiveGame[] {
    return this.games.filter((game) => game.sockets.length > 0);
  }

  /** A random player of a random one of `games`, on a random hole. */
  postAnywhere(games: LiveGame[]): void {
    const game = games[Math.floor(Math.random() * games.length)];
    if (game) this.post(game, game.players[Math.floor(Math.random() * game.players.length)]!, 1 + Math.floor(Math.random() * HOLES));
  }

  record(): void {
    this.recording = { posts: [], count: 0, failed: 0, socketErrors: 0 };
  }

  /** Stops recording; every recorded post gets `graceMs` to be heard by all its listeners. */
  async collect(graceMs: number): Promise<Recorded> {
    const recording = this.recording ?? { posts: [], count: 0, failed: 0, socketErrors: 0 };
    this.recording = null;
    const end = performance.now() + graceMs;
    while (recording.posts.some((post) => post.waiting.size > 0) && performance.now() < end) await sleep(10);
    return {
      latencies: recording.posts.flatMap((post) => post.heard.map((at) => at - post.start)),
      posts: recording.count,
      failedPosts: recording.failed,
      missing: recording.posts.reduce((sum, post) => sum + post.waiting.size, 0),
      socketErrors: recording.socketErrors,
    };
  }

  close(): void {
    for (const client of this.clients.values()) client.close();
  }

  private client(origin: string): BenchClient {
    let client = this.clients.get(origin);
    if (!client) {
      client = new BenchClient(origin, 64);
      this.clients.set(origin, client);
    }
    return client;
  }

  private async send(game: LiveGame, player: SeededUser, holeNumber: number, strokes: number): Promise<void> {
    const listeners = game.sockets.filter((socket) => socket.player !== player);
    const key = postKey(game.id, player.userId, holeNumber, strokes);
    const post: Post = { start: performance.now(), waiting: new Set(listeners.map((socket) => socket.index)), heard: [] };
    this.inFlight.set(key, [...(this.inFlight.get(key) ?? []), post]);
    const recording = this.recording;
    recording?.posts.push(post);
    if (recording) recording.count += 1;
    const origin = this.postOrigins[this.nextPostOrigin++ % this.postOrigins.length]!;
    try {
      const answer = await this.client(origin).request('POST', `/api/games/${String(game.id)}/scores`, player, { holeNumber, strokes, playerId: player.userId });
      if (answer.status !== 200) throw new Error(`${String(answer.status)} ${answer.body.slice(0, 200)}`);
    } catch (error) {
      // Counted once, as a failed post, not again as three deliveries that never came.
      this.forget(key, post);
      if (recording && recording === this.recording) recording.failed += 1;
      if (this.failuresShown++ < 3) console.error(`  score post failed: ${String(error)}`);
    }
  }

  private forget(key: string, post: Post): void {
    post.waiting.clear();
    const posts = this.inFlight.get(key)?.filter((candidate) => candidate !== post) ?? [];
    if (posts.length > 0) this.inFlight.set(key, posts);
    else this.inFlight.delete(key);
  }

  private async openSocket(game: LiveGame, player: SeededUser, origin: string): Promise<void> {
    const index = this.opened++;
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { headers: { cookie: player.cookie }, localAddress: loopbackAddress(this.addressBase, index) });
    const socket: LiveSocket = { index, ws, game, player, joined: false, onJoined: null, closing: false };
    ws.on('message', (data) => this.onMessage(socket, data));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('error', () => this.socketFailed(socket));
    ws.on('close', (code) => {
      if (code !== 1000 && code !== 1005) this.socketFailed(socket);
    });
    game.sockets.push(socket);
    this.socketCount += 1;
    ws.send(JSON.stringify({ type: 'JOIN_GAME', gameId: game.id } satisfies ClientMessage));
    // Heard at once, not polled: the next socket of this slot opens as soon as this one is in (thousands per step).
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        ws.off('close', done);
        socket.onJoined = null;
        resolve();
      };
      const timer = setTimeout(done, JOIN_TIMEOUT_MS);
      ws.once('close', done);
      socket.onJoined = done;
    });
    if (!socket.joined) throw new Error(`a socket of game ${String(game.id)} never joined it`);
  }

  private socketFailed(socket: LiveSocket): void {
    if (socket.closing) return;
    socket.closing = true;
    if (this.recording) this.recording.socketErrors += 1;
    else console.error(`  a socket of game ${String(socket.game.id)} failed`);
  }

  private onMessage(socket: LiveSocket, data: RawData): void {
    const message = JSON.parse(rawText(data)) as ServerMessage;
    if (!('gameId' in message) || message.gameId !== socket.game.id) return;
    if (message.type === 'GAME_JOINED') {
      socket.joined = true;
      socket.onJoined?.();
    }
    if (message.type !== 'SCORE_UPDATE') return;
    const { score } = message;
    const key = postKey(score.gameId, score.userId, score.holeNumber, score.strokes);
    const post = this.inFlight.get(key)?.find((candidate) => candidate.waiting.has(socket.index));
    if (!post) return;
    post.heard.push(performance.now());
    post.waiting.delete(socket.index);
    if (post.waiting.size === 0) this.forget(key, post);
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

function closeSocket(socket: LiveSocket): Promise<void> {
  socket.closing = true;
  const { ws } = socket;
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    ws.once('close', () => resolve());
    ws.once('error', () => resolve());
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    else ws.close(1000);
  });
}

/** Loopback addresses each load process may take: its block of numbers (see loopbackAddress). */
export const ADDRESSES_PER_PROCESS = 1_000;

/**
 * Phones come from many addresses, and the server caps sockets per address (src/server/realtime/limits.ts): the
 * sockets are spread over loopback addresses, which all reach the server on 127.0.0.1 (Linux routes the whole
 * 127.0.0.0/8 to lo), half the cap to each. Each address also has its own ~28k ephemeral ports.
 */
export function loopbackAddress(base: number, socketIndex: number): string {
  const perAddress = Math.floor(defaultRealtimeLimits.socketsPerAddress / 2);
  const n = base + Math.floor(socketIndex / perAddress);
  return `127.${String(Math.floor(n / 65_536) % 256)}.${String(Math.floor(n / 256) % 256)}.${String(n % 256)}`;
}
