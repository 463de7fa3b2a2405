import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gamePlayers, games, notifications, scoreHistory, scores, userAchievements } from '../src/server/db/schema';
import { gameMessages } from '../src/server/games/messages';
import type { UserRow } from '../src/server/users/repository';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addById,
  addManual,
  call,
  createBody,
  createGame,
  expectRefusal,
  expectStatus,
  golfer,
  postScore,
  registered,
  seedCourse,
  startGame,
  type Golfer,
} from './support/games';
import { signIn } from './support/users';

// Issue 10, "each refusal tested": every games call refused in each way it can be, and nothing changed by it.
// 401 signed out, 402 without access, 404 for a private game the caller may not see (or no game at all),
// 403 for a golfer who may see the game but not do that (product §G6, §R2, §R7).

const dayMs = 24 * 60 * 60 * 1000;

type Fixture = {
  sam: Golfer;
  pat: UserRow;
  stranger: UserRow;
  lapsed: UserRow;
  target: UserRow;
  /** The public and the private game, both being played, each with Sam, Pat and Manny (manual). */
  open: { id: number; code: string; manny: string };
  hidden: { id: number; code: string; manny: string };
};

async function fixture(ctx: TestContext): Promise<Fixture> {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  const pat = await registered(ctx, 'Pat');
  const stranger = await registered(ctx, 'Stranger');
  const lapsed = await registered(ctx, 'Lapsed', { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - dayMs) });
  const target = await registered(ctx, 'Target');
  const game = async (isPrivate: boolean) => {
    const created = await createGame(ctx, sam, { isPrivate, maxPlayers: 5, drinksOn: true });
    await addById(ctx, sam, created.id, pat);
    const manny = await addManual(ctx, sam, created.id, 'Manny', 6);
    await startGame(ctx, sam, created.id);
    expectStatus(await postScore(ctx, sam.cookie, created.id, manny.userId, 1, 5), 200);
    return { id: created.id, code: created.gameCode, manny: manny.userId };
  };
  return { sam, pat, stranger, lapsed, target, open: await game(false), hidden: await game(true) };
}

type GameRef = Fixture['open'];
type GameCall = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (game: GameRef, ref: string) => string;
  body?: (f: Fixture, game: GameRef) => unknown;
  /** Who may make it once they can see the game: anyone signed in, players of the game, or the creator. */
  role: 'viewer' | 'player' | 'creator';
};

const gameCalls: GameCall[] = [
  { name: 'GET game', method: 'GET', path: (_g, ref) => `/api/games/${ref}`, role: 'viewer' },
  { name: 'GET players', method: 'GET', path: (_g, ref) => `/api/games/${ref}/players`, role: 'viewer' },
  { name: 'GET achievements', method: 'GET', path: (_g, ref) => `/api/games/${ref}/achievements`, role: 'viewer' },
  { name: 'POST join', method: 'POST', path: (_g, ref) => `/api/games/${ref}/join`, body: () => ({ handicap: 1 }), role: 'viewer' },
  { name: 'DELETE game', method: 'DELETE', path: (_g, ref) => `/api/games/${ref}`, role: 'creator' },
  { name: 'POST players (manual)', method: 'POST', path: (_g, ref) => `/api/games/${ref}/players`, body: () => ({ playerName: 'Intruder', handicap: 0 }), role: 'creator' },
  {
    name: 'POST players/by-id',
    method: 'POST',
    path: (_g, ref) => `/api/games/${ref}/players/by-id`,
    body: (f) => ({ userNumber: f.target.userNumber, handicap: 0 }),
    role: 'creator',
  },
  { name: 'PATCH player', method: 'PATCH', path: (g, ref) => `/api/games/${ref}/players/${g.manny}`, body: () => ({ handicap: 9 }), role: 'creator' },
  { name: 'DELETE player', method: 'DELETE', path: (g, ref) => `/api/games/${ref}/players/${g.manny}`, role: 'creator' },
  { name: 'POST start', method: 'POST', path: (_g, ref) => `/api/games/${ref}/start`, role: 'creator' },
  { name: 'POST advance-hole', method: 'POST', path: (_g, ref) => `/api/games/${ref}/advance-hole`, body: () => ({ nextHole: 3 }), role: 'creator' },
  { name: 'POST complete', method: 'POST', path: (_g, ref) => `/api/games/${ref}/complete`, role: 'creator' },
  {
    name: 'POST scores',
    method: 'POST',
    path: (_g, ref) => `/api/games/${ref}/scores`,
    body: (_f, g) => ({ holeNumber: 2, strokes: 4, playerId: g.manny }),
    role: 'player',
  },
  { name: 'GET scores/history', method: 'GET', path: (_g, ref) => `/api/games/${ref}/scores/history`, role: 'player' },
  { name: 'POST drinks', method: 'POST', path: (g, ref) => `/api/games/${ref}/players/${g.manny}/drinks`, body: () => ({ change: 1 }), role: 'player' },
];

type PlainCall = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
const plainCalls: PlainCall[] = [
  { name: 'GET /api/games', method: 'GET', path: '/api/games' },
  { name: 'GET /api/games/user', method: 'GET', path: '/api/games/user' },
  { name: 'GET /api/games/public', method: 'GET', path: '/api/games/public' },
  { name: 'POST /api/games', method: 'POST', path: '/api/games', body: createBody() },
  { name: 'GET /api/users/search by name', method: 'GET', path: '/api/users/search?q=a&searchById=false' },
  { name: 'GET /api/users/search by id', method: 'GET', path: '/api/users/search?q=10&searchById=true' },
];

/** Every row the games calls may write, to compare before and after a refusal. */
async function everything(ctx: TestContext, f: Fixture) {
  const { db } = ctx.database;
  const reads: Record<string, unknown> = {};
  for (const game of [f.open, f.hidden]) {
    for (const path of [`/api/games/${game.id}`, `/api/games/${game.id}/players`, `/api/games/${game.id}/scores/history`]) {
      const response = await call(ctx, f.sam.cookie, 'GET', path);
      reads[path] = [response.statusCode, response.headers.etag, response.body];
    }
  }
  return {
    reads,
    games: await db.select().from(games).orderBy(asc(games.id)),
    players: await db.select().from(gamePlayers).orderBy(asc(gamePlayers.id)),
    scores: await db.select().from(scores).orderBy(asc(scores.id)),
    history: await db.select().from(scoreHistory).orderBy(asc(scoreHistory.id)),
    achievements: await db.select().from(userAchievements).orderBy(asc(userAchievements.id)),
    notifications: await db.select().from(notifications).orderBy(asc(notifications.id)),
  };
}

type Actor = 'guest' | 'lapsed' | 'stranger' | 'pat';
type Case = {
  case: string;
  actor: Actor;
  method: GameCall['method'];
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  status: number;
  message?: string;
};

const gameOf = (f: Fixture, which: 'open' | 'hidden') => f[which];

function gameCases(): Case[] {
  const cases: Case[] = [];
  for (const c of gameCalls) {
    const at = (which: 'open' | 'hidden', byCode = false) => (f: Fixture) => {
      const game = gameOf(f, which);
      return c.path(game, byCode ? game.code.toLowerCase() : String(game.id));
    };
    const body = c.body ? (f: Fixture, which: 'open' | 'hidden') => c.body!(f, gameOf(f, which)) : undefined;
    const withBody = (which: 'open' | 'hidden') => (body ? { body: (f: Fixture) => body(f, which) } : {});
    cases.push(
      { case: `${c.name}: signed out`, actor: 'guest', method: c.method, path: at('hidden'), ...withBody('hidden'), status: 401 },
      { case: `${c.name}: signed out, public game`, actor: 'guest', method: c.method, path: at('open'), ...withBody('open'), status: 401 },
      { case: `${c.name}: trial ended`, actor: 'lapsed', method: c.method, path: at('hidden'), ...withBody('hidden'), status: 402 },
      { case: `${c.name}: trial ended, public game`, actor: 'lapsed', method: c.method, path: at('open'), ...withBody('open'), status: 402 },
      { case: `${c.name}: a stranger on a private game`, actor: 'stranger', method: c.method, path: at('hidden'), ...withBody('hidden'), status: 404, message: gameMessages.notFound },
      {
        case: `${c.name}: a stranger on a private game, by code`,
        actor: 'stranger',
        method: c.method,
        path: at('hidden', true),
        ...withBody('hidden'),
        status: 404,
        message: gameMessages.notFound,
      },
    );
    if (c.body) {
      // The game is looked up before the body is read: a bad body does not reveal that the game exists.
      cases.push({
        case: `${c.name}: a stranger on a private game with a bad body`,
        actor: 'stranger',
        method: c.method,
        path: at('hidden'),
        body: () => ({ handicap: 'lots', nextHole: 99, strokes: 0, change: 7, userNumber: -1 }),
        status: 404,
        message: gameMessages.notFound,
      });
    }
    if (c.role === 'creator') {
      cases.push(
        { case: `${c.name}: a player who is not the creator`, actor: 'pat', method: c.method, path: at('open'), ...withBody('open'), status: 403, message: gameMessages.creatorOnly },
        { case: `${c.name}: a player of a private game who is not the creator`, actor: 'pat', method: c.method, path: at('hidden'), ...withBody('hidden'), status: 403, message: gameMessages.creatorOnly },
        { case: `${c.name}: a stranger on a public game`, actor: 'stranger', method: c.method, path: at('open'), ...withBody('open'), status: 403, message: gameMessages.creatorOnly },
      );
    }
    if (c.role === 'player') {
      cases.push({ case: `${c.name}: a stranger on a public game`, actor: 'stranger', method: c.method, path: at('open'), ...withBody('open'), status: 403, message: gameMessages.playersOnly });
    }
  }
  return cases;
}

function plainCases(): Case[] {
  return plainCalls.flatMap((c): Case[] => [
    { case: `${c.name}: signed out`, actor: 'guest', method: c.method, path: () => c.path, body: () => c.body, status: 401 },
    { case: `${c.name}: trial ended`, actor: 'lapsed', method: c.method, path: () => c.path, body: () => c.body, status: 402 },
  ]);
}

const publicCases: Case[] = [
  { case: 'guest GET /api/public/games/{id} of a private game', actor: 'guest', method: 'GET', path: (f) => `/api/public/games/${f.hidden.id}`, status: 404, message: gameMessages.notFound },
  {
    case: 'guest GET /api/public/games/{code} of a private game',
    actor: 'guest',
    method: 'GET',
    path: (f) => `/api/public/games/${f.hidden.code}`,
    status: 404,
    message: gameMessages.notFound,
  },
  {
    case: 'guest GET /api/public/games/{id}/players of a private game',
    actor: 'guest',
    method: 'GET',
    path: (f) => `/api/public/games/${f.hidden.id}/players`,
    status: 404,
    message: gameMessages.notFound,
  },
  {
    case: 'a signed-in stranger GET /api/public/games/{id} of a private game',
    actor: 'stranger',
    method: 'GET',
    path: (f) => `/api/public/games/${f.hidden.id}`,
    status: 404,
    message: gameMessages.notFound,
  },
];

async function cookieOf(ctx: TestContext, f: Fixture, actor: Actor): Promise<string | undefined> {
  switch (actor) {
    case 'guest':
      return undefined;
    case 'lapsed':
      return signIn(ctx.app, f.lapsed.username);
    case 'stranger':
      return signIn(ctx.app, f.stranger.username);
    case 'pat':
      return signIn(ctx.app, f.pat.username);
  }
}

// Every test here is refused and proves that nothing changed, so they share one fixture, made by the first that asks.
describeEachDatabase(
  'games: every refusal, and nothing changes',
  (ctx) => {
    let shared: Promise<Fixture> | undefined;
    const sharedFixture = () => (shared ??= fixture(ctx));
    refusals(ctx, sharedFixture);
  },
  { emptyOnce: true },
);

function refusals(ctx: TestContext, sharedFixture: () => Promise<Fixture>): void {
  it.each([...gameCases(), ...plainCases(), ...publicCases])('$case -> $status', async ({ actor, method, path, body, status, message }) => {
    const f = await sharedFixture();
    const cookie = await cookieOf(ctx, f, actor);
    const before = await everything(ctx, f);
    const response = await call(ctx, cookie, method, path(f), body?.(f));
    if (message === undefined) expect(response.statusCode, response.body).toBe(status);
    else expectRefusal(response, status, message);
    expect(await everything(ctx, f)).toEqual(before);
  });

  it.each(gameCalls)('$name on a game that does not exist is 404, by id and by code', async (c) => {
    const f = await sharedFixture();
    const none = { id: 999_999, code: f.open.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ', manny: f.open.manny };
    const before = await everything(ctx, f);
    for (const ref of [String(none.id), none.code, none.code.toLowerCase()]) {
      const response = await call(ctx, f.sam.cookie, c.method, c.path(none, ref), c.body?.(f, none));
      expectRefusal(response, 404, gameMessages.notFound);
    }
    expect(await everything(ctx, f)).toEqual(before);
  });

  it('a body is read only after the caller is known: a bad body from a guest is 401, from a lapsed golfer 402', async () => {
    const f = await sharedFixture();
    const lapsed = await cookieOf(ctx, f, 'lapsed');
    expect((await call(ctx, undefined, 'POST', '/api/games', { betAmount: 5000 })).statusCode).toBe(401);
    expect((await call(ctx, lapsed, 'POST', '/api/games', { betAmount: 5000 })).statusCode).toBe(402);
    expect((await call(ctx, lapsed, 'POST', `/api/games/${f.open.id}/scores`, { strokes: 0 })).statusCode).toBe(402);
  });
}

describeEachDatabase('games: what the refused roles may do', (ctx) => {
  it('lets the refused roles do what they may: a stranger reads and joins a public game, a player scores and reads history', async () => {
    const f = await fixture(ctx);
    const stranger = await cookieOf(ctx, f, 'stranger');
    const pat = await cookieOf(ctx, f, 'pat');
    for (const path of [`/api/games/${f.open.id}`, `/api/games/${f.open.id}/players`, `/api/games/${f.open.id}/achievements`]) {
      expectStatus(await call(ctx, stranger, 'GET', path), 200);
    }
    expectStatus(await call(ctx, pat, 'GET', `/api/games/${f.hidden.id}/scores/history`), 200);
    expectStatus(await postScore(ctx, pat!, f.hidden.id, f.hidden.manny, 2, 4), 200);
    expectStatus(await call(ctx, pat, 'POST', `/api/games/${f.hidden.id}/players/${f.hidden.manny}/drinks`, { change: 1 }), 200);
    const joined = await call(ctx, stranger, 'POST', `/api/games/${f.open.id}/join`, { handicap: 1 });
    expect([200, 201], joined.body).toContain(joined.statusCode);
  });
});
