import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/server/app';
import { REDIS_PROBE_MS } from '../src/server/redis';
import { testConfig } from './support/app';
import { workerDatabase } from './support/database';
import { startOwnRedis, testRedisUrl, uniqueRedisPrefix, type OwnRedis } from './support/redis';
import { createUser } from './support/users';

// Issue 27.7: with Redis gone, sign-in answered 500 for the right password while /api/health said ok; with Redis
// paused, sign-in hung until it resumed. Each test runs a redis-server of its own, so it can kill and pause it. Like
// the other Redis tests, skipped without TEST_REDIS_URL (a machine without Redis), failed when it does not answer.
// The limits live in the process and Redis, not the database: one database kind is enough.

const statusCounts = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});

const redisWanted = await testRedisUrl();

describe.skipIf(!redisWanted)('Redis stopped and paused (issue 27.7)', () => {
  let own: OwnRedis;
  let app: FastifyInstance;
  const prefix = uniqueRedisPrefix();
  const warnings: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) warnings.push((JSON.parse(line) as { msg: string }).msg);
      done();
    },
  });

  beforeAll(async () => {
    own = await startOwnRedis();
    const database = await workerDatabase('pglite');
    app = await buildApp({ config: testConfig({ REDIS_URL: own.url, REDIS_KEY_PREFIX: prefix }), database, logger: { level: 'warn', stream: log } });
    await app.ready();
    await createUser(database.db, { username: 'outage-right' });
    await createUser(database.db, { username: 'outage-guessed' });
  });
  afterAll(async () => {
    // The server first, so closing the app never waits on a paused one.
    try {
      await own?.stop();
    } finally {
      await app?.close();
    }
  });

  const signInFrom = (remoteAddress: string, username: string, password?: string) =>
    app.inject({ method: 'POST', url: '/api/login/local', remoteAddress, payload: { username, password: password ?? 'Fairway-Birdie-7!' } });
  const health = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json<{ status: string; redis: string }>() };
  };
  /** Health once Redis answers again: the app asks a down Redis every REDIS_PROBE_MS. */
  const healthOnceBack = async () => {
    await vi.waitFor(async () => expect((await health()).body.redis).toBe('ok'), { timeout: 10 * REDIS_PROBE_MS, interval: REDIS_PROBE_MS / 2 });
    return health();
  };
  const outageLines = () => warnings.filter((msg) => msg.startsWith('redis does not answer')).length;

  it('killed: the right password still signs in, the throttle and the limits still count (here), health says Redis is down', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'pglite', redis: 'ok' } });
    await own.kill();

    expect((await signInFrom('198.51.100.70', 'outage-right')).statusCode).toBe(200);
    // One account's 10 attempts per address and window, counted in this process while Redis is away.
    const guesses = await Promise.all(Array.from({ length: 12 }, () => signInFrom('198.51.100.71', 'outage-guessed', 'Wrong-guess-1!')));
    expect(statusCounts(guesses)).toEqual({ 401: 10, 429: 2 });
    // The rate-limit plugin's limit (10 reset requests per address and account) holds too: neither a 500 nor skipped.
    const resets = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: '198.51.100.72', payload: { usernameOrEmail: 'nobody-outage' } }),
      ),
    );
    expect(statusCounts(resets)).toEqual({ 200: 10, 429: 2 });

    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'pglite', redis: 'down' } });
    expect(outageLines(), 'one line for the outage, not one per request').toBe(1);

    await own.start();
    expect((await healthOnceBack()).body.redis).toBe('ok');
    expect((await signInFrom('198.51.100.70', 'outage-right')).statusCode).toBe(200);
  }, 60_000);

  it('paused: sign-in answers within the command timeout, health says Redis is down; resumed, counting returns to Redis', async () => {
    const before = outageLines();
    own.pause();
    // No wall-clock assertion: the test's own timeout bounds it (sign-in hung with no end before the fix).
    expect((await signInFrom('198.51.100.73', 'outage-right')).statusCode).toBe(200);
    expect((await signInFrom('198.51.100.73', 'outage-right')).statusCode).toBe(200);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'pglite', redis: 'down' } });
    expect(outageLines() - before, 'one line for the outage').toBe(1);

    own.resume();
    expect((await healthOnceBack()).body.redis).toBe('ok');
    expect((await signInFrom('198.51.100.74', 'outage-guessed', 'Wrong-guess-1!')).statusCode).toBe(401);
    const direct = new Redis(own.url);
    try {
      expect(await direct.keys(`${prefix}signin:*198.51.100.74*`), 'the attempt was counted in Redis again').not.toHaveLength(0);
    } finally {
      direct.disconnect();
    }
  }, 30_000);
});
