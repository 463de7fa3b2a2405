import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../src/contract/realtime';
import type { Database } from '../src/server/db/client';
import {
  BUS_PAYLOAD_MAX_BYTES,
  createBusFor,
  createInProcessBus,
  createPostgresBus,
  type BusMessage,
  type RealtimeBus,
} from '../src/server/realtime/bus';
import { testPostgresUrl } from './support/postgres';

// The realtime bus on its own: the in-process emitter always, LISTEN/NOTIFY when TEST_DATABASE_URL names a server
// (skipped when it is unset, failed when it does not answer: support/postgres.ts).

/** A logger that keeps its lines, so a test can see that something was refused and said so. */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, messages: () => lines.map((line) => line.msg) };
}

function scoreMessage(gameId: number, version: number): BusMessage {
  const event: GameEvent = {
    type: 'SCORE_UPDATE',
    gameId,
    version,
    score: { gameId, userId: 'player-1', holeNumber: 1, strokes: 4, par: 4, handicapStrokes: 0, netStrokes: 4, dispute: null },
  };
  return { kind: 'game', gameId, event };
}

/** A user event whose JSON is about `bytes` long: GAME_ADDED_TO carries a free-text game name. */
function userMessageOfSize(bytes: number): BusMessage {
  const base: BusMessage = { kind: 'user', userId: 'user-1', event: { type: 'GAME_ADDED_TO', gameId: 1, gameName: '' } };
  const padding = bytes - JSON.stringify(base).length;
  return { ...base, event: { type: 'GAME_ADDED_TO', gameId: 1, gameName: 'x'.repeat(padding) } };
}

/** Collects what a subscriber receives. */
function collector(bus: RealtimeBus) {
  const received: BusMessage[] = [];
  const unsubscribe = bus.subscribe((message) => received.push(message));
  return { received, unsubscribe };
}

describe('in-process realtime bus', () => {
  it('delivers a published message to every subscriber once, and not after unsubscribe', async () => {
    const bus = createInProcessBus();
    const first = collector(bus);
    const second = collector(bus);
    await bus.publish(scoreMessage(1, 1));
    expect(first.received).toEqual([scoreMessage(1, 1)]);
    expect(second.received).toEqual([scoreMessage(1, 1)]);

    first.unsubscribe();
    await bus.publish(scoreMessage(1, 2));
    expect(first.received).toEqual([scoreMessage(1, 1)]);
    expect(second.received).toEqual([scoreMessage(1, 1), scoreMessage(1, 2)]);
    await bus.close();
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const { log, messages } = recordingLog();
    const bus = createInProcessBus(log);
    bus.subscribe(() => {
      throw new Error('listener bug');
    });
    const healthy = collector(bus);
    await bus.publish(scoreMessage(1, 1));
    expect(healthy.received).toHaveLength(1);
    expect(messages()).toContain('realtime: a bus listener failed');
  });

  it('refuses, as PostgreSQL would, a message that is malformed or too large for NOTIFY', async () => {
    const { log, messages } = recordingLog();
    const bus = createInProcessBus(log);
    const { received } = collector(bus);
    const misrouted = { ...scoreMessage(1, 1), gameId: 2 };
    await bus.publish(misrouted);
    await bus.publish(userMessageOfSize(BUS_PAYLOAD_MAX_BYTES + 1));
    await bus.publish(userMessageOfSize(BUS_PAYLOAD_MAX_BYTES));
    expect(received).toEqual([userMessageOfSize(BUS_PAYLOAD_MAX_BYTES)]);
    expect(messages()).toEqual([
      'realtime: refused a malformed bus message',
      'realtime: refused a bus message over the NOTIFY payload limit',
    ]);
  });

  it('is the bus createBusFor picks for the embedded database', async () => {
    const bus = await createBusFor({ kind: 'pglite' } as Database, pino({ level: 'silent' }));
    const { received } = collector(bus);
    await bus.publish(scoreMessage(3, 1));
    expect(received).toEqual([scoreMessage(3, 1)]);
  });

  it('needs the connection string for PostgreSQL', async () => {
    await expect(createBusFor({ kind: 'postgres' } as Database, pino({ level: 'silent' }))).rejects.toThrow(/no url/);
  });
});

const databaseUrl = await testPostgresUrl();

describe.skipIf(!databaseUrl)('PostgreSQL realtime bus (TEST_DATABASE_URL)', () => {
  const url = databaseUrl ?? '';
  let admin: pg.Client;
  let channelCount = 0;
  let channel: string;
  const buses: RealtimeBus[] = [];

  /** A bus on this test's own channel, so parallel test runs on the same server never hear each other. */
  async function bus(log = pino({ level: 'silent' })): Promise<RealtimeBus> {
    const created = await createPostgresBus(url, log, { channel, reconnectDelayMs: 20 });
    buses.push(created);
    return created;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.end();
  });

  beforeEach(() => {
    channelCount += 1;
    channel = `dormie_realtime_test_${process.pid}_${channelCount}`;
  });

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((created) => created.close()));
  });

  it('delivers a message published on one instance to both instances, exactly once each', async () => {
    const instanceA = await bus();
    const instanceB = await bus();
    const onA = collector(instanceA);
    const onB = collector(instanceB);

    const bothHeard = (count: number) =>
      vi.waitFor(() => expect([onA.received.length, onB.received.length]).toEqual([count, count]), { timeout: 1_000, interval: 5 });

    await instanceA.publish(scoreMessage(5, 1));
    await bothHeard(1);
    // One session's notifications arrive in order: once a second message is here, a repeat of the first would be too.
    await instanceA.publish(scoreMessage(5, 2));
    await bothHeard(2);
    expect(onA.received).toEqual([scoreMessage(5, 1), scoreMessage(5, 2)]);
    expect(onB.received).toEqual([scoreMessage(5, 1), scoreMessage(5, 2)]);
  });

  it('sends the messages published in one tick as one NOTIFY, in the order published (issue 35)', async () => {
    const instance = await bus();
    const { received } = collector(instance);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const sent = [1, 2, 3].map((version) => instance.publish(scoreMessage(6, version)));
      await Promise.all(sent);
      const later = [4, 5].map((version) => instance.publish(scoreMessage(6, version)));
      await Promise.all(later);
      const notifies = query.mock.calls.filter(([config]) => JSON.stringify(config).includes('pg_notify'));
      expect(notifies).toHaveLength(2);
    } finally {
      query.mockRestore();
    }
    await vi.waitFor(() => expect(received).toHaveLength(5), { timeout: 1_000, interval: 5 });
    expect(received).toEqual([1, 2, 3, 4, 5].map((version) => scoreMessage(6, version)));
  });

  it('ignores and logs NOTIFY payloads that are not bus messages', async () => {
    const { log, messages } = recordingLog();
    const instance = await bus(log);
    const { received } = collector(instance);
    const notify = (payload: string) => admin.query('select pg_notify($1, $2)', [channel, payload]);

    await notify('not json');
    await notify(JSON.stringify({ kind: 'game', gameId: 1, event: { type: 'SCORE_UPDATE', gameId: 1 } }));
    await notify(JSON.stringify({ ...scoreMessage(1, 1), gameId: 2 }));
    await notify(JSON.stringify(scoreMessage(1, 1)));
    // One session's notifications arrive in order: once the valid one is here, the others have been judged.
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 1_000, interval: 5 });
    expect(received).toEqual([scoreMessage(1, 1)]);
    expect(messages()).toEqual([
      'realtime: ignored a bus payload that is not JSON',
      'realtime: ignored a malformed bus payload',
      'realtime: ignored a malformed bus payload',
    ]);
  });

  it('refuses a message over the NOTIFY limit without failing, and still sends the next one', async () => {
    const { log, messages } = recordingLog();
    const instance = await bus(log);
    const { received } = collector(instance);

    await expect(instance.publish(userMessageOfSize(20_000))).resolves.toBeUndefined();
    await instance.publish(userMessageOfSize(BUS_PAYLOAD_MAX_BYTES));
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 1_000, interval: 5 });
    expect(received).toEqual([userMessageOfSize(BUS_PAYLOAD_MAX_BYTES)]);
    expect(messages()).toContain('realtime: refused a bus message over the NOTIFY payload limit');
  });

  it('reconnects its LISTEN connection after the server ends it', async () => {
    const { log, messages } = recordingLog();
    const instance = await bus(log);
    const { received } = collector(instance);
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'dormie realtime listener' and query like $1`,
      [`%${channel}%`],
    );
    expect(ended.rowCount).toBe(1);

    // What is published while it reconnects is lost to it, so publish until one arrives.
    let version = 0;
    await vi.waitFor(
      async () => {
        version += 1;
        await instance.publish(scoreMessage(9, version));
        expect(received.length).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(messages()).toContain('realtime: the LISTEN connection dropped; reconnecting');
    expect(messages()).toContain('realtime: the LISTEN connection is back');
  });

  it('stops delivering once closed, and closing twice is harmless', async () => {
    const sender = await bus();
    const receiver = await bus();
    const { received } = collector(receiver);
    const { received: heardBySender } = collector(sender);
    await receiver.close();
    await receiver.close();
    await sender.publish(scoreMessage(2, 1));
    // The NOTIFY went out and reached the instance still listening; the closed one no longer listens at all.
    await vi.waitFor(() => expect(heardBySender).toEqual([scoreMessage(2, 1)]), { timeout: 1_000, interval: 5 });
    const listeners = await admin.query(`select 1 from pg_stat_activity where application_name = 'dormie realtime listener' and query like $1`, [`%${channel}%`]);
    expect(listeners.rowCount).toBe(1);
    expect(received).toEqual([]);
  });

  it('rejects at start when the database cannot be reached', async () => {
    const unreachable = new URL(url);
    unreachable.port = '1';
    await expect(createPostgresBus(unreachable.toString(), pino({ level: 'silent' }), { channel })).rejects.toThrow();
  });
});
