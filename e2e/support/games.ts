import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

// Games made through the API for the specs that test another screen (the create form has its own spec). The demo
// course Grey Rock Golf Club is seeded at server start; its Blue tee is the default.

export const DEMO_COURSE = 'Grey Rock Golf Club';
export const DEMO_TEE = 'Blue';

export type GameBody = {
  gameType?: 'stroke' | 'match' | 'bestball' | 'nassau' | 'skins' | 'stableford' | 'wolf';
  nassauMode?: 'stroke' | 'match' | null;
  betAmount?: number;
  maxPlayers?: number;
  creatorHandicap?: number;
  isPrivate?: boolean;
  /** Whether the players count drinks (product §R8): off unless a spec asks for them. */
  drinksOn?: boolean;
  formatOptions?: Record<string, unknown>;
  /** The group the game is played in (product §R18); its creator must be a member. */
  groupId?: string;
};
export type CreatedGame = { id: number; gameCode: string; name: string; holes: { holeNumber: number; par: number }[] };
export type CreatedPlayer = { id: number; userId: string };

async function ok<T>(answer: Promise<Awaited<ReturnType<APIRequestContext['get']>>>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()} answered ${String(response.status())}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** A game created by whoever `api` is signed in as (they become its first player). */
export function apiCreateGame(api: APIRequestContext, body: GameBody = {}): Promise<CreatedGame> {
  return ok(api.post('/api/games', { data: { courseName: DEMO_COURSE, teeColor: DEMO_TEE, gameType: 'stroke', betAmount: 5, maxPlayers: 4, ...body } }));
}

/** A group made by whoever `api` is signed in as (its owner, product §R18). */
export function apiCreateGroup(api: APIRequestContext, name: string): Promise<{ id: string; name: string }> {
  return ok(api.post('/api/groups', { data: { name } }));
}

export function apiAddManual(api: APIRequestContext, gameId: number, playerName: string, handicap = 0, teamAssignment: 'A' | 'B' | null = null): Promise<CreatedPlayer> {
  return ok(api.post(`/api/games/${String(gameId)}/players`, { data: { playerName, handicap, teamAssignment: teamAssignment ?? 'auto' } }));
}

export function apiAddById(api: APIRequestContext, gameId: number, userNumber: number, handicap = 0): Promise<CreatedPlayer> {
  return ok(api.post(`/api/games/${String(gameId)}/players/by-id`, { data: { userNumber, handicap, teamAssignment: 'auto' } }));
}

export function apiJoin(api: APIRequestContext, gameId: number, handicap = 0): Promise<CreatedPlayer> {
  return ok(api.post(`/api/games/${String(gameId)}/join`, { data: { handicap } }));
}

export function apiStart(api: APIRequestContext, gameId: number): Promise<unknown> {
  return ok(api.post(`/api/games/${String(gameId)}/start`));
}

export function apiScore(api: APIRequestContext, gameId: number, playerId: string, holeNumber: number, strokes: number): Promise<unknown> {
  return ok(api.post(`/api/games/${String(gameId)}/scores`, { data: { playerId, holeNumber, strokes } }));
}

/** Posts `strokes[i]` on hole i + 1 for the player. */
export async function apiCard(api: APIRequestContext, gameId: number, playerId: string, strokes: readonly number[]): Promise<void> {
  for (const [index, value] of strokes.entries()) await apiScore(api, gameId, playerId, index + 1, value);
}

/** The creator's move to hole `nextHole` (what the hole entry dialog's Save does after the current hole). */
export function apiAdvance(api: APIRequestContext, gameId: number, nextHole: number): Promise<unknown> {
  return ok(api.post(`/api/games/${String(gameId)}/advance-hole`, { data: { nextHole } }));
}

export function apiComplete(api: APIRequestContext, gameId: number): Promise<unknown> {
  return ok(api.post(`/api/games/${String(gameId)}/complete`));
}

/** The signed-in user of `api` (id and Player ID). */
export function apiMe(api: APIRequestContext): Promise<{ id: string; userNumber: number; username: string }> {
  return ok(api.get('/api/auth/user'));
}

/** Grey Rock's pars, hole 1 first, read from a game's holes. */
export const parsOf = (game: CreatedGame): number[] => [...game.holes].sort((a, b) => a.holeNumber - b.holeNumber).map((hole) => hole.par);
