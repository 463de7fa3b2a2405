// One phone of the reconnect storm (bench/storm.ts): back from a dead spot with writes queued, it opens its socket,
// joins its game, and sends its queue as the app's outbox does (src/web/lib/offline/outbox.ts): one request at a time,
// in the order made, each write with its opId, the score writes waiting in a row as one batch (the outbox's own
// nextSend), the same request again after a wait when the server could not take it, and the writes of a batch refused
// one at a time.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, type RawData } from 'ws';
import type { StoredScore, StoredScoreBatch } from '../../src/contract/games';
import { REALTIME_CLOSE, type ClientMessage, type ServerMessage } from '../../src/contract/realtime';
import { nextSend } from '../../src/web/lib/offline/batches';
import { OUTBOX_RETRY_MS, OUTBOX_SEND_TIMEOUT_MS } from '../../src/web/lib/offline/outbox';
import type { SeededUser } from './databases';

/** A score change queued on the phone: its own player's strokes on a hole, and what the phone showed there before. */
export type QueuedWrite = { opId: string; holeNumber: number; strokes: number; previous: number | null };

/** What every phone of a storm adds up: requests, the ones the server could not take, and how they went again. */
export type StormTally = {
  requests: number;
  /** Sends of a write again after a wait, with the same opId, as the outbox's backoff does. */
  retries: number;
  refusedForLoad: { status429: number; status503: number; otherServerError: number; network: number; timeout: number };
  /** The network failures and failed sockets by error code (ECONNRESET...), to tell a full backlog from a crash. */
  errorCodes: Record<string, number>;
  /** 4xx answers the outbox shows the golfer as refused: a write of the bench the server should have taken. */
  rejected: number;
};

export const emptyTally = (): StormTally => ({
  requests: 0,
  retries: 0,
  refusedForLoad: { status429: 0, status503: 0, otherServerError: 0, network: 0, timeout: 0 },
  errorCodes: {},
  rejected: 0,
});

function countError(tally: StormTally, where: 'http' | 'socket', error: unknown): void {
  const { code, message } = error as { code?: string; message?: string };
  const key = `${where} ${code ?? message ?? 'unknown'}`;
  tally.errorCodes[key] = (tally.errorCodes[key] ?? 0) + 1;
}

export type SocketState = 'opening' | 'open' | 'joined' | 'refused' | 'failed' | 'dropped';

type SendOutcome = 'stored' | 'later' | 'rejected';
type Answer = { status: number; body: string };

/** `count` writes of the player's own strokes on holes 1, 2, ... with nothing shown there before (a new card). */
export function queuedWrites(count: number): QueuedWrite[] {
  return Array.from({ length: count }, (_, index) => ({ opId: randomUUID(), holeNumber: index + 1, strokes: 3 + Math.floor(Math.random() * 5), previous: null }));
}

export class Phone {
  startedAt = 0;
  /** When its last write was stored; null until then (or for good, past the deadline). */
  finishedAt: number | null = null;
  socketState: SocketState = 'opening';
  /** The score each write's first 2xx answered, by opId: what a repeat of it must answer again. */
  readonly answers = new Map<string, StoredScore>();
  /** The opIds sent at least once: one sent but never answered 2xx may or may not have been stored. */
  readonly sent = new Set<string>();
  /** How long each answered send took, 2xx or not: the server's time per write under the storm. */
  readonly requestMs: number[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private ws: WebSocket | null = null;
  private retryDelay: number = OUTBOX_RETRY_MS.first;
  private wake: (() => void) | null = null;
  private closing = false;

  constructor(
    readonly origin: string,
    readonly gameId: number,
    readonly player: SeededUser,
    readonly writes: readonly QueuedWrite[],
    /** The loopback address its socket and connection come from: phones have addresses of their own. */
    private readonly localAddress: string,
    private readonly tally: StormTally,
  ) {}

  /** The network is back: the socket reconnects while the outbox starts sending ('online'), until `deadline`. */
  async reconnect(deadline: number): Promise<void> {
    this.startedAt = performance.now();
    this.openSocket();
    let next = 0;
    let alone = false;
    while (next < this.writes.length && performance.now() < deadline) {
      const waiting = this.writes.slice(next);
      const group = alone ? waiting.slice(0, 1) : this.batchOf(waiting);
      const outcome = await this.send(group);
      if (outcome === 'rejected' && group.length > 1) alone = true;
      else if (outcome === 'stored' || outcome === 'rejected') {
        next += group.length;
        alone = false;
      } else await this.waitToRetry(deadline);
    }
    if (next === this.writes.length) this.finishedAt = performance.now();
  }

  /** The writes the outbox sends together from these waiting ones (its nextSend): each is this player's score. */
  private batchOf(waiting: readonly QueuedWrite[]): QueuedWrite[] {
    const entries = waiting.map((write) => ({ kind: 'scores', gameId: this.gameId, scores: [{ playerId: this.player.userId, holeNumber: write.holeNumber }], write }));
    return nextSend(entries).map((entry) => entry.write);
  }

  /** The outbox's backoff: 1 s doubling to 30 s, cut short when the socket comes back. */
  private async waitToRetry(deadline: number): Promise<void> {
    const wait = Math.min(this.retryDelay, Math.max(0, deadline - performance.now()));
    this.retryDelay = Math.min(this.retryDelay * 2, OUTBOX_RETRY_MS.max);
    await Promise.race([sleep(wait), new Promise<void>((resolve) => (this.wake = resolve))]);
    this.wake = null;
    if (performance.now() < deadline) this.tally.retries += 1;
  }

  private async send(writes: readonly QueuedWrite[]): Promise<SendOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), OUTBOX_SEND_TIMEOUT_MS);
    this.tally.requests += 1;
    for (const write of writes) this.sent.add(write.opId);
    const sent = performance.now();
    try {
      const answer = await this.post(writes, controller.signal);
      this.requestMs.push(performance.now() - sent);
      return this.outcomeOf(writes, answer);
    } catch (error) {
      if (controller.signal.aborted) this.tally.refusedForLoad.timeout += 1;
      else {
        this.tally.refusedForLoad.network += 1;
        countError(this.tally, 'http', error);
      }
      return 'later';
    } finally {
      clearTimeout(timer);
    }
  }

  /** As the outbox reads an answer: 2xx stored; 401, 408, 429 and 5xx sent again later; any other 4xx refused. */
  private outcomeOf(writes: readonly QueuedWrite[], answer: Answer): SendOutcome {
    const { status } = answer;
    if (status >= 200 && status < 300) {
      const { scores } = JSON.parse(answer.body) as StoredScoreBatch;
      writes.forEach((write, index) => {
        const score = scores[index];
        if (score && !this.answers.has(write.opId)) this.answers.set(write.opId, score);
      });
      return 'stored';
    }
    const refused = this.tally.refusedForLoad;
    if (status === 429) refused.status429 += 1;
    else if (status === 503) refused.status503 += 1;
    else if (status >= 500) refused.otherServerError += 1;
    if (status >= 500 || [401, 408, 429].includes(status)) return 'later';
    this.tally.rejected += 1;
    if (this.tally.rejected <= 3) console.error(`  storm: a write was refused: ${String(status)} ${answer.body.slice(0, 200)}`);
    return 'rejected';
  }

  /** The outbox's body for scores: a batch, {scores: [{playerId, holeNumber, strokes, previous, opId}, ...]}. */
  post(writes: readonly QueuedWrite[], signal?: AbortSignal): Promise<Answer> {
    const scores = writes.map(({ opId, holeNumber, strokes, previous }) => ({ playerId: this.player.userId, holeNumber, strokes, previous, opId }));
    const payload = JSON.stringify({ scores });
    const url = new URL(this.origin);
    const headers = { cookie: this.player.cookie, origin: this.origin, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    const options = { host: url.hostname, port: url.port, method: 'POST', path: `/api/games/${String(this.gameId)}/scores`, headers, agent: this.agent, localAddress: this.localAddress, signal };
    return new Promise((resolve, reject) => {
      const req = http.request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  private openSocket(): void {
    const ws = new WebSocket(`${this.origin.replace('http', 'ws')}/ws`, { headers: { cookie: this.player.cookie }, localAddress: this.localAddress });
    this.ws = ws;
    ws.on('open', () => {
      this.socketState = 'open';
      ws.send(JSON.stringify({ type: 'JOIN_GAME', gameId: this.gameId } satisfies ClientMessage));
      this.networkMayBeBack();
    });
    ws.on('message', (data) => {
      const message = JSON.parse(rawText(data)) as ServerMessage;
      if (message.type === 'GAME_JOINED' && message.gameId === this.gameId) this.socketState = 'joined';
    });
    ws.on('error', (error) => {
      countError(this.tally, 'socket', error);
      if (this.socketState === 'opening' || this.socketState === 'open') this.socketState = 'failed';
    });
    ws.on('close', (code) => {
      if (code === REALTIME_CLOSE.TRY_AGAIN_LATER) this.socketState = 'refused';
      else if (!this.closing && this.socketState === 'joined') this.socketState = 'dropped';
      else if (!this.closing && this.socketState === 'open') {
        this.socketState = 'failed';
        countError(this.tally, 'socket', { code: `closed ${String(code)}` });
      }
    });
  }

  /**
   * The socket is up, which the outbox takes as the network being back: a wait for the next try ends now. A send under
   * way began after the network came back, so the outbox leaves it to finish (src/web/lib/offline/outbox.ts).
   */
  private networkMayBeBack(): void {
    this.retryDelay = OUTBOX_RETRY_MS.first;
    this.wake?.();
  }

  async close(): Promise<void> {
    this.closing = true;
    const ws = this.ws;
    if (ws && ws.readyState !== WebSocket.CLOSED) {
      const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
      if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
      else ws.close(1000);
      await closed;
    }
    this.agent.destroy();
  }
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
