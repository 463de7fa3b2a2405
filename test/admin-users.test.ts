import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { AdminUserListSchema } from '../src/contract/account-responses';
import { TOTAL_COUNT_HEADER } from '../src/contract/admin';
import { users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { createAdmin, createUser, signIn } from './support/users';

const dayMs = 86_400_000;

async function asAdmin(ctx: TestContext) {
  const admin = await createAdmin(ctx.database.db, { username: 'boss' });
  return { admin, cookie: await signIn(ctx.app, 'boss') };
}

describeEachDatabase('admin users', (ctx) => {
  it('lists users, newest first, without password material, and counts them in X-Total-Count', async () => {
    const { cookie } = await asAdmin(ctx);
    await createUser(ctx.database.db, { username: 'listed' });
    const response = await ctx.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('2');
    const list = response.json<Array<Record<string, unknown>>>();
    expect(list.map((u) => u.username)).toEqual(['listed', 'boss']);
    expect(list[0]).not.toHaveProperty('password');
  });

  it('searches by username, e-mail, any name or Player ID (any case, wildcards taken literally) and pages with the total', async () => {
    const { cookie } = await asAdmin(ctx);
    const sam = await createUser(ctx.database.db, { username: 'sam_r', email: 'putts@club.example', firstName: 'Samantha', lastName: 'Reed', displayName: 'Sammy' });
    const made = [sam];
    for (const name of ['kim_a', 'kim_b', 'lee_a']) made.push(await createUser(ctx.database.db, { username: name }));
    const usernames = async (query: string) => {
      const response = await ctx.app.inject({ url: `/api/admin/users${query}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return { names: AdminUserListSchema.parse(response.json()).map((u) => u.username), total: Number(response.headers[TOTAL_COUNT_HEADER]) };
    };
    for (const q of ['SAM_R', 'putts@', 'samantha', 'reed', 'sammy', String(sam.userNumber)]) {
      expect((await usernames(`?q=${encodeURIComponent(q)}`)).names, q).toEqual(['sam_r']);
    }
    expect(await usernames('?q=kim')).toEqual({ names: ['kim_b', 'kim_a'], total: 2 });
    const digits = await createUser(ctx.database.db, { username: `no${String(sam.userNumber)}` });
    expect(await usernames(`?q=${String(sam.userNumber)}`), 'the Player ID typed: its account first, then names holding it').toEqual({
      names: ['sam_r', digits.username],
      total: 2,
    });
    await ctx.database.db.delete(users).where(eq(users.id, digits.id));
    expect(await usernames('?q=%25')).toEqual({ names: [], total: 0 });
    expect(await usernames('?q=_b')).toEqual({ names: ['kim_b'], total: 1 });

    const newestFirst = ['lee_a', 'kim_b', 'kim_a', 'sam_r', 'boss'];
    expect(await usernames('?limit=2')).toEqual({ names: newestFirst.slice(0, 2), total: 5 });
    expect(await usernames('?limit=2&offset=2')).toEqual({ names: newestFirst.slice(2, 4), total: 5 });
    expect(await usernames('?limit=2&offset=4')).toEqual({ names: newestFirst.slice(4), total: 5 });
    expect(await usernames('?limit=2&offset=10')).toEqual({ names: [], total: 5 });
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 500'],
    ['?limit=501', 'limit must be a whole number from 1 to 500'],
    ['?offset=-1', 'offset must be a whole number, 0 or more'],
    ['?sort=name', 'Unrecognized key: "sort"'],
    [`?q=${'x'.repeat(101)}`, 'Search is too long'],
  ])('refuses GET /api/admin/users%s with a 400', async (query, message) => {
    const { cookie } = await asAdmin(ctx);
    const response = await ctx.app.inject({ url: `/api/admin/users${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it.each([
    { status: 'trial' as const },
    { status: 'active' as const },
    { status: 'lifetime' as const },
  ])('creates a $status user who must change the password at first sign-in', async ({ status }) => {
    const { cookie } = await asAdmin(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/create',
      headers: { cookie },
      payload: { username: 'created', email: 'created@example.com', password: 'Initial-Pass-1!', subscriptionStatus: status },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'created', subscriptionStatus: status, mustChangePassword: true });
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: await signIn(ctx.app, 'created', 'Initial-Pass-1!') } });
    expect(me.json().mustChangePassword).toBe(true);
  });

  it.each([
    { payload: { email: 'x@example.com', password: 'Initial-Pass-1!' }, message: 'Validation Error: Please fill in all required fields' },
    { payload: { username: 'nopass', email: 'x@example.com' }, message: 'Validation Error: Please fill in all required fields' },
    { payload: { username: 'weak', email: 'x@example.com', password: 'weakpass1' }, message: 'Password must contain at least one uppercase letter' },
    { payload: { username: 'weak', email: 'x@example.com', password: 'Weakpass1' }, message: 'Password must contain at least one special character' },
    { payload: { username: 'weak', email: 'x@example.com', password: 'Ab!' }, message: 'Password must be at least 8 characters' },
  ])('refuses $payload with "$message"', async ({ payload, message }) => {
    const { cookie } = await asAdmin(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/users/create', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it('refuses a duplicate username, whatever its case', async () => {
    const { cookie } = await asAdmin(ctx);
    await createUser(ctx.database.db, { username: 'Dupe' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/create',
      headers: { cookie },
      payload: { username: 'dupe', email: 'other@example.com', password: 'Initial-Pass-1!' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('extends a lapsed trial by 30 days from now and grants lifetime access', async () => {
    const { cookie } = await asAdmin(ctx);
    const lapsed = await createUser(ctx.database.db, { subscriptionStatus: 'expired', trialEndsAt: new Date(Date.now() - 5 * dayMs) });
    const extended = await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${lapsed.id}/extend-trial`, headers: { cookie }, payload: { days: 30 } });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ subscriptionStatus: 'trial', hasAccess: true });
    const daysLeft = (Date.parse(extended.json().trialEndsAt) - Date.now()) / dayMs;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);

    const lifetime = await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${lapsed.id}/grant-lifetime`, headers: { cookie } });
    expect(lifetime.json()).toMatchObject({ subscriptionStatus: 'lifetime' });
  });

  it('deletes a user and their sessions, but never the admin’s own account', async () => {
    const { admin, cookie } = await asAdmin(ctx);
    const golfer = await createUser(ctx.database.db);
    const golferCookie = await signIn(ctx.app, golfer.username);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${golfer.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: golferCookie } })).statusCode).toBe(401);

    // Issue 12: refused whether or not another admin exists; the last-admin rule is src/server/users/accounts.test.ts's.
    const second = await createAdmin(ctx.database.db, { username: 'deputy' });
    const self = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${admin.id}`, headers: { cookie } });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'You cannot delete your own account' });
    expect(await ctx.database.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode, 'still signed in').toBe(200);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${second.id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/admin/users/not-a-uuid', headers: { cookie } })).statusCode).toBe(404);
  });

  it('refuses every admin user call to the signed out (401) and to golfers (403), changing nothing', async () => {
    const golfer = await createUser(ctx.database.db, { username: 'plain' });
    const cookie = await signIn(ctx.app, 'plain');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/users' },
      { method: 'POST' as const, url: '/api/admin/users/create', payload: { username: 'x1x', email: 'x@example.com', password: 'Initial-Pass-1!' } },
      { method: 'DELETE' as const, url: `/api/admin/users/${golfer.id}` },
      { method: 'POST' as const, url: `/api/admin/users/${golfer.id}/extend-trial`, payload: { days: 30 } },
      { method: 'POST' as const, url: `/api/admin/users/${golfer.id}/grant-lifetime` },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: { cookie } })).statusCode, call.url).toBe(403);
    }
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, golfer.id));
    expect(after!.subscriptionStatus).toBe('trial');
  });
});

describeEachDatabase('admin user corrections (PATCH /api/admin/users/{id})', (ctx) => {
  it('lets an admin end a trial, which takes the golfer\'s access away', async () => {
    await createAdmin(ctx.database.db, { username: 'fixer' });
    const cookie = await signIn(ctx.app, 'fixer');
    const golfer = await createUser(ctx.database.db, { username: 'ending' });
    const golferCookie = await signIn(ctx.app, 'ending');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${golfer.id}`,
      headers: { cookie },
      payload: { subscriptionStatus: 'expired', trialEndsAt: new Date(Date.now() - dayMs).toISOString() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscriptionStatus: 'expired', hasAccess: false });
    expect((await ctx.app.inject({ url: '/api/courses', headers: { cookie: golferCookie } })).statusCode).toBe(402);
  });

  it('corrects names, username and handicap, keeping usernames unique whatever their case', async () => {
    await createAdmin(ctx.database.db, { username: 'editor' });
    const cookie = await signIn(ctx.app, 'editor');
    const golfer = await createUser(ctx.database.db, { username: 'misspelt' });
    await createUser(ctx.database.db, { username: 'Occupied' });
    const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${golfer.id}`, headers: { cookie }, payload });

    const fixed = await patch({ firstName: 'Rory', lastName: 'Mac', username: 'rory_mac', handicap: -2 });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ id: golfer.id, firstName: 'Rory', lastName: 'Mac', username: 'rory_mac', handicap: -2 });
    await signIn(ctx.app, 'RORY_MAC');

    const taken = await patch({ username: 'occupied' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'That username is already taken' });
    expect((await patch({ username: 'Rory_Mac' })).statusCode).toBe(200);
    expect((await patch({ handicap: 55 })).json()).toEqual({ message: 'Handicap must be between +5 and 54' });
    expect((await patch({ username: 'no spaces' })).json()).toEqual({ message: 'Username can only contain letters, numbers, and underscores' });
  });

  it('refuses unknown fields, bad values, demoting the last admin, and non-admin callers', async () => {
    const admin = await createAdmin(ctx.database.db, { username: 'soleadmin' });
    const cookie = await signIn(ctx.app, 'soleadmin');
    const patch = (payload: object, headers: Record<string, string> = { cookie }) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${admin.id}`, headers, payload });
    expect((await patch({ password: 'x' })).statusCode).toBe(400);
    expect((await patch({ subscriptionStatus: 'gold' })).statusCode).toBe(400);
    expect((await patch({ trialEndsAt: 'tomorrow' })).json()).toEqual({ message: 'trialEndsAt must be an ISO date-time' });
    const demote = await patch({ isAdmin: false });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'You cannot remove the last administrator' });

    await createUser(ctx.database.db, { username: 'sneaky' });
    const golfer = await signIn(ctx.app, 'sneaky');
    expect((await patch({ displayName: 'Hacked' }, { cookie: golfer })).statusCode).toBe(403);
    expect((await patch({ displayName: 'Hacked' }, {})).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ isAdmin: true, displayName: admin.displayName });
  });
});
