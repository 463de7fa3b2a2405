import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { EncodedBody } from '../http/encoding';
import { createHotReads, type HotReadsDeps } from './hot-reads';

// What the lane leaves to Fastify whatever is kept (docs/decisions/022); test/hot-reads.test.ts holds its answers
// against Fastify's over real HTTP.

function lane(overrides: Partial<HotReadsDeps> = {}) {
  return createHotReads({
    sessions: { cachedUserOf: () => undefined },
    games: { keptVersion: (id) => ({ id, version: 3 }), keptPlayers: () => EncodedBody.ofText('[]') },
    parseCookie: () => ({}),
    logsRequests: () => false,
    closing: () => false,
    ...overrides,
  });
}

function exchange(url: string, method = 'GET') {
  const request = { method, url, headers: {} } as IncomingMessage;
  const response = { writeHead: vi.fn(), end: vi.fn() };
  return { request, response, sent: () => response.writeHead.mock.calls[0] as [number, Record<string, unknown>] | undefined, res: response as unknown as ServerResponse };
}

describe('hot reads lane', () => {
  it('answers a guest’s read of a kept public game', () => {
    const { request, res, sent, response } = exchange('/api/public/games/7/players');
    expect(lane()(request, res)).toBe(true);
    expect(sent()?.[0]).toBe(200);
    expect(sent()?.[1]).toMatchObject({ etag: '"7-3"', 'content-length': 2, 'x-content-type-options': 'nosniff' });
    expect(response.end).toHaveBeenCalledWith(Buffer.from('[]'));
  });

  const notKept = () => undefined;
  it.each<{ what: string; deps: Partial<HotReadsDeps> }>([
    { what: 'while request lines are logged (they are Fastify’s)', deps: { logsRequests: () => true } },
    { what: 'while the app closes (Fastify answers 503)', deps: { closing: () => true } },
    { what: 'a game whose version is not kept', deps: { games: { keptVersion: notKept, keptPlayers: notKept } } },
    { what: 'a version whose answer is not kept', deps: { games: { keptVersion: (id: number) => ({ id, version: 3 }), keptPlayers: notKept } } },
  ])('declines $what', ({ deps }) => {
    const { request, res, sent } = exchange('/api/public/games/7/players');
    expect(lane(deps)(request, res)).toBe(false);
    expect(sent()).toBeUndefined();
  });

  it.each(['/api/public/games/7/players?x=1', '/api/public/games/07/players', '/api/public/games/abcdef/players', '/api/public/games/7', '/API/public/games/7/players'])(
    'declines %s: only the canonical path of a numeric id',
    (url) => {
      const { request, res } = exchange(url);
      expect(lane()(request, res)).toBe(false);
    },
  );

  it('declines any method but GET', () => {
    const { request, res } = exchange('/api/public/games/7/players', 'HEAD');
    expect(lane()(request, res)).toBe(false);
  });
});
