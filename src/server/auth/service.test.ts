import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import type * as PasswordModule from './password';
import { passwordHash } from './password';
import type { UserRow } from './sessions';

// The service with its repository faked (house style): what matters here is the hashing work on each path.
const repository = vi.hoisted(() => ({ user: null as UserRow | null }));
vi.mock('./users-repository', () => ({
  userByUsername: vi.fn(async () => repository.user),
  userUpdate: vi.fn(async (_db: unknown, _id: string, values: Partial<UserRow>) => (repository.user ? { ...repository.user, ...values } : null)),
}));
const verified = vi.hoisted(() => ({ hashes: [] as Array<string | null | undefined> }));
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    passwordVerify: vi.fn(async (password: string, stored: string | null | undefined) => {
      verified.hashes.push(stored);
      return original.passwordVerify(password, stored);
    }),
  };
});

const { authenticate } = await import('./service');

const db = {} as Db;
const hour = 60 * 60 * 1000;
const now = new Date('2026-11-23T10:00:00Z');
const realPassword = 'Fairway-Birdie-7!';
const temporaryPassword = 'Temporary-Pass-9!';
const hashes = { real: await passwordHash(realPassword), temporary: await passwordHash(temporaryPassword) };

function account(overrides: Partial<UserRow>): UserRow {
  return { id: '00000000-0000-4000-8000-000000000001', username: 'sam', password: hashes.real, tempPassword: null, tempPasswordExpiry: null, mustChangePassword: false, ...overrides } as UserRow;
}

/** The hashes compared for one sign-in attempt, and whether it signed in. */
async function attempt(user: UserRow | null, password: string) {
  repository.user = user;
  verified.hashes = [];
  const signedIn = await authenticate(db, { username: 'sam', password }, now).then(
    () => true,
    () => false,
  );
  return { signedIn, hashes: verified.hashes };
}

describe('authenticate: the same hashing work on every path (issue 8, timing)', () => {
  beforeEach(() => {
    repository.user = null;
  });

  it.each([
    { path: 'unknown username', user: null },
    { path: 'wrong password, no reset pending', user: account({}) },
    { path: 'wrong password, reset pending', user: account({ tempPassword: hashes.temporary, tempPasswordExpiry: new Date(now.getTime() + hour) }) },
    { path: 'wrong password, reset expired', user: account({ tempPassword: hashes.temporary, tempPasswordExpiry: new Date(now.getTime() - hour) }) },
    { path: 'social sign-in only (no password)', user: account({ password: null }) },
  ])('$path: two full scrypt comparisons, refused', async ({ user }) => {
    const result = await attempt(user, 'Wrong-Guess-1!');
    expect(result.signedIn).toBe(false);
    expect(result.hashes).toHaveLength(2);
    for (const hash of result.hashes) expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('signs in with the password, or the pending temporary one (forcing a change), and never with the decoy', async () => {
    expect((await attempt(account({}), realPassword)).signedIn).toBe(true);
    const pending = account({ tempPassword: hashes.temporary, tempPasswordExpiry: new Date(now.getTime() + hour) });
    expect((await attempt(pending, temporaryPassword)).signedIn).toBe(true);
    expect((await attempt(account({ password: null }), 'decoy-password-for-timing')).signedIn).toBe(false);
    expect((await attempt(null, 'decoy-password-for-timing')).signedIn).toBe(false);
  });
});
