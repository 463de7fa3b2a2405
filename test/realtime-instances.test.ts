import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ServerMessageSchema, type ServerMessage } from '../src/contract/realtime';
import { openDatabase, type Database } from '../src/server/db/client';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createUser, defaultPassword } from './support/users';

// Issue 10: several instances behind a load balancer, no sticky sessions. Two real server processes share one
// PostgreSQL database; a score posted through one reaches a socket connected to the other within a second.

const baseUrl = process.env.TEST_DATABASE_URL;
const databaseName = `dormie_instances_${process.pid}`;

function databaseUrl(name: string): string {
  const url = new URL(baseUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Calls the API of one instance as the signed-in golfer. */
async function api(server: ServerProcess, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A socket on one instance, with a way to wait for the first message that passes a test. */
async function openSocket(server: ServerProcess, cookie: string) {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws`, { headers: { cookie } });
  const messages: ServerMessage[] = [];
  const waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = ServerMessageSchema.parse(JSON.parse(data.toString()));
    messages.push(message);
    for (const waiter of waiters.filter((w) => w.test(message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await once(socket, 'open');
  const next = (test: (m: ServerMessage) => boolean, timeoutMs: number) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const found = messages.find(test);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
      waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  return { socket, next };
}

const isScore = (strokes: number) => (m: ServerMessage) => m.type === 'SCORE_UPDATE' && m.score.strokes === strokes;

describe.skipIf(!baseUrl)('realtime across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: Database;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await adminQuery(`create database ${databaseName}`);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl(databaseName), poolSize: 2 });
    await database.migrate();
    // One after the other: the first seeds the demo courses and the first admin, the second finds them there.
    const env = { DATABASE_URL: databaseUrl(databaseName), NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: defaultPassword };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  it('a score posted through one instance reaches a socket on the other within a second', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers did not start');
    const golfer = await createUser(database.db, { username: 'instances' });
    const login = await fetch(`${first.baseUrl}/api/login/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: golfer.username, password: defaultPassword }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(login.status).toBe(200);

    const game = await api(first, cookie, 'POST', '/api/games', {
      courseName: 'Grey Rock Golf Club',
      teeColor: 'Blue',
      gameType: 'stroke',
      betAmount: 0,
      maxPlayers: 2,
      creatorHandicap: 0,
    });
    const gameId = Number(game.id);
    await api(first, cookie, 'POST', `/api/games/${gameId}/players`, { playerName: 'Alex', handicap: 0 });
    await api(first, cookie, 'POST', `/api/games/${gameId}/start`);

    // The session made on the first instance is good on the second: sessions live in the shared database.
    const watcher = await openSocket(second, cookie);
    const sameInstance = await openSocket(first, cookie);
    watcher.socket.send(JSON.stringify({ type: 'JOIN_GAME', gameId }));
    sameInstance.socket.send(JSON.stringify({ type: 'JOIN_GAME', gameId }));

    // JOIN_GAME has no answer: a score that arrives on both sockets shows both joins were taken.
    let warmUp = 2;
    for (;;) {
      await api(first, cookie, 'POST', `/api/games/${gameId}/scores`, { holeNumber: 1, strokes: warmUp, playerId: golfer.id });
      const arrived = await Promise.all([watcher.next(isScore(warmUp), 500), sameInstance.next(isScore(warmUp), 500)]).then(
        () => true,
        () => false,
      );
      if (arrived) break;
      warmUp += 1;
      if (warmUp > 10) throw new Error('the sockets never received a score');
    }

    const sentAt = Date.now();
    const stored = await api(first, cookie, 'POST', `/api/games/${gameId}/scores`, { holeNumber: 2, strokes: 7, playerId: golfer.id });
    const event = await watcher.next(isScore(7), 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(event).toMatchObject({ type: 'SCORE_UPDATE', gameId, score: stored });
    await expect(sameInstance.next(isScore(7), 1000)).resolves.toMatchObject({ type: 'SCORE_UPDATE', gameId });

    watcher.socket.close();
    sameInstance.socket.close();
  }, 60_000);
});
