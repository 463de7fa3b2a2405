import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { InvitationListSchema } from '../src/contract/account-responses';
import { TOTAL_COUNT_HEADER } from '../src/contract/admin';
import { invitationCodes, users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { createAdmin, createUser, signIn } from './support/users';

const invalidMessage = 'This invitation code is invalid or has already been used.';

async function adminSession(ctx: TestContext) {
  const admin = await createAdmin(ctx.database.db, { username: 'clubadmin' });
  return { admin, cookie: await signIn(ctx.app, 'clubadmin') };
}

async function createInvitation(ctx: TestContext, cookie: string, payload: object = { email: 'newbie@example.com', trialDays: 14 }) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/invitation-codes', headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: string; email: string; trialDays: number; status: string }>();
}

const redeem = (ctx: TestContext, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/redeem-invite', payload });
const fullRedemption = (code: string, username = 'newbie') => ({
  code,
  password: 'Fresh-Tee-1!',
  firstName: 'Nina',
  lastName: 'Newbie',
  username,
});

describeEachDatabase('invitations', (ctx) => {
  it('admin creates an 8-character code; validate shows its details; redeem creates the user with its trial', async () => {
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie);
    expect(invitation.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(invitation).toMatchObject({ email: 'newbie@example.com', trialDays: 14, status: 'active' });

    const validation = await ctx.app.inject({ method: 'POST', url: '/api/validate-invite', payload: { code: invitation.code.toLowerCase() } });
    expect(validation.statusCode).toBe(200);
    expect(validation.json()).toEqual({ email: 'newbie@example.com', username: null, firstName: null, lastName: null });

    const redeemed = await redeem(ctx, fullRedemption(invitation.code));
    expect(redeemed.statusCode).toBe(201);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.username, 'newbie'));
    expect(user).toMatchObject({ email: 'newbie@example.com', subscriptionStatus: 'trial', inviteActivated: true, mustChangePassword: false });
    const trialDays = (user!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    await signIn(ctx.app, 'newbie', 'Fresh-Tee-1!');

    const list = await ctx.app.inject({ url: '/api/admin/invitation-codes', headers: { cookie } });
    expect(list.json()[0]).toMatchObject({ code: invitation.code, status: 'used', usedByUsername: 'newbie', isActive: false });
  });

  it('lists invitations newest first, searched by code, e-mail, names or either username, paged with X-Total-Count', async () => {
    const { cookie } = await adminSession(ctx);
    const pat = await createInvitation(ctx, cookie, { email: 'pat@links.example', firstName: 'Patricia', lastName: 'Putter', username: 'pat_p' });
    await createInvitation(ctx, cookie, { email: 'kim_a@example.com' });
    await createInvitation(ctx, cookie, { email: 'kim_b@example.com' });
    const used = await createInvitation(ctx, cookie, { email: 'lee@example.com' });
    expect((await redeem(ctx, fullRedemption(used.code, 'lee_redeemed'))).statusCode).toBe(201);
    const emails = async (query: string) => {
      const response = await ctx.app.inject({ url: `/api/admin/invitation-codes${query}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return { emails: InvitationListSchema.parse(response.json()).map((row) => row.email), total: Number(response.headers[TOTAL_COUNT_HEADER]) };
    };
    for (const q of [pat.code.toLowerCase(), 'LINKS.example', 'patricia', 'putter', 'PAT_P']) {
      expect((await emails(`?q=${encodeURIComponent(q)}`)).emails, q).toEqual(['pat@links.example']);
    }
    expect(await emails('?q=lee_redeemed'), 'the username of who used it').toEqual({ emails: ['lee@example.com'], total: 1 });
    expect((await emails('?q=clubadmin')).total, 'the username of who made it: every one here').toBe(4);
    expect(await emails('?q=kim_')).toEqual({ emails: ['kim_b@example.com', 'kim_a@example.com'], total: 2 });
    expect(await emails('?q=%25')).toEqual({ emails: [], total: 0 });

    const newestFirst = ['lee@example.com', 'kim_b@example.com', 'kim_a@example.com', 'pat@links.example'];
    expect(await emails('')).toEqual({ emails: newestFirst, total: 4 });
    expect(await emails('?limit=3')).toEqual({ emails: newestFirst.slice(0, 3), total: 4 });
    expect(await emails('?limit=3&offset=3')).toEqual({ emails: newestFirst.slice(3), total: 4 });
    expect(await emails('?q=kim&limit=1&offset=1')).toEqual({ emails: ['kim_a@example.com'], total: 2 });
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 500'],
    ['?offset=x', 'offset must be a whole number, 0 or more'],
    ['?status=used', 'Unrecognized key: "status"'],
    [`?q=${'x'.repeat(101)}`, 'Search is too long'],
  ])('refuses GET /api/admin/invitation-codes%s with a 400', async (query, message) => {
    const { cookie } = await adminSession(ctx);
    const response = await ctx.app.inject({ url: `/api/admin/invitation-codes${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('asks only for the password when the invitation carries the names and username', async () => {
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie, { email: 'pat@example.com', firstName: 'Pat', lastName: 'Putter', username: 'patp' });
    const validation = await ctx.app.inject({ method: 'POST', url: '/api/validate-invite', payload: { code: invitation.code } });
    expect(validation.json()).toEqual({ email: 'pat@example.com', username: 'patp', firstName: 'Pat', lastName: 'Putter' });
    const redeemed = await redeem(ctx, { code: invitation.code, password: 'Fresh-Tee-1!' });
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json().user.username).toBe('patp');
  });

  it.each([
    { field: 'firstName', change: { firstName: '' }, message: 'First name is required' },
    { field: 'lastName', change: { lastName: undefined }, message: 'Last name is required' },
    { field: 'username', change: { username: 'ab' }, message: 'Username must be at least 3 characters' },
    { field: 'username', change: { username: 'bad name!' }, message: 'Username can only contain letters, numbers, and underscores' },
    { field: 'password', change: { password: 'short' }, message: 'Password must be at least 8 characters' },
    { field: 'confirmPassword', change: { confirmPassword: 'Different-1!' }, message: "Passwords don't match" },
  ])('refuses a bad $field with "$message" and leaves the code redeemable', async ({ change, message }) => {
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie);
    const response = await redeem(ctx, { ...fullRedemption(invitation.code), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await redeem(ctx, fullRedemption(invitation.code))).statusCode).toBe(201);
  });

  it('refuses a taken username with 409 and keeps the code usable', async () => {
    await createUser(ctx.database.db, { username: 'taken' });
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie);
    const response = await redeem(ctx, fullRedemption(invitation.code, 'TAKEN'));
    expect(response.statusCode).toBe(409);
    expect((await redeem(ctx, fullRedemption(invitation.code, 'available'))).statusCode).toBe(201);
  });

  it('refuses a reused, unknown or revoked code', async () => {
    const { cookie } = await adminSession(ctx);
    const used = await createInvitation(ctx, cookie);
    await redeem(ctx, fullRedemption(used.code));
    const revoked = await createInvitation(ctx, cookie, { email: 'revoked@example.com' });
    await ctx.app.inject({ method: 'POST', url: `/api/admin/invitation-codes/${revoked.code}/revoke`, headers: { cookie } });

    for (const code of [used.code, revoked.code, 'ZZZZZZZZ']) {
      const validation = await ctx.app.inject({ method: 'POST', url: '/api/validate-invite', payload: { code } });
      expect(validation.statusCode).toBe(404);
      expect(validation.json()).toEqual({ message: invalidMessage });
      const redemption = await redeem(ctx, fullRedemption(code, 'another'));
      expect(redemption.statusCode).toBe(400);
      expect(redemption.json()).toEqual({ message: invalidMessage });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/validate-invite', payload: { code: 'short' } })).statusCode).toBe(400);
  });

  it('creates exactly one user when two redemptions of one code race', async () => {
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie);
    const results = await Promise.all([
      redeem(ctx, fullRedemption(invitation.code, 'racer_one')),
      redeem(ctx, fullRedemption(invitation.code, 'racer_two')),
      redeem(ctx, fullRedemption(invitation.code, 'racer_three')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const created = await ctx.database.db.select().from(users).where(eq(users.email, 'newbie@example.com'));
    expect(created).toHaveLength(1);
  });

  it('sends the code by e-mail with a link to /invite/{code} and records when', async () => {
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie);
    const sent = await ctx.app.inject({ method: 'POST', url: `/api/admin/invitation-codes/${invitation.code}/send`, headers: { cookie } });
    expect(sent.statusCode).toBe(200);
    const outbox = await ctx.app.inject({ url: '/api/admin/outbox', headers: { cookie } });
    expect(outbox.json().mode).toBe('outbox');
    const [mail] = outbox.json().messages;
    expect(mail).toMatchObject({ to: 'newbie@example.com', subject: "You're invited to Dormie" });
    expect(mail.text).toContain(`/invite/${invitation.code}`);
    const [row] = await ctx.database.db.select().from(invitationCodes).where(eq(invitationCodes.code, invitation.code));
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('revoking a used code deletes the user who redeemed it', async () => {
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie);
    await redeem(ctx, fullRedemption(invitation.code));
    const revoked = await ctx.app.inject({ method: 'POST', url: `/api/admin/invitation-codes/${invitation.code}/revoke`, headers: { cookie } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().invitation.status).toBe('revoked');
    expect(await ctx.database.db.select().from(users).where(eq(users.username, 'newbie'))).toHaveLength(0);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/invitation-codes/${invitation.code}/revoke`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    { payload: {}, message: 'Please provide an email address' },
    { payload: { email: 'not-an-email' }, message: 'Please provide an email address' },
    { payload: { email: 'a@example.com', trialDays: 0 }, message: 'Trial days must be between 1 and 365' },
    { payload: { email: 'a@example.com', trialDays: 366 }, message: 'Trial days must be between 1 and 365' },
  ])('refuses invitation input $payload with "$message"', async ({ payload, message }) => {
    const { cookie } = await adminSession(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/invitation-codes', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await ctx.database.db.select().from(invitationCodes)).toHaveLength(0);
  });

  it('refuses to invite with a username already taken, which the golfer could never change (409)', async () => {
    await createUser(ctx.database.db, { username: 'Taken' });
    const { cookie } = await adminSession(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/invitation-codes',
      headers: { cookie },
      payload: { email: 'late@example.com', firstName: 'Lee', lastName: 'Late', username: 'taken' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'That username is already taken. Please choose another.' });
    expect(await ctx.database.db.select().from(invitationCodes)).toHaveLength(0);
  });

  it('creates with a 30-day trial by default and refuses an e-mail that already has an account', async () => {
    await createUser(ctx.database.db, { username: 'member', email: 'member@example.com' });
    const { cookie } = await adminSession(ctx);
    const invitation = await createInvitation(ctx, cookie, { email: 'fresh@example.com' });
    expect(invitation.trialDays).toBe(30);
    const existing = await ctx.app.inject({ method: 'POST', url: '/api/admin/invitation-codes', headers: { cookie }, payload: { email: 'MEMBER@example.com' } });
    expect(existing.statusCode).toBe(409);
  });

  it('limits invitation validation from one address with a clear 429', async () => {
    // Its own address, so the other tests' requests on this app stay under the limit.
    const validate = () =>
      ctx.app.inject({ method: 'POST', url: '/api/validate-invite', remoteAddress: '203.0.113.8', payload: { code: 'ZZZZZZZZ' } });
    for (let i = 0; i < 30; i += 1) expect((await validate()).statusCode).toBe(404);
    const limited = await validate();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
  });

  it('refuses the admin invitation calls to the signed out (401) and to golfers (403)', async () => {
    await createUser(ctx.database.db, { username: 'golfer' });
    const golfer = await signIn(ctx.app, 'golfer');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/invitation-codes' },
      { method: 'POST' as const, url: '/api/admin/invitation-codes', payload: { email: 'x@example.com' } },
      { method: 'POST' as const, url: '/api/admin/invitation-codes/ABCDEFGH/send' },
      { method: 'POST' as const, url: '/api/admin/invitation-codes/ABCDEFGH/revoke' },
      { method: 'GET' as const, url: '/api/admin/outbox' },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: { cookie: golfer } })).statusCode, call.url).toBe(403);
    }
    expect(await ctx.database.db.select().from(invitationCodes)).toHaveLength(0);
  });
});

describeEachDatabase('signup while the beta is closed', (ctx) => {
  it('says signup is closed, and social sign-in off without an OIDC provider, to anyone who asks', async () => {
    const response = await ctx.app.inject({ url: '/api/signup' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ open: false, socialSignIn: false });
  });

  it('answers 403 with the private-beta message and creates nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'Al', lastName: 'Bee', username: 'albee', email: 'al@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Signups are closed during the private beta' });
    expect(await ctx.database.db.select().from(invitationCodes)).toHaveLength(0);
  });

  it('answers every attempt with the same 403, never a 429: a closed signup has nothing to protect', async () => {
    for (let i = 0; i < 12; i += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/signup', payload: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Signups are closed during the private beta' });
    }
  });
});

describeEachDatabase(
  'signup when ALLOW_SIGNUP is set',
  (ctx) => {
    it('says signup is open', async () => {
      expect((await ctx.app.inject({ url: '/api/signup' })).json()).toEqual({ open: true, socialSignIn: false });
    });

    it('creates an invitation carrying the details and e-mails its code', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { firstName: 'Al', lastName: 'Bee', username: 'albee', email: 'Al@Example.com' },
      });
      expect(response.statusCode).toBe(200);
      const [invitation] = await ctx.database.db.select().from(invitationCodes);
      expect(invitation).toMatchObject({ email: 'al@example.com', username: 'albee', firstName: 'Al', sentAt: expect.any(Date) });
      const mails = await ctx.database.db.query.mailOutbox.findMany();
      expect(mails[0]!.text).toContain(invitation!.code);
    });

    it('refuses a taken username (any case) with 409 and sends nothing', async () => {
      await createUser(ctx.database.db, { username: 'AlBee' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { firstName: 'Al', lastName: 'Bee', username: 'albee', email: 'al2@example.com' },
      });
      expect(response.statusCode).toBe(409);
      expect(await ctx.database.db.select().from(invitationCodes)).toHaveLength(0);
      expect(await ctx.database.db.query.mailOutbox.findMany()).toHaveLength(0);
    });

    it('refuses a bad e-mail with the form message', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { firstName: 'Al', lastName: 'Bee', username: 'albee', email: 'nope' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid email address' });
    });
  },
  { env: { ALLOW_SIGNUP: 'true' } },
);
