import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PASSWORD_HASH_TEST_COST, passwordHash } from '../../src/server/auth/password';
import type { Db } from '../../src/server/db/client';
import { usersRepository, type NewUser, type UserRow } from '../../src/server/users/repository';

export const defaultPassword = 'Fairway-Birdie-7!';
const dayMs = 24 * 60 * 60 * 1000;
let counter = 0;

// Hashing is the slow part of making users; every test user shares one hash of the default password, made at the
// test servers' cost (test/support/app.ts), so signing one in costs what it costs on them.
let defaultHash: Promise<string> | undefined;

/** Inserts a golfer on a running trial (overridable) whose password is `defaultPassword`. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  counter += 1;
  defaultHash ??= passwordHash(defaultPassword, PASSWORD_HASH_TEST_COST);
  const username = overrides.username ?? `golfer${counter}`;
  return usersRepository(db).insert({
    username,
    email: `${username.toLowerCase()}@example.com`,
    firstName: 'Test',
    lastName: `Golfer${counter}`,
    displayName: `Test Golfer${counter}`,
    password: await defaultHash,
    subscriptionStatus: 'trial',
    trialEndsAt: new Date(Date.now() + 30 * dayMs),
    ...overrides,
  });
}

export const createAdmin = (db: Db, overrides: Partial<NewUser> = {}) =>
  createUser(db, { isAdmin: true, subscriptionStatus: 'lifetime', ...overrides });

/** Signs in through the API and returns the Cookie header value for later requests. */
export async function signIn(app: FastifyInstance, username: string, password = defaultPassword): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login/local', payload: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'dormie_sid');
  if (!cookie) throw new Error('no session cookie');
  return `dormie_sid=${cookie.value}`;
}
