import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../mail/mailer';
import type { UserRow } from '../users/repository';
import { LoginThrottle } from './login-throttle';
import type * as PasswordModule from './password';
import { passwordHash } from './password';
import { createAuthService, type AuthServiceDeps } from './service';

// The service with its repositories faked (house style): what matters here is the hashing work on each path.
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

const hour = 60 * 60 * 1000;
const now = new Date('2026-11-23T10:00:00Z');
const realPassword = 'Fairway-Birdie-7!';
const temporaryPassword = 'Temporary-Pass-9!';
const hashes = { real: await passwordHash(realPassword), temporary: await passwordHash(temporaryPassword) };

function account(overrides: Partial<UserRow>): UserRow {
  return { id: '00000000-0000-4000-8000-000000000001', username: 'sam', password: hashes.real, tempPassword: null, tempPasswordExpiry: null, mustChangePassword: false, ...overrides } as UserRow;
}

/** A users repository holding at most one user, and a log of what the service did to the store. */
function fakeStore() {
  const store = { user: null as UserRow | null, calls: [] as string[] };
  const users: AuthServiceDeps['users'] = {
    byUsername: async () => store.user,
    byUsernameOrEmail: async () => store.user,
    update: async (_id, values) => {
      store.calls.push(`users.update ${Object.keys(values).sort().join(',')}`);
      return store.user ? { ...store.user, ...values } : null;
    },
  };
  const transaction: AuthServiceDeps['transaction'] = async (work) => {
    store.calls.push('begin');
    const result = await work({ users, sessions: { deleteOthers: async (userId, keep) => void store.calls.push(`sessions.deleteOthers ${userId} ${keep}`) } });
    store.calls.push('commit');
    return result;
  };
  const sessions: AuthServiceDeps['sessions'] = {
    start: async (userId, previous) => {
      store.calls.push(`sessions.start ${userId} ${previous}`);
      return 'new-token';
    },
    ended: (userId) => void store.calls.push(`sessions.ended ${userId}`),
  };
  const mailer: Mailer = { mode: 'outbox', send: async () => undefined, outbox: async () => [] };
  return { store, deps: { users, transaction, sessions, mailer, publicUrl: 'http://dormie.test', log: { error: () => undefined } } satisfies AuthServiceDeps };
}

const { store, deps } = fakeStore();
const auth = createAuthService(deps);

/** The hashes compared for one sign-in attempt, and whether it signed in. */
async function attempt(user: UserRow | null, password: string) {
  store.user = user;
  verified.hashes = [];
  const signedIn = await auth.authenticate({ username: 'sam', password }, now).then(
    () => true,
    () => false,
  );
  return { signedIn, hashes: verified.hashes };
}

describe('authenticate: the same hashing work on every path (issue 8, timing)', () => {
  beforeEach(() => {
    store.user = null;
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

describe('the cost of the hashes a service makes (docs/decisions/046)', () => {
  it('makes its decoy, its reset passwords and its changed passwords at its cost, and still verifies older hashes', async () => {
    const { store, deps } = fakeStore();
    const cheap = createAuthService({ ...deps, passwordHashCost: 10 });
    store.user = null;
    verified.hashes = [];
    await expect(cheap.authenticate({ username: 'sam', password: 'Wrong-Guess-1!' }, now)).rejects.toMatchObject({ statusCode: 401 });
    expect(verified.hashes).toHaveLength(2);
    for (const hash of verified.hashes) expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    // A golfer whose hash was made at production's cost still signs in on it.
    store.user = account({});
    expect(await cheap.authenticate({ username: 'sam', password: realPassword }, now)).toMatchObject({ username: 'sam' });

    const written: string[] = [];
    const user = account({});
    store.user = user;
    const recording = createAuthService({
      ...deps,
      passwordHashCost: 10,
      transaction: async (work) => {
        const update = async (_id: string, values: Partial<UserRow>) => {
          written.push(String(values.password));
          return null;
        };
        return work({ users: { update }, sessions: { deleteOthers: async () => undefined } });
      },
    });
    await recording.changePassword(user, { currentPassword: realPassword, newPassword: 'Greens-Keeper-8!', confirmPassword: 'Greens-Keeper-8!' }, 'token');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});

describe('signIn and changePassword (docs/decisions/006)', () => {
  it('counts the attempt before the password check, and a success starts a session that ends the previous one', async () => {
    const { store, deps } = fakeStore();
    const signIns = createAuthService({ ...deps, throttle: new LoginThrottle({ perAccount: 2 }) });
    store.user = account({});
    const wrong = () => signIns.signIn({ username: 'sam', password: 'Wrong-Guess-1!' }, '203.0.113.5', undefined);
    await expect(wrong()).rejects.toMatchObject({ statusCode: 401 });
    const signedIn = await signIns.signIn({ username: 'SAM', password: realPassword }, '203.0.113.5', 'old-token');
    expect(signedIn.token).toBe('new-token');
    expect(store.calls).toEqual(['users.update lastLoginAt', `sessions.start ${store.user.id} old-token`]);
    // The success gave its attempt back (and cleared the account), so two more wrong tries are still answered 401.
    await expect(wrong()).rejects.toMatchObject({ statusCode: 401 });
    await expect(wrong()).rejects.toMatchObject({ statusCode: 401 });
    await expect(wrong()).rejects.toMatchObject({ statusCode: 429 });
  });

  it('writes the new password and ends the other sessions in one transaction, then says so to their sockets', async () => {
    const { store, deps } = fakeStore();
    const user = account({});
    store.user = user;
    await createAuthService(deps).changePassword(user, { currentPassword: realPassword, newPassword: 'Brand-New-1!', confirmPassword: 'Brand-New-1!' }, 'kept-token');
    expect(store.calls).toEqual([
      'begin',
      'users.update mustChangePassword,password,tempPassword,tempPasswordExpiry',
      `sessions.deleteOthers ${user.id} kept-token`,
      'commit',
      `sessions.ended ${user.id}`,
    ]);
  });
});
