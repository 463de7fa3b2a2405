import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  GameDetailSchema,
  GamePlayerSchema,
  GamePlayersSchema,
  ScoreHistorySchema,
  type GameDetail,
  type GamePlayer,
  type ScoreHistoryEntry,
} from '../../src/contract/games-responses';
import { demoCourseRows, demoCourses } from '../../src/server/courses/demo-courses';
import { courseData, friendships, gameOperations, gamePlayers, games, scoreHistory, scores } from '../../src/server/db/schema';
import type { NewUser, UserRow } from '../../src/server/users/repository';
import type { TestContext } from './app';
import { createUser, signIn } from './users';

// Helpers for the games API tests (issue 10): a course to play on, signed-in golfers, and the calls of a round.

/** Grey Rock Golf Club, Blue tee: par 72, stroke indexes a permutation of 1..18 (src/server/courses/demo-courses.ts). */
export const greyRock = demoCourses[0]!;
export const COURSE = greyRock.courseName;
export const TEE = 'Blue';
/** Par of hole n is PARS[n - 1]. */
export const PARS: readonly number[] = greyRock.pars;
/** Stroke index of hole n is INDEXES[n - 1]. */
export const INDEXES: readonly number[] = greyRock.strokeIndexes;
export const YARDAGES: readonly number[] = greyRock.tees[TEE]!;
/** The hole whose stroke index is `index` on the game's tee. */
export const holeWithIndex = (index: number): number => INDEXES.indexOf(index) + 1;

/** Stores the 18 holes of every tee of Grey Rock, as the course upload would. */
export async function seedCourse(ctx: TestContext): Promise<void> {
  await ctx.database.db.insert(courseData).values(demoCourseRows(greyRock));
}

export type Golfer = { user: UserRow; cookie: string; name: string };

let golferCounter = 0;

/** A registered golfer on a running trial whose display name (and first name) is `name`, signed in. */
export async function golfer(ctx: TestContext, name: string, overrides: Partial<NewUser> = {}): Promise<Golfer> {
  const user = await registered(ctx, name, overrides);
  return { user, cookie: await signIn(ctx.app, user.username), name };
}

/**
 * A registered golfer who is not signed in (to be added by Player ID). The display name is `name`, as an account
 * made with first name `name` and no last name gets it (src/server/users/accounts.ts).
 */
export async function registered(ctx: TestContext, name: string, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  golferCounter += 1;
  const username = `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}${golferCounter}`;
  return createUser(ctx.database.db, { username, firstName: name, lastName: null, displayName: name, ...overrides });
}

/** Records a friendship the way the friends feature stores it: one row per pair, userAId < userBId. */
export async function befriend(ctx: TestContext, a: UserRow, b: UserRow): Promise<void> {
  const [userAId, userBId] = [a.id, b.id].sort();
  await ctx.database.db.insert(friendships).values({ userAId: userAId!, userBId: userBId! });
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One API call as `cookie` (undefined: signed out). A payload of undefined sends no body. */
export function call(
  ctx: TestContext,
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export type CreateBody = {
  courseName: string;
  teeColor: string;
  gameType: 'stroke' | 'match' | 'bestball' | 'nassau' | 'skins' | 'stableford' | 'wolf';
  nassauMode: 'stroke' | 'match' | null;
  /** Left out unless a test sends it; unknown, so a test can send a bad one. */
  formatOptions?: unknown;
  betAmount: number | string | null;
  maxPlayers: number;
  creatorHandicap: number | null;
  isPrivate: boolean;
  /** product §R12, §R14: left out unless a test sends them. */
  handicapMode?: 'fixed' | 'whs';
  allowancePercent?: number | null;
  holesPlayed?: '18' | 'front' | 'back';
  creatorTeeSet?: 'M' | 'W';
  /** product §R18: left out unless a test sends it. */
  groupId?: string | null;
  /** product §R8, issue 34: left out (off) unless a test sends it. */
  drinksOn?: boolean;
};

/** A valid create-game body: stroke play on Grey Rock Blue, $10, up to 4 players, public. */
export function createBody(overrides: Partial<CreateBody> = {}): CreateBody {
  return {
    courseName: COURSE,
    teeColor: TEE,
    gameType: 'stroke',
    nassauMode: null,
    betAmount: 10,
    maxPlayers: 4,
    creatorHandicap: 0,
    isPrivate: false,
    ...overrides,
  };
}

/** Expects a status and shows the body when it is another. */
export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
}

/** Expects a refusal: the status and the exact message. */
export function expectRefusal(response: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: response.statusCode, message: messageOf(response) }).toEqual({ status, message });
}

function messageOf(response: LightMyRequestResponse): unknown {
  try {
    return (response.json<{ message?: unknown }>()).message;
  } catch {
    return response.body;
  }
}

export async function createGame(ctx: TestContext, creator: Golfer, overrides: Partial<CreateBody> = {}): Promise<GameDetail> {
  const response = await call(ctx, creator.cookie, 'POST', '/api/games', createBody(overrides));
  expectStatus(response, 201);
  return GameDetailSchema.parse(response.json());
}

export async function gameOf(ctx: TestContext, cookie: string | undefined, gameId: number | string): Promise<GameDetail> {
  const response = await call(ctx, cookie, 'GET', `/api/games/${gameId}`);
  expectStatus(response, 200);
  return GameDetailSchema.parse(response.json());
}

export async function playersOf(ctx: TestContext, cookie: string | undefined, gameId: number | string): Promise<GamePlayer[]> {
  const response = await call(ctx, cookie, 'GET', `/api/games/${gameId}/players`);
  expectStatus(response, 200);
  return GamePlayersSchema.parse(response.json());
}

export async function historyOf(ctx: TestContext, cookie: string, gameId: number): Promise<ScoreHistoryEntry[]> {
  const response = await call(ctx, cookie, 'GET', `/api/games/${gameId}/scores/history`);
  expectStatus(response, 200);
  return ScoreHistorySchema.parse(response.json());
}

type Team = 'A' | 'B' | 'auto' | null;

/** Adds a name-only player as the creator; answers the new player. */
export async function addManual(ctx: TestContext, creator: Golfer, gameId: number, playerName: string, handicap = 0, teamAssignment?: Team): Promise<GamePlayer> {
  const response = await call(ctx, creator.cookie, 'POST', `/api/games/${gameId}/players`, { playerName, handicap, ...(teamAssignment === undefined ? {} : { teamAssignment }) });
  expectStatus(response, 201);
  return GamePlayerSchema.parse(response.json());
}

/** Adds a registered golfer by Player ID as the creator; answers the new player. */
export async function addById(ctx: TestContext, creator: Golfer, gameId: number, user: UserRow, handicap = 0, teamAssignment?: Team): Promise<GamePlayer> {
  const response = await call(ctx, creator.cookie, 'POST', `/api/games/${gameId}/players/by-id`, {
    userNumber: user.userNumber,
    handicap,
    ...(teamAssignment === undefined ? {} : { teamAssignment }),
  });
  expectStatus(response, 201);
  return GamePlayerSchema.parse(response.json());
}

/** Joins as a signed-in golfer (200 or 201); answers the new player. */
export async function joinGame(ctx: TestContext, who: Golfer, gameId: number | string, handicap = 0, teamAssignment?: Team): Promise<GamePlayer> {
  const response = await call(ctx, who.cookie, 'POST', `/api/games/${gameId}/join`, { handicap, ...(teamAssignment === undefined ? {} : { teamAssignment }) });
  expect([200, 201], `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  return GamePlayerSchema.parse(response.json());
}

export async function startGame(ctx: TestContext, creator: Golfer, gameId: number): Promise<GameDetail> {
  const response = await call(ctx, creator.cookie, 'POST', `/api/games/${gameId}/start`);
  expectStatus(response, 200);
  const game = response.json<GameDetail>();
  expect(game.status).toBe('active');
  return game;
}

export async function completeGame(ctx: TestContext, creator: Golfer, gameId: number): Promise<void> {
  const response = await call(ctx, creator.cookie, 'POST', `/api/games/${gameId}/complete`);
  expectStatus(response, 200);
  expect(response.json<GameDetail>().status).toBe('completed');
}

export async function patchPlayer(ctx: TestContext, creator: Golfer, gameId: number, playerId: string, body: Record<string, unknown>): Promise<GamePlayer> {
  const response = await call(ctx, creator.cookie, 'PATCH', `/api/games/${gameId}/players/${playerId}`, body);
  expectStatus(response, 200);
  return GamePlayerSchema.parse(response.json());
}

export function postScore(ctx: TestContext, cookie: string, gameId: number, playerId: string, holeNumber: number, strokes: number, extra: Record<string, unknown> = {}) {
  return call(ctx, cookie, 'POST', `/api/games/${gameId}/scores`, { holeNumber, strokes, playerId, ...extra });
}

/** Posts a card one hole after another, from `firstHole`: strokes[0] is the first hole's score. */
export async function postCard(ctx: TestContext, cookie: string, gameId: number, playerId: string, strokes: readonly number[], firstHole = 1): Promise<void> {
  for (const [i, value] of strokes.entries()) {
    const response = await postScore(ctx, cookie, gameId, playerId, firstHole + i, value);
    expectStatus(response, 200);
  }
}

/** A card of the first `holes` holes at par, changed by `toPar` (hole number -> strokes over or under par). */
export function card(toPar: Record<number, number> = {}, holes = 18): number[] {
  return PARS.slice(0, holes).map((par, i) => par + (toPar[i + 1] ?? 0));
}

/** The player whose display name is `name`. */
export function named(players: readonly GamePlayer[], name: string): GamePlayer {
  const player = players.find((p) => p.user.displayName === name);
  if (!player) throw new Error(`no player named ${name} among ${players.map((p) => p.user.displayName).join(', ')}`);
  return player;
}

/** Every row of a game's tables, to prove a refused call changed nothing. */
export async function gameRows(ctx: TestContext, gameId: number) {
  const { db } = ctx.database;
  return {
    game: await db.select().from(games).where(eq(games.id, gameId)),
    players: await db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId)).orderBy(gamePlayers.id),
    scores: await db.select().from(scores).where(eq(scores.gameId, gameId)).orderBy(scores.id),
    history: await db.select().from(scoreHistory).where(eq(scoreHistory.gameId, gameId)).orderBy(scoreHistory.id),
    operations: await db.select().from(gameOperations).where(eq(gameOperations.gameId, gameId)).orderBy(gameOperations.createdAt, gameOperations.opId),
  };
}

/** The stored score rows of one player's hole. */
export async function scoreRows(ctx: TestContext, gameId: number, gamePlayerId: number, holeNumber: number) {
  return ctx.database.db
    .select()
    .from(scores)
    .where(and(eq(scores.gameId, gameId), eq(scores.gamePlayerId, gamePlayerId), eq(scores.holeNumber, holeNumber)));
}

/** Sum of dollar amounts in cents, so that 3.34 + 3.33 + 3.33 - 10 is exactly 0. */
export const centsSum = (dollars: readonly (number | null)[]): number => dollars.reduce<number>((sum, value) => sum + Math.round((value ?? 0) * 100), 0);

/** The game's version as stored now: what every event of a change and the next ETag must carry. */
export async function storedVersion(ctx: TestContext, gameId: number): Promise<number> {
  const [row] = await ctx.database.db.select({ version: games.version }).from(games).where(eq(games.id, gameId));
  if (!row) throw new Error(`no game ${String(gameId)}`);
  return row.version;
}

/** The game version an ETag of a game's reads stands for (`"<id>-<version>"`, src/server/games/routes.ts). */
export function versionInEtag(etag: unknown): number {
  // A compressed answer's tag names its coding too (docs/decisions/021): "12-40-gzip".
  const match = typeof etag === 'string' ? /^"\d+-(\d+)(?:-(?:br|gzip))?"$/.exec(etag) : null;
  if (!match) throw new Error(`not a game ETag: ${String(etag)}`);
  return Number(match[1]);
}

/** One more (1) or one fewer (-1) drink for a player, as `cookie`. */
export function changeDrinks(ctx: TestContext, cookie: string, gameId: number, playerId: string, change: 1 | -1) {
  return call(ctx, cookie, 'POST', `/api/games/${gameId}/players/${playerId}/drinks`, { change });
}
