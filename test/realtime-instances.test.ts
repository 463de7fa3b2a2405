import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../src/contract/realtime';
import { openDatabase, type Database } from '../src/server/db/client';
import { versionInEtag } from './support/games';
import { testPostgresUrl } from './support/postgres';
import { openSocket, untilAllHear } from './support/realtime';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createUser, defaultPassword } from './support/users';

// Issue 10: several instances behind a load balancer, no sticky sessions. Two real server processes share one
// PostgreSQL database; a score posted through one reaches a socket connected to the other (how soon is for bench/live.ts).

const baseUrl = await testPostgresUrl();
const databaseName = `dormie_instances_${process.pid}`;

function databaseUrl(name: string): string {
  const url = new URL(baseUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl ?? undefined });
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

/** The /ws address of one instance. */
const socketUrlOf = (server: ServerProcess) => `${server.baseUrl.replace('http', 'ws')}/ws`;

const isScore = (strokes: number) => (m: ServerMessage) => m.type === 'SCORE_UPDATE' && m.score.strokes === strokes;

describe.skipIf(!baseUrl)('realtime across instances (PostgreSQL LISTEN/NOTIFY, TEST_DATABASE_URL)', () => {
  let database: Database;
  const servers: ServerProcess[] = [];

  /** A new golfer signed in through `server`: the session cookie, good on every instance. */
  async function signInThrough(server: ServerProcess, username: string): Promise<string> {
    await createUser(database.db, { username });
    const login = await fetch(`${server.baseUrl}/api/login/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: defaultPassword }),
    });
    expect(login.status).toBe(200);
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

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

  it('a score posted through one instance reaches a socket on the other', async () => {
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
    const watcher = await openSocket(socketUrlOf(second), cookie);
    const sameInstance = await openSocket(socketUrlOf(first), cookie);
    for (const socket of [watcher, sameInstance]) socket.send({ type: 'JOIN_GAME', gameId });
    let warmUpHole = 0;
    await untilAllHear([watcher, sameInstance], gameId, () => {
      warmUpHole += 1;
      return api(first, cookie, 'POST', `/api/games/${gameId}/scores`, { holeNumber: warmUpHole, strokes: 4, playerId: golfer.id });
    });

    // How soon is for the bench to measure (bench/live.ts); here, that the event crosses instances.
    const since = { from: watcher.inbox.received.length, timeoutMs: 5_000 };
    const stored = await api(first, cookie, 'POST', `/api/games/${gameId}/scores`, { holeNumber: 18, strokes: 7, playerId: golfer.id });
    const event = await watcher.inbox.next(isScore(7), since);
    expect(event).toMatchObject({ type: 'SCORE_UPDATE', gameId, score: stored });
    await expect(sameInstance.inbox.next(isScore(7), { timeoutMs: 5_000 })).resolves.toMatchObject({ type: 'SCORE_UPDATE', gameId });

    // The other instance then serves the version the event carried, so a screen that applied it is up to date.
    if (event.type !== 'SCORE_UPDATE') throw new Error('not a score');
    for (const path of [`/api/games/${gameId}`, `/api/games/${gameId}/players`]) {
      const read = await fetch(`${second.baseUrl}${path}`, { headers: { cookie } });
      expect(read.status, path).toBe(200);
      expect(versionInEtag(read.headers.get('etag')), path).toBe(event.version);
    }
  }, 60_000);

  it('a friend request sent through one instance reaches the addressee on the other; presence follows sockets on either', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers did not start');
    const signIn = (username: string) => signInThrough(first, username);
    const samCookie = await signIn('instancesam');
    const patCookie = await signIn('instancepat');
    const pat = await api(first, patCookie, 'GET', '/api/auth/user');

    // Sam listens on the first instance, Pat on the second; Sam's request goes through the first.
    const samTab = await openSocket(socketUrlOf(first), samCookie);
    const patTab = await openSocket(socketUrlOf(second), patCookie);
    const request = await api(first, samCookie, 'POST', '/api/friends/requests', { targetUserNumber: pat.userNumber });
    await patTab.inbox.next((m) => m.type === 'FRIEND_REQUEST_RECEIVED', { timeoutMs: 2000 });
    await patTab.inbox.next((m) => m.type === 'NOTIFICATION_CREATED', { timeoutMs: 2000 });
    // Pat accepts through the second; both hear their lists changed, each on their own instance.
    await api(second, patCookie, 'PATCH', `/api/friends/requests/${String(request.id)}/respond`, { accept: true });
    await samTab.inbox.next((m) => m.type === 'FRIEND_LIST_UPDATED', { timeoutMs: 2000 });
    await patTab.inbox.next((m) => m.type === 'FRIEND_LIST_UPDATED', { timeoutMs: 2000 });

    // Pat's socket on the second instance makes Pat online for Sam, read through the first.
    const patId = String(pat.id);
    expect(await api(first, samCookie, 'GET', '/api/friends/online')).toEqual({ [patId]: true });
    const from = samTab.inbox.received.length;
    patTab.ws.close();
    await samTab.inbox.next((m) => m.type === 'FRIEND_PRESENCE' && m.userId === patId && !m.isOnline, { from, timeoutMs: 2000 });
    expect(await api(first, samCookie, 'GET', '/api/friends/online')).toEqual({ [patId]: false });
    await openSocket(socketUrlOf(first), patCookie);
    await samTab.inbox.next((m) => m.type === 'FRIEND_PRESENCE' && m.userId === patId && m.isOnline, { from, timeoutMs: 2000 });
    expect(await api(second, samCookie, 'GET', '/api/friends/online')).toEqual({ [patId]: true });
  }, 60_000);

  it('one instance killed: its client reconnects to another and sees the same presence, and hears what follows', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers did not start');
    const doomed = await startServerProcess({ DATABASE_URL: databaseUrl(databaseName), NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
    try {
      const signIn = (username: string) => signInThrough(first, username);
      const samCookie = await signIn('killedsam');
      const patCookie = await signIn('killedpat');
      const sam = await api(first, samCookie, 'GET', '/api/auth/user');
      const pat = await api(first, patCookie, 'GET', '/api/auth/user');
      const request = await api(first, samCookie, 'POST', '/api/friends/requests', { targetUserNumber: pat.userNumber });
      await api(first, patCookie, 'PATCH', `/api/friends/requests/${String(request.id)}/respond`, { accept: true });
      const [samId, patId] = [String(sam.id), String(pat.id)];

      // Sam's tab is on the instance about to die, Pat's on the second.
      const samTab = await openSocket(socketUrlOf(doomed), samCookie);
      const patTab = await openSocket(socketUrlOf(second), patCookie);
      // A socket's presence is recorded just after it opens, not before the open is answered: asked until it shows.
      await expect.poll(() => api(doomed, samCookie, 'GET', '/api/friends/online')).toEqual({ [patId]: true });
      await expect.poll(() => api(second, patCookie, 'GET', '/api/friends/online')).toEqual({ [samId]: true });

      const closed = new Promise((resolve) => samTab.ws.once('close', resolve));
      expect(await doomed.stop('SIGKILL')).toBeNull();
      await closed;

      // The client reconnects to a live instance (as the shell does, with backoff) and refetches: the same state.
      const samAgain = await openSocket(socketUrlOf(first), samCookie);
      expect(await api(first, samCookie, 'GET', '/api/friends/online')).toEqual({ [patId]: true });
      expect(await api(second, patCookie, 'GET', '/api/friends/online')).toEqual({ [samId]: true });
      // And the new socket hears what follows: Pat going offline on the second instance.
      patTab.ws.close();
      await samAgain.inbox.next((m) => m.type === 'FRIEND_PRESENCE' && m.userId === patId && !m.isOnline, { timeoutMs: 2000 });
      expect(await api(first, samCookie, 'GET', '/api/friends/online')).toEqual({ [patId]: false });
    } finally {
      await doomed.stop('SIGKILL');
    }
  }, 120_000);
});
