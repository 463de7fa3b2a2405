import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE, type ServerMessage } from '../../contract/realtime';
import { createRealtimeClient, RECONNECT_DELAY_MS, type RealtimeSocket, realtimeUrl, reconnectDelayMs } from './realtime';

/** A socket the test drives: it opens, delivers and drops when told, and records what the client sent. */
class FakeSocket implements RealtimeSocket {
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  sent: unknown[] = [];
  closed = false;

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.onopen?.(new Event('open'));
  }
  deliver(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  drop(code = 1006): void {
    // Node has no CloseEvent: an Event with the one field the client reads.
    this.onclose?.(Object.assign(new Event('close'), { code }) as CloseEvent);
  }
}

function setup(random = () => 0) {
  const sockets: FakeSocket[] = [];
  const client = createRealtimeClient({
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random,
  });
  const latest = () => sockets.at(-1)!;
  return { client, sockets, latest };
}

const scoreUpdate: ServerMessage = {
  type: 'SCORE_UPDATE',
  gameId: 41,
  version: 6,
  score: { gameId: 41, userId: 'user-7', holeNumber: 3, strokes: 5, par: 4, handicapStrokes: 1, netStrokes: 4, dispute: null },
};
const subscriptionUpdate: ServerMessage = { type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: 'lifetime' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('realtimeUrl', () => {
  it.each([
    { protocol: 'http:', host: 'localhost:5173', url: 'ws://localhost:5173/ws' },
    { protocol: 'https:', host: 'dormie.golf', url: 'wss://dormie.golf/ws' },
  ])('$protocol//$host -> $url', ({ protocol, host, url }) => {
    expect(realtimeUrl({ protocol, host })).toBe(url);
  });
});

describe('opening the socket', () => {
  it('opens nothing until the first listener, then one socket for every listener', () => {
    const { client, sockets } = setup();
    const stopStatus = client.subscribeStatus(() => {});
    expect(sockets, 'a status listener alone does not open it').toHaveLength(0);
    client.subscribe(() => {});
    client.subscribe(() => {});
    expect(sockets).toHaveLength(1);
    stopStatus();
  });
});

describe('receiving', () => {
  it('parses each message and hands it to every current listener', () => {
    const { client, latest } = setup();
    const first = vi.fn();
    const second = vi.fn();
    client.subscribe(first);
    const stopSecond = client.subscribe(second);
    latest().open();

    latest().deliver(scoreUpdate);
    stopSecond();
    latest().deliver(subscriptionUpdate);

    expect(first.mock.calls).toEqual([[scoreUpdate], [subscriptionUpdate]]);
    expect(second.mock.calls).toEqual([[scoreUpdate]]);
  });

  it.each([
    { case: 'text that is not JSON', data: 'SCORE_UPDATE 41' },
    { case: 'an unknown type', data: { type: 'SCORE_DELETED', gameId: 41, version: 6 } },
    { case: 'a known type missing a field', data: { type: 'GAME_STARTED', gameId: 41 } },
    { case: 'a field of the wrong kind', data: { ...scoreUpdate, version: 'six' } },
  ])('logs and ignores $case (product §A7)', ({ data }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, latest } = setup();
    const listener = vi.fn();
    client.subscribe(listener);
    latest().open();

    latest().deliver(data);
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);

    latest().deliver(subscriptionUpdate);
    expect(listener.mock.calls, 'the socket keeps working after a bad message').toEqual([[subscriptionUpdate]]);
  });
});

describe('sending', () => {
  it('holds messages until the socket opens, then sends who this is and the games joined', () => {
    const { client, sockets, latest } = setup();
    client.send({ type: 'JOIN_GAME', gameId: 12 });
    expect(sockets, 'sending opens the socket').toHaveLength(1);
    client.send({ type: 'IDENTIFY', userId: 'user-7' });
    client.send({ type: 'JOIN_GAME', gameId: 30 });
    client.send({ type: 'LEAVE_GAME', gameId: 12 });
    expect(latest().sent).toEqual([]);

    latest().open();
    expect(latest().sent).toEqual([
      { type: 'IDENTIFY', userId: 'user-7' },
      { type: 'JOIN_GAME', gameId: 30 },
    ]);

    client.send({ type: 'JOIN_GAME', gameId: 55 });
    expect(latest().sent.at(-1), 'once open, a message goes at once').toEqual({ type: 'JOIN_GAME', gameId: 55 });
    expect(sockets).toHaveLength(1);
  });
});

describe('reconnecting', () => {
  it.each([
    { attempt: 0, random: 0, delay: 500 },
    { attempt: 0, random: 0.5, delay: 750 },
    { attempt: 2, random: 0, delay: 2_000 },
    { attempt: 3, random: 0.5, delay: 6_000 },
    { attempt: 5, random: 0, delay: 15_000 },
    { attempt: 9, random: 0.999, delay: 29_985 },
  ])('waits $delay ms before attempt $attempt when the jitter draws $random', ({ attempt, random, delay }) => {
    expect(reconnectDelayMs(attempt, () => random)).toBeCloseTo(delay, 6);
  });

  it('never waits more than the cap', () => {
    expect(reconnectDelayMs(40, () => 0.999_999)).toBeLessThanOrEqual(RECONNECT_DELAY_MS.max);
  });

  it('backs off while the server is away, then re-sends IDENTIFY and the joined games', () => {
    const { client, sockets, latest } = setup(() => 0);
    const statuses: string[] = [];
    client.subscribeStatus(() => statuses.push(client.status()));
    const listener = vi.fn();
    client.subscribe(listener);
    client.send({ type: 'IDENTIFY', userId: 'user-7' });
    client.send({ type: 'JOIN_GAME', gameId: 12 });
    latest().open();
    client.send({ type: 'JOIN_GAME', gameId: 30 });
    client.send({ type: 'LEAVE_GAME', gameId: 12 });

    latest().drop();
    expect(client.status()).toBe('disconnected');
    vi.advanceTimersByTime(499);
    expect(sockets, 'the first retry waits 500 ms (half of 1 s, no jitter drawn)').toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets, 'the second waits twice as long').toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    latest().open();
    expect(latest().sent).toEqual([
      { type: 'IDENTIFY', userId: 'user-7' },
      { type: 'JOIN_GAME', gameId: 30 },
    ]);
    expect(statuses).toEqual(['connected', 'disconnected', 'connected']);
    latest().deliver(scoreUpdate);
    expect(listener, 'listeners carry over to the new socket').toHaveBeenCalledWith(scoreUpdate);

    latest().drop();
    vi.advanceTimersByTime(500);
    expect(sockets, 'an open resets the backoff').toHaveLength(4);
  });

  it('waits 15 to 30 s after the server says to try again later, even right after an open', () => {
    const { client, sockets, latest } = setup(() => 0);
    client.subscribe(() => {});
    latest().open();
    latest().drop(REALTIME_CLOSE.TRY_AGAIN_LATER);
    vi.advanceTimersByTime(14_999);
    expect(sockets, 'no quick retry loop against a server at its cap').toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good on close, forgetting the identity and games', () => {
    const { client, sockets, latest } = setup();
    client.subscribe(() => {});
    client.send({ type: 'IDENTIFY', userId: 'user-7' });
    latest().open();
    const closed = latest();

    client.close();
    expect(closed.closed).toBe(true);
    expect(client.status()).toBe('disconnected');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS.max);
    expect(sockets).toHaveLength(1);

    client.subscribe(() => {});
    latest().open();
    expect(latest().sent).toEqual([]);
  });

  it('cancels a pending retry on close', () => {
    const { client, sockets, latest } = setup();
    client.subscribe(() => {});
    latest().drop();
    client.close();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS.max);
    expect(sockets).toHaveLength(1);
  });
});
