import http from 'node:http';
import { beforeAll, expect, it } from 'vitest';
import { hotReadsServed } from '../src/server/games/hot-reads';
import { describeEachDatabase } from './support/app';
import { addManual, card, createGame, golfer, postCard, postScore, seedCourse, startGame, type Golfer } from './support/games';
import { busDrained } from './support/realtime';

// The players read answered from memory before Fastify (issue 17, docs/decisions/022): over real HTTP, where the lane
// sits, every answer must be Fastify's own answer to the same request (app.inject never meets the lane), and the
// lane must answer only when all it needs is kept. Headers of the connection itself (Date, Keep-Alive) are left out.

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

const connectionHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !connectionHeaders.has(name)));

describeEachDatabase('hot reads (issue 17)', (ctx) => {
  let origin: URL;
  beforeAll(async () => {
    origin = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  });

  function overHttp(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: origin.hostname, port: origin.port, path, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  }

  /**
   * The answer over HTTP equals Fastify's, and came from the lane when `fromLane`; the answer, for more checks. What
   * is kept can expire between two calls (a session's user after 2 s on PostgreSQL, a game after 5 s), and Fastify's
   * answer keeps it again: a read the lane should answer is answered by it at the latest on the second try.
   */
  async function expectFastifysAnswer(path: string, headers: Record<string, string>, fromLane: boolean, method: 'GET' | 'HEAD' = 'GET'): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      const servedBefore = hotReadsServed();
      const answer = await overHttp(path, headers, method);
      const byLane = hotReadsServed() - servedBefore === 1;
      const fastify = await ctx.app.inject({ method, url: path, headers });
      expect(answer.status, path).toBe(fastify.statusCode);
      expect(comparable(answer.headers), path).toEqual(comparable(fastify.headers));
      expect(answer.body.equals(fastify.rawPayload), `${path}: the same bytes`).toBe(true);
      if (byLane === fromLane) return answer;
      expect(fromLane && attempt === 1, `${method} ${path} ${JSON.stringify(headers)} answered by the lane: ${String(byLane)}`).toBe(true);
    }
  }

  /** A started public game of Sam's with two full cards, read once by Fastify in each coding so all is kept. */
  async function liveGame(): Promise<{ sam: Golfer; gameId: number; alexId: string }> {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam);
    const alex = await addManual(ctx, sam, game.id, 'Alex', 12);
    await startGame(ctx, sam, game.id);
    for (const player of [sam.user.id, alex.userId]) await postCard(ctx, sam.cookie, game.id, player, card({ 3: 1 }, 9));
    // The scores' announcements (NOTIFY on PostgreSQL) make the game forgotten as they arrive: let them land first.
    await busDrained(ctx.bus);
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const read = await ctx.app.inject({ url: `/api/games/${game.id}/players`, headers: { cookie: sam.cookie, 'accept-encoding': acceptEncoding } });
      expect(read.statusCode).toBe(200);
    }
    return { sam, gameId: game.id, alexId: alex.userId };
  }

  it('answers a kept public game’s players from memory with Fastify’s answer: 200 in each coding, 304, signed in and as a guest', async () => {
    const { sam, gameId } = await liveGame();
    for (const [path, cookie] of [[`/api/games/${gameId}/players`, sam.cookie], [`/api/public/games/${gameId}/players`, undefined], [`/api/public/games/${gameId}/players`, sam.cookie]] as const) {
      const asReader: Record<string, string> = cookie ? { cookie } : {};
      for (const acceptEncoding of [undefined, 'gzip, deflate, br, zstd', 'gzip', 'br;q=0, gzip;q=0']) {
        const headers = { ...asReader, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        const full = await expectFastifysAnswer(path, headers, true);
        expect(full.status).toBe(200);
        const notModified = await expectFastifysAnswer(path, { ...headers, 'if-none-match': String(full.headers.etag) }, true);
        expect(notModified.status).toBe(304);
        // An old or foreign tag is no match: the whole answer again.
        await expectFastifysAnswer(path, { ...headers, 'if-none-match': '"1-1"' }, true);
      }
    }
  });

  it('leaves to Fastify every read it cannot answer from memory or whose caller Fastify would refuse, and they get Fastify’s answer', async () => {
    const { sam, gameId } = await liveGame();
    const path = `/api/games/${gameId}/players`;
    const dayMs = 24 * 60 * 60 * 1000;
    const lapsed = await golfer(ctx, 'Lapsed', { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - dayMs) });
    const mustChange = await golfer(ctx, 'Temporary', { mustChangePassword: true });
    const refusals: Array<{ what: string; headers: Record<string, string>; status: number }> = [
      { what: 'signed out', headers: {}, status: 401 },
      { what: 'an ended session', headers: { cookie: 'dormie_session=no-such-session' }, status: 401 },
      { what: 'a lapsed trial', headers: { cookie: lapsed.cookie }, status: 402 },
      { what: 'a temporary password', headers: { cookie: mustChange.cookie }, status: 403 },
    ];
    for (const { what, headers, status } of refusals) {
      // Twice: the second time the session's user, if any, is kept, and the lane still steps aside.
      for (let time = 0; time < 2; time += 1) expect((await expectFastifysAnswer(path, headers, false)).status, what).toBe(status);
    }
    expect((await expectFastifysAnswer(`/api/public/games/${gameId}/players`, { cookie: mustChange.cookie }, false)).status).toBe(403);

    for (const other of [`${path}?fresh=1`, `${path}/`, `/api/games/0${gameId}/players`, `/api/games/${gameId}/players/`, '/api/games/99999/players']) {
      await expectFastifysAnswer(other, { cookie: sam.cookie }, false);
    }
    await expectFastifysAnswer(path, { cookie: sam.cookie }, false, 'HEAD');

    const hidden = await createGame(ctx, sam, { isPrivate: true });
    // A private game's version is never kept: who may see it depends on friendships.
    for (let time = 0; time < 2; time += 1) expect((await expectFastifysAnswer(`/api/games/${hidden.id}/players`, { cookie: sam.cookie }, false)).status).toBe(200);
  });

  it('never answers from before a change: the first read after a score is Fastify’s, and the lane answers the new card after it', async () => {
    const { sam, gameId, alexId } = await liveGame();
    const path = `/api/games/${gameId}/players`;
    const before = await expectFastifysAnswer(path, { cookie: sam.cookie }, true);
    expect((await postScore(ctx, sam.cookie, gameId, alexId, 10, 7)).statusCode).toBe(200);
    await busDrained(ctx.bus);
    const after = await expectFastifysAnswer(path, { cookie: sam.cookie, 'if-none-match': String(before.headers.etag) }, false);
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('"holeNumber":10');
    const again = await expectFastifysAnswer(path, { cookie: sam.cookie }, true);
    expect(again.body.equals(after.body)).toBe(true);
  });
});
