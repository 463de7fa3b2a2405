import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { GameEvent } from '../src/contract/realtime';
import { createHub, type Listener } from '../src/server/realtime/hub';

// The hub's writes, with sockets and connections that record what is done to them: what one tick sends a socket is
// written out together, in order, once the tick is over (test/realtime.test.ts has the hub behind real sockets).

type Recorded = { kind: 'cork' | 'uncork' | 'frame'; data?: string };

/** A listener whose socket and connection write into `log` in the order things are done to them. */
function recordingListener(log: Recorded[]): Listener {
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: string) => log.push({ kind: 'frame', data }),
    terminate: () => undefined,
  };
  return {
    socket: socket as unknown as WebSocket,
    wire: { cork: () => log.push({ kind: 'cork' }), uncork: () => log.push({ kind: 'uncork' }) },
  };
}

const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger;

function playerUpdated(version: number): GameEvent {
  return { type: 'PLAYER_UPDATED', gameId: 7, version, playerId: 'golfer-1' };
}

const afterThisTick = () => new Promise<void>((resolve) => process.nextTick(resolve));

describe('the hub', () => {
  it("writes one tick's events to a socket as one write, in order, when the tick ends", async () => {
    const hub = createHub<Listener>(silentLog);
    const first: Recorded[] = [];
    const second: Recorded[] = [];
    hub.joinGame(7, recordingListener(first));
    hub.joinGame(7, recordingListener(second));
    await afterThisTick();
    first.length = 0;
    second.length = 0;

    for (const version of [1, 2, 3, 4, 5]) hub.toGame(7, playerUpdated(version));
    const frames = (log: Recorded[]) => log.filter((entry) => entry.kind === 'frame').map((entry) => JSON.parse(entry.data ?? '') as { version: number });
    expect(frames(first).map((event) => event.version)).toEqual([1, 2, 3, 4, 5]);
    expect(first.at(-1)?.kind, 'nothing is written out before the tick ends').toBe('frame');

    await afterThisTick();
    for (const log of [first, second]) {
      expect(log.map((entry) => entry.kind)).toEqual(['cork', 'frame', 'frame', 'frame', 'frame', 'frame', 'uncork']);
    }
  });

  it('holds a connection back again in a later tick, and never one that its socket no longer sends on', async () => {
    const hub = createHub<Listener>(silentLog);
    const log: Recorded[] = [];
    const listener = recordingListener(log);
    hub.joinGame(7, listener);
    await afterThisTick();
    hub.toGame(7, playerUpdated(1));
    await afterThisTick();
    hub.toGame(7, playerUpdated(2));
    await afterThisTick();
    expect(log.map((entry) => entry.kind)).toEqual(['cork', 'frame', 'uncork', 'cork', 'frame', 'uncork', 'cork', 'frame', 'uncork']);

    (listener.socket as unknown as { readyState: number }).readyState = 3;
    log.length = 0;
    hub.toGame(7, playerUpdated(3));
    await afterThisTick();
    expect(log).toEqual([]);
  });
});
