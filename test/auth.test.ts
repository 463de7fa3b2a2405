import { eq } from 'drizzle-orm';
import { EventEmitter, once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { CurrentUserSchema } from '../src/contract/account-responses';
import { passwordHash } from '../src/server/auth/password';
import { sessions, users } from '../src/server/db/schema';
import { userRowsChanged } from '../src/server/db/read-generations';
import type { Mailer, MailMessage } from '../src/server/mail/mailer';
import { describeEachDatabase } from './support/app';
import { createUser, defaultPassword, signIn } from './support/users';

const dayMs = 24 * 60 * 60 * 1000;
const resetMessage = "If an account exists, you'll receive an email with password reset instructions shortly.";

describeEachDatabase('sign-in and sessions', (ctx) => {
  it('signs in case-insensitively, sets an httpOnly SameSite=Lax cookie and returns the user without secrets', async () => {
    await createUser(ctx.database.db, { username: 'SamSnead' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login/local', payload: { username: 'samsnead', password: defaultPassword } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'dormie_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const body = response.json();
    expect(body).toMatchObject({ username: 'SamSnead', subscriptionStatus: 'trial', hasAccess: true, isAdmin: false });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('tempPassword');
  });

  it.each([
    { case: 'wrong password', username: 'sam', password: 'Wrong-pass-1!' },
    { case: 'unknown user', username: 'nobody', password: defaultPassword },
  ])('refuses a $case with 401 "Invalid username or password"', async ({ username, password }) => {
    await createUser(ctx.database.db, { username: 'sam' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login/local', payload: { username, password } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    { payload: { password: 'x' }, message: 'Username is required' },
    { payload: { username: 'sam' }, message: 'Password is required' },
    { payload: { username: '', password: 'x' }, message: 'Username is required' },
  ])('refuses $payload with 400 "$message"', async ({ payload, message }) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login/local', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('rotates the session at sign-in: a token held before sign-in does not survive', async () => {
    await createUser(ctx.database.db, { username: 'rotator' });
    const first = await signIn(ctx.app, 'rotator');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/local',
      headers: { cookie: first },
      payload: { username: 'rotator', password: defaultPassword },
    });
    const second = `dormie_sid=${response.cookies[0]?.value}`;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('GET /api/auth/user is 401 signed out and the user signed in', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const user = await createUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.username);
    const response = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(response.json()).toMatchObject({ id: user.id, userNumber: user.userNumber });
    // Every field product §A3 says the shell reads, and nothing secret.
    const specFields = ['id', 'userNumber', 'firstName', 'lastName', 'displayName', 'username', 'avatarUrl', 'subscriptionStatus', 'trialEndsAt', 'stripeCustomerId', 'email', 'isAdmin', 'subscriptionCancelAt', 'mustChangePassword'];
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(specFields));
    for (const secret of ['password', 'tempPassword', 'tempPasswordExpiry', 'oidcSubject']) expect(response.json()).not.toHaveProperty(secret);
    expect(CurrentUserSchema.safeParse(response.json()).success).toBe(true);
  });

  it('expires a session idle 30 minutes; a ping renews a live one and is 401 on an expired one', async () => {
    const user = await createUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.username);
    const ping = await ctx.app.inject({ method: 'POST', url: '/api/session/ping', headers: { cookie } });
    expect(ping.statusCode).toBe(200);
    const [renewed] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(renewed!.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);

    // 30 idle minutes, written straight to the row; the repositories' own writes tell the session cache, this one must.
    await ctx.database.db.update(sessions).set({ expire: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    userRowsChanged();
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    const expiredPing = await ctx.app.inject({ method: 'POST', url: '/api/session/ping', headers: { cookie } });
    expect(expiredPing.statusCode).toBe(401);
    expect(expiredPing.json()).toEqual({ message: 'Session expired' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/session/ping' })).statusCode).toBe(401);
  });

  it('GET /api/logout ends the session and redirects home', async () => {
    const user = await createUser(ctx.database.db);
    const cookie = await signIn(ctx.app, user.username);
    // As the browser sends it when the app navigates there (cross-site navigations are refused: hardening.test.ts).
    const response = await ctx.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('locks out a username and address after 10 failed sign-ins with a clear 429', async () => {
    await createUser(ctx.database.db, { username: 'target' });
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login/local', payload: { username: 'target', password } });
    for (let i = 0; i < 10; i += 1) expect((await attempt('Wrong-guess-1!')).statusCode).toBe(401);
    const locked = await attempt(defaultPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  // The encoded path reaches the same route and must not skip the check (issue 8.6).
  it.each(['/api/login/local', '/%61pi/login/local'])('refuses a state-changing request to %s from another origin', async (url) => {
    await createUser(ctx.database.db, { username: 'victim' });
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example', host: 'dormie.test' },
      payload: { username: 'victim', password: defaultPassword },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed' });
    expect(response.cookies).toHaveLength(0);
    const sameOrigin = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'http://dormie.test', host: 'dormie.test' },
      payload: { username: 'victim', password: defaultPassword },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describeEachDatabase('password reset and change', (ctx) => {
  const outboxFor = async (to: string) => (await ctx.database.db.query.mailOutbox.findMany()).filter((mail) => mail.to === to);

  it('answers the same whether or not the account exists, and mails a temporary password only to a real one', async () => {
    await createUser(ctx.database.db, { username: 'forgetful', email: 'forgetful@example.com' });
    for (const usernameOrEmail of ['forgetful', 'no-such-person']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { usernameOrEmail } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: resetMessage });
    }
    // The mail follows the answer; the unknown name never starts one.
    const mails = await vi.waitFor(async () => {
      const kept = await ctx.database.db.query.mailOutbox.findMany();
      expect(kept).toHaveLength(1);
      return kept;
    });
    expect(mails[0]!.to).toBe('forgetful@example.com');
  });

  it('limits password reset requests for one account from one address with a clear 429', async () => {
    // Its own address, so the other tests' requests on this app stay under the limit.
    const ask = (usernameOrEmail: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: '203.0.113.7', payload: { usernameOrEmail } });
    for (let i = 0; i < 10; i += 1) expect((await ask(i % 2 ? 'ghost' : ' GHOST ')).statusCode).toBe(200);
    const limited = await ask('ghost');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);
    // Someone else behind the same address (a club's Wi-Fi) can still ask.
    expect((await ask('someone-else')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so a new address in it for every request does not escape the limit', async () => {
    const ask = (i: number) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: `2001:db8:5:5::${i + 1}`, payload: { usernameOrEmail: 'ghost6' } });
    for (let i = 0; i < 10; i += 1) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(10)).statusCode).toBe(429);
  });

  it('caps reset requests from one address over all accounts, so one address cannot mail every golfer', async () => {
    const ask = (usernameOrEmail: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: '203.0.113.8', payload: { usernameOrEmail } });
    for (let i = 0; i < 50; i += 1) expect((await ask(`golfer${i}`)).statusCode).toBe(200);
    const limited = await ask('golfer50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);
    // Each answered request pays for one scrypt hash (timing parity for unknown accounts): ~3 s alone, far more
    // on a loaded 2-core machine.
  }, 90_000);

  it('refuses an empty request with "Username or email is required"', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Username or email is required' });
  });

  it('signs in with the temporary password, forces a change, then only the new password works', async () => {
    await createUser(ctx.database.db, { username: 'resetme', email: 'resetme@example.com' });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { usernameOrEmail: 'RESETME@example.com' } });
    const [mail] = await vi.waitFor(async () => {
      const kept = await outboxFor('resetme@example.com');
      expect(kept).toHaveLength(1);
      return kept;
    });
    const temp = /temporary password is: (\S+)/.exec(mail!.text)![1]!;

    const cookie = await signIn(ctx.app, 'resetme', temp);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json().mustChangePassword).toBe(true);

    const weak = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: '', newPassword: 'alllowercase!', confirmPassword: 'alllowercase!' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: 'Password must contain at least one uppercase letter' });

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: '', newPassword: 'New-Driver-9!', confirmPassword: 'New-Driver-9!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).json().mustChangePassword).toBe(false);
    await signIn(ctx.app, 'resetme', 'New-Driver-9!');
    const oldTemp = await ctx.app.inject({ method: 'POST', url: '/api/login/local', payload: { username: 'resetme', password: temp } });
    expect(oldTemp.statusCode).toBe(401);
  });

  it('refuses an expired temporary password', async () => {
    await createUser(ctx.database.db, {
      username: 'latecomer',
      tempPassword: await passwordHash('Temp-Pass-123!'),
      tempPasswordExpiry: new Date(Date.now() - 60_000),
    });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login/local', payload: { username: 'latecomer', password: 'Temp-Pass-123!' } });
    expect(response.statusCode).toBe(401);
  });

  it('checks the current password outside a forced change and ends the other sessions', async () => {
    const user = await createUser(ctx.database.db, { username: 'twodevices' });
    const phone = await signIn(ctx.app, 'twodevices');
    const laptop = await signIn(ctx.app, 'twodevices');
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: { cookie: phone },
      payload: { currentPassword: 'Not-It-1!', newPassword: 'Brand-New-1!', confirmPassword: 'Brand-New-1!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });

    const mismatch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: { cookie: phone },
      payload: { currentPassword: defaultPassword, newPassword: 'Brand-New-1!', confirmPassword: 'Brand-New-2!' },
    });
    expect(mismatch.json()).toEqual({ message: "Passwords don't match" });

    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/password',
      headers: { cookie: phone },
      payload: { currentPassword: defaultPassword, newPassword: 'Brand-New-1!', confirmPassword: 'Brand-New-1!' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: phone } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: laptop } })).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password).toMatch(/^scrypt\$/);
  });

  it('refuses a password change when signed out', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/api/user/password', payload: { newPassword: 'Brand-New-1!', confirmPassword: 'Brand-New-1!' } });
    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase(
  'password reset when mail cannot be sent',
  (ctx) => {
    it('answers exactly as for an unknown account, so a mail failure does not reveal who has one', async () => {
      await createUser(ctx.database.db, { username: 'unlucky', email: 'unlucky@example.com' });
      for (const usernameOrEmail of ['unlucky', 'nobody-here']) {
        const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { usernameOrEmail } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: resetMessage });
      }
    });
  },
  {
    mailer: {
      mode: 'smtp',
      send: () => Promise.reject(new Error('SMTP server unreachable')),
      outbox: () => Promise.resolve([]),
    },
  },
);

/**
 * A mailer as slow as a distant SMTP server can be: nothing it is handed is sent until the test calls `release`, then
 * each message is 'sent' on `events`. `hold` makes it wait again.
 */
function heldMailer(): Mailer & { events: EventEmitter; sent: MailMessage[]; hold: () => void; release: () => void } {
  const events = new EventEmitter();
  const sent: MailMessage[] = [];
  let release = () => {};
  let released = Promise.resolve();
  return {
    mode: 'smtp',
    events,
    sent,
    hold() {
      released = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    async send(message) {
      await released;
      sent.push(message);
      events.emit('sent', message);
    },
    outbox: () => Promise.resolve([]),
  };
}

const slowMail = heldMailer();
describeEachDatabase(
  'password reset with slow mail (issue 8)',
  (ctx) => {
    it('answers a real account before its mail is sent, and the mail still arrives with a password that works', async () => {
      await createUser(ctx.database.db, { username: 'patient', email: 'patient@example.com' });
      const sentBefore = slowMail.sent.length;
      const arrived = once(slowMail.events, 'sent') as Promise<[MailMessage]>;
      slowMail.hold();
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { usernameOrEmail: 'patient' } });
      expect(response.json()).toEqual({ message: resetMessage });
      // Answered while SMTP still holds the mail: its latency is not part of the answer an account holder gets.
      expect(slowMail.sent).toHaveLength(sentBefore);
      slowMail.release();

      const [mail] = await arrived;
      expect(mail.to).toBe('patient@example.com');
      const temp = /temporary password is: (\S+)/.exec(mail.text)![1]!;
      const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: await signIn(ctx.app, 'patient', temp) } });
      expect(me.json().mustChangePassword).toBe(true);
    });
  },
  { mailer: slowMail },
);

describeEachDatabase('access to guarded calls (product §R10)', (ctx) => {
  const coursesAs = async (overrides: Parameters<typeof createUser>[1]) => {
    const user = await createUser(ctx.database.db, overrides);
    return ctx.app.inject({ url: '/api/courses', headers: { cookie: await signIn(ctx.app, user.username) } });
  };
  const past = () => new Date(Date.now() - dayMs);
  const future = () => new Date(Date.now() + dayMs);

  it('is 401 signed out', async () => {
    expect((await ctx.app.inject({ url: '/api/courses' })).statusCode).toBe(401);
  });

  it.each([
    { case: 'a running trial', overrides: { subscriptionStatus: 'trial' as const, trialEndsAt: future() } },
    { case: 'an active subscription', overrides: { subscriptionStatus: 'active' as const, trialEndsAt: past() } },
    { case: 'lifetime access', overrides: { subscriptionStatus: 'lifetime' as const, trialEndsAt: null } },
    { case: 'a payment grace period', overrides: { subscriptionStatus: 'expired' as const, trialEndsAt: past(), paymentGracePeriodEndsAt: future() } },
    { case: 'an admin', overrides: { isAdmin: true, subscriptionStatus: 'expired' as const, trialEndsAt: past() } },
  ])('lets in $case', async ({ overrides }) => {
    expect((await coursesAs(overrides)).statusCode).toBe(200);
  });

  it.each([
    { case: 'an ended trial', overrides: { subscriptionStatus: 'trial' as const, trialEndsAt: past() }, message: 'Your trial has ended. Subscribe to keep playing.' },
    {
      case: 'an expired subscription',
      overrides: { subscriptionStatus: 'expired' as const, trialEndsAt: past(), paymentGracePeriodEndsAt: past() },
      message: 'Your subscription has expired. Subscribe to keep playing.',
    },
  ])('answers 402 to $case, while GET /api/auth/user still answers', async ({ overrides, message }) => {
    const user = await createUser(ctx.database.db, overrides);
    const cookie = await signIn(ctx.app, user.username);
    const response = await ctx.app.inject({ url: '/api/courses', headers: { cookie } });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message });
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ hasAccess: false });
  });
});

describe('password hashing', () => {
  it('stores scrypt hashes that verify only the right password', async () => {
    const { passwordVerify } = await import('../src/server/auth/password');
    const hash = await passwordHash('Secret-Pass-1!');
    expect(hash).not.toContain('Secret-Pass-1!');
    expect(await passwordVerify('Secret-Pass-1!', hash)).toBe(true);
    expect(await passwordVerify('Secret-Pass-2!', hash)).toBe(false);
    expect(await passwordVerify('Secret-Pass-1!', 'garbage')).toBe(false);
  });
});
