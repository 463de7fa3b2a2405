import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SIGNED_OUT_AS_NULL_HEADER } from '../src/contract/account-responses';
import { invalidInviteMessage } from '../src/contract/auth';
import { invitationCodes, users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { createAdmin, signIn } from './support/users';

// Issue 34: a redemption signs the golfer in (no second sign-in); /signup's typed invitation code is checked by
// POST /api/validate-invite and redeemed as the invite page does; and the app's "am I signed in?" read is no 401.

async function invitation(ctx: TestContext, payload: object) {
  await createAdmin(ctx.database.db, { username: 'clubadmin' });
  const cookie = await signIn(ctx.app, 'clubadmin');
  const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/invitation-codes', headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: string }>().code;
}

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'dormie_sid');
  return cookie ? `dormie_sid=${cookie.value}` : null;
};

describeEachDatabase('redeeming an invitation signs in', (ctx) => {
  it('sets the session cookie: GET /api/auth/user answers the new golfer with it', async () => {
    const code = await invitation(ctx, { email: 'nina@example.com', trialDays: 14 });
    const redeemed = await ctx.app.inject({
      method: 'POST',
      url: '/api/redeem-invite',
      payload: { code, password: 'Fresh-Tee-1!', firstName: 'Nina', lastName: 'Newbie', username: 'nina' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const cookie = sessionCookie(redeemed);
    expect(cookie, 'a session cookie').not.toBeNull();
    expect(redeemed.cookies.find((c) => c.name === 'dormie_sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: cookie! } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'nina', email: 'nina@example.com', subscriptionStatus: 'trial', hasAccess: true });
  });

  it('a refused redemption sets no cookie', async () => {
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/redeem-invite', payload: { code: 'ZZZZZZZZ', password: 'Fresh-Tee-1!' } });
    expect(refused.statusCode).toBe(400);
    expect(sessionCookie(refused)).toBeNull();
  });
});

describeEachDatabase("sign-up with a typed invitation code (/signup's field)", (ctx) => {
  it('a typed code (any case, spaces around) is accepted and redeemed with the invitation’s trial', async () => {
    const code = await invitation(ctx, { email: 'typed@example.com', trialDays: 45, firstName: 'Ty', lastName: 'Ped', username: 'typed' });
    const checked = await ctx.app.inject({ method: 'POST', url: '/api/validate-invite', payload: { code: ` ${code.toLowerCase()} ` } });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ email: 'typed@example.com', username: 'typed', firstName: 'Ty', lastName: 'Ped' });

    const redeemed = await ctx.app.inject({ method: 'POST', url: '/api/redeem-invite', payload: { code: code.toLowerCase(), password: 'Fresh-Tee-1!' } });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookie(redeemed)! } });
    expect(me.json()).toMatchObject({ username: 'typed', subscriptionStatus: 'trial' });
    const trialDays = (Date.parse(me.json<{ trialEndsAt: string }>().trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(44.9);
    expect(trialDays).toBeLessThanOrEqual(45);
  });

  it('an unknown or used code is refused with the invitation message, and nothing is written', async () => {
    const code = await invitation(ctx, { email: 'once@example.com', firstName: 'On', lastName: 'Ce', username: 'once' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/redeem-invite', payload: { code, password: 'Fresh-Tee-1!' } })).statusCode).toBe(201);
    const before = { users: (await ctx.database.db.select().from(users)).length, invitations: await ctx.database.db.select().from(invitationCodes) };

    for (const typed of ['ZZZZ2345', code, 'not a code']) {
      const checked = await ctx.app.inject({ method: 'POST', url: '/api/validate-invite', payload: { code: typed } });
      expect(checked.statusCode, typed).toBe(typed === 'not a code' ? 400 : 404);
      expect(checked.json()).toEqual({ message: invalidInviteMessage });
      const redeemed = await ctx.app.inject({ method: 'POST', url: '/api/redeem-invite', payload: { code: typed, password: 'Fresh-Tee-1!', firstName: 'X', lastName: 'Y', username: 'xy_golfer' } });
      expect(redeemed.statusCode, typed).toBe(400);
      expect(redeemed.json()).toEqual({ message: invalidInviteMessage });
      expect(sessionCookie(redeemed)).toBeNull();
    }
    expect((await ctx.database.db.select().from(users)).length).toBe(before.users);
    expect(await ctx.database.db.select().from(invitationCodes)).toEqual(before.invitations);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, 'xy_golfer'))).toEqual([]);
  });
});

describeEachDatabase('GET /api/auth/user signed out', (ctx) => {
  it('answers 401, or 200 null when the app asks with its header; a signed-in golfer gets the user either way', async () => {
    const plain = await ctx.app.inject({ url: '/api/auth/user' });
    expect(plain.statusCode).toBe(401);
    const asked = await ctx.app.inject({ url: '/api/auth/user', headers: { [SIGNED_OUT_AS_NULL_HEADER]: '1' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^application\/json/);
    expect(asked.json()).toBeNull();
    expect(asked.headers.vary).toMatch(new RegExp(SIGNED_OUT_AS_NULL_HEADER, 'i'));

    await createAdmin(ctx.database.db, { username: 'clubadmin' });
    const cookie = await signIn(ctx.app, 'clubadmin');
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie, [SIGNED_OUT_AS_NULL_HEADER]: '1' } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'clubadmin' });
  });
});
