import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { oidcMessages } from '../src/server/auth/oidc';
import { oidcAccountMessages } from '../src/server/auth/oidc-account';
import { invitationCodes, users } from '../src/server/db/schema';
import { invitationsRepository } from '../src/server/invitations/repository';
import { describeEachDatabase, type TestContext } from './support/app';
import { signInAtProvider, startOidcProvider, type TestAccount } from './support/oidc-provider';
import { createAdmin, createUser, signIn } from './support/users';

// The app is only injected, never listening: the provider's final redirect is just a URL handed to inject.
const publicUrl = 'http://dormie.test';
const redirectUri = `${publicUrl}/api/callback`;
const provider = await startOidcProvider(redirectUri);
afterAll(() => provider.close());

const oidcEnv = {
  PUBLIC_URL: publicUrl,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
};

const testAccounts: TestAccount[] = [
  { sub: 'pat-sub', email: 'Pat.Putter@Example.com', given_name: 'Pat', family_name: 'Putter' },
  { sub: 'stranger-sub', email: 'stranger@example.com', given_name: 'Sam', family_name: 'Stranger' },
  { sub: 'nina-sub', email: 'nina.newbie@example.com', given_name: 'Nina', family_name: 'Newbie' },
  { sub: 'quiet-sub', email: 'quiet@example.com', claimsIn: 'userinfo' },
  { sub: 'unverified-sub', email: 'unverified@example.com', email_verified: false },
];
for (const account of testAccounts) provider.accounts.set(account.sub, account);

const errorOf = (location: string | undefined) => new URL(location ?? '', publicUrl).searchParams.get('error');

/** GET /api/login: checks it sends the browser to the provider and returns that URL and the flow cookie. */
async function startSignIn(ctx: TestContext, query = '') {
  const response = await ctx.app.inject({ url: `/api/login${query}` });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
  const flowCookie = response.cookies.find((c) => c.name === 'dormie_oidc');
  expect(flowCookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
  return { authorizationUrl: location, flowCookie: flowCookie!.value };
}

/** The whole round trip: /api/login, the provider's login and consent pages, then /api/callback. */
async function signInWithProvider(ctx: TestContext, login: string, options: { query?: string; cookies?: Record<string, string> } = {}) {
  const { authorizationUrl, flowCookie } = await startSignIn(ctx, options.query);
  const callback = await signInAtProvider(authorizationUrl, login, redirectUri);
  return ctx.app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: { ...options.cookies, dormie_oidc: flowCookie },
  });
}

function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'dormie_sid');
  if (!cookie) throw new Error('no session cookie');
  return `dormie_sid=${cookie.value}`;
}

const currentUser = (ctx: TestContext, cookie: string) => ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
const userCount = async (ctx: TestContext) => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describeEachDatabase(
  'oidc sign-in',
  (ctx) => {
    it('tells the visitor screens that social sign-in is available (without OIDC_* it is not: test/invitations.test.ts)', async () => {
      const response = await ctx.app.inject({ url: '/api/signup' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ open: false, socialSignIn: true });
    });

    it('signs in an existing user matched by e-mail, links the subject, and matches by subject afterwards', async () => {
      const pat = await createUser(ctx.database.db, { username: 'patp', email: 'pat.putter@example.com' });
      const response = await signInWithProvider(ctx, 'pat-sub');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/app');
      expect(response.cookies.find((c) => c.name === 'dormie_oidc')?.value).toBe('');
      const me = await currentUser(ctx, sessionCookieOf(response));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: pat.id, username: 'patp' });
      const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, pat.id));
      expect(stored).toMatchObject({ oidcSubject: 'pat-sub' });
      expect(stored!.lastLoginAt).not.toBeNull();

      // The subject, not the e-mail, finds the account once linked.
      provider.accounts.set('pat-sub', { ...testAccounts[0]!, email: 'pat@new-address.example' });
      try {
        const again = await signInWithProvider(ctx, 'pat-sub');
        expect(again.headers.location).toBe('/app');
        expect((await currentUser(ctx, sessionCookieOf(again))).json()).toMatchObject({ id: pat.id });
      } finally {
        provider.accounts.set('pat-sub', testAccounts[0]!);
      }
    });

    it('rotates the session: a session the browser already had ends at sign-in', async () => {
      await createUser(ctx.database.db, { username: 'patp', email: 'pat.putter@example.com' });
      const earlier = await signIn(ctx.app, 'patp');
      const response = await signInWithProvider(ctx, 'pat-sub', { cookies: { dormie_sid: earlier.split('=')[1]! } });
      expect(response.headers.location).toBe('/app');
      expect(sessionCookieOf(response)).not.toBe(earlier);
      expect((await currentUser(ctx, earlier)).statusCode).toBe(401);
    });

    it('refuses to re-link an account already linked to another subject', async () => {
      await createUser(ctx.database.db, { username: 'patp', email: 'pat.putter@example.com', oidcSubject: 'someone-else' });
      const response = await signInWithProvider(ctx, 'pat-sub');
      expect(errorOf(response.headers.location)).toBe(oidcAccountMessages.linkedElsewhere);
    });

    it('reads the e-mail from UserInfo when the ID token does not carry it', async () => {
      const quiet = await createUser(ctx.database.db, { username: 'quiet', email: 'quiet@example.com' });
      const response = await signInWithProvider(ctx, 'quiet-sub');
      expect(response.headers.location).toBe('/app');
      expect((await currentUser(ctx, sessionCookieOf(response))).json()).toMatchObject({ id: quiet.id });
    });

    it('refuses an unknown e-mail without an invitation and creates no user', async () => {
      await createAdmin(ctx.database.db);
      const before = await userCount(ctx);
      const response = await signInWithProvider(ctx, 'stranger-sub');
      expect(response.statusCode).toBe(302);
      expect(errorOf(response.headers.location)).toBe(oidcAccountMessages.noAccount);
      expect(response.cookies.find((c) => c.name === 'dormie_sid')).toBeUndefined();
      expect(await userCount(ctx)).toBe(before);
    });

    it('refuses an e-mail the provider marks unverified, even for an existing user', async () => {
      await createUser(ctx.database.db, { username: 'unverified', email: 'unverified@example.com' });
      const response = await signInWithProvider(ctx, 'unverified-sub');
      expect(errorOf(response.headers.location)).toBe(oidcMessages.noEmail);
    });

    it('creates exactly one user from a valid invitation and marks the code used', async () => {
      const admin = await createAdmin(ctx.database.db, { username: 'clubadmin' });
      const invitation = await invitationsRepository(ctx.database.db).insert({ email: 'Nina.Newbie@example.com', trialDays: 14, createdBy: admin.id });
      const response = await signInWithProvider(ctx, 'nina-sub', { query: `?invite=${invitation.code.toLowerCase()}` });
      expect(response.headers.location).toBe('/app');
      const me = (await currentUser(ctx, sessionCookieOf(response))).json();
      expect(me).toMatchObject({ username: 'nina_newbie', email: 'Nina.Newbie@example.com', firstName: 'Nina', lastName: 'Newbie' });
      expect(me).toMatchObject({ subscriptionStatus: 'trial', hasAccess: true, mustChangePassword: false });

      const created = await ctx.database.db.select().from(users).where(sql`lower(${users.email}) = 'nina.newbie@example.com'`);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ oidcSubject: 'nina-sub', password: null, inviteActivated: true, invitedBy: admin.id });
      const [used] = await ctx.database.db.select().from(invitationCodes).where(eq(invitationCodes.id, invitation.id));
      expect(used).toMatchObject({ isActive: false, usedBy: created[0]!.id });
      expect(used!.usedAt).not.toBeNull();

      // The code is spent: a second person with the same code is refused.
      const second = await signInWithProvider(ctx, 'stranger-sub', { query: `?invite=${invitation.code}` });
      expect(errorOf(second.headers.location)).toBe('This invitation code is invalid or has already been used.');
    });

    it('refuses an invitation sent to another e-mail address and leaves it redeemable', async () => {
      const invitation = await invitationsRepository(ctx.database.db).insert({ email: 'someone-else@example.com', trialDays: 30 });
      const response = await signInWithProvider(ctx, 'stranger-sub', { query: `?invite=${invitation.code}` });
      expect(errorOf(response.headers.location)).toBe(oidcAccountMessages.inviteForSomeoneElse);
      const [stored] = await ctx.database.db.select().from(invitationCodes).where(eq(invitationCodes.id, invitation.id));
      expect(stored).toMatchObject({ isActive: true, usedBy: null, usedAt: null });
      expect(await userCount(ctx)).toBe(0);
    });

    it('refuses a malformed invite code before leaving for the provider', async () => {
      const response = await ctx.app.inject({ url: '/api/login?invite=nope' });
      expect(response.statusCode).toBe(302);
      expect(errorOf(response.headers.location)).toBe('This invitation code is invalid or has already been used.');
    });

    it('refuses a tampered state, and the flow cannot be replayed afterwards', async () => {
      await createUser(ctx.database.db, { username: 'patp', email: 'pat.putter@example.com' });
      const { authorizationUrl, flowCookie } = await startSignIn(ctx);
      const callback = await signInAtProvider(authorizationUrl, 'pat-sub', redirectUri);
      const tampered = new URL(callback);
      tampered.searchParams.set('state', 'forged-state');
      const cookies = { dormie_oidc: flowCookie };
      const refused = await ctx.app.inject({ url: `${tampered.pathname}${tampered.search}`, cookies });
      expect(refused.statusCode).toBe(302);
      expect(errorOf(refused.headers.location)).toBe(oidcMessages.failed);
      expect(refused.cookies.find((c) => c.name === 'dormie_sid')).toBeUndefined();

      const replay = await ctx.app.inject({ url: `${callback.pathname}${callback.search}`, cookies });
      expect(errorOf(replay.headers.location)).toBe(oidcMessages.expired);
    });

    it('refuses a callback without the flow cookie', async () => {
      await createUser(ctx.database.db, { username: 'patp', email: 'pat.putter@example.com' });
      const { authorizationUrl } = await startSignIn(ctx);
      const callback = await signInAtProvider(authorizationUrl, 'pat-sub', redirectUri);
      const response = await ctx.app.inject({ url: `${callback.pathname}${callback.search}` });
      expect(errorOf(response.headers.location)).toBe(oidcMessages.expired);
    });

    it('shows a cancelled sign-in when the provider answers with access_denied', async () => {
      const { authorizationUrl, flowCookie } = await startSignIn(ctx);
      const state = new URL(authorizationUrl).searchParams.get('state')!;
      const query = new URLSearchParams({ error: 'access_denied', state, iss: provider.issuer });
      const response = await ctx.app.inject({ url: `/api/callback?${query}`, cookies: { dormie_oidc: flowCookie } });
      expect(response.statusCode).toBe(302);
      expect(errorOf(response.headers.location)).toBe(oidcMessages.cancelled);
    });

    it('sends state, nonce and an S256 PKCE challenge to the provider', async () => {
      const { authorizationUrl } = await startSignIn(ctx);
      const params = new URL(authorizationUrl).searchParams;
      expect(params.get('redirect_uri')).toBe(redirectUri);
      expect(params.get('scope')).toBe('openid email profile');
      expect(params.get('code_challenge_method')).toBe('S256');
      for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)?.length).toBeGreaterThanOrEqual(43);
    });
  },
  { env: oidcEnv },
);

describeEachDatabase('oidc sign-in, not configured', (ctx) => {
  it('sends /api/login and /api/callback to the password sign-in page', async () => {
    const login = await ctx.app.inject({ url: '/api/login?invite=ABCDEFGH' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/login');
    const callback = await ctx.app.inject({ url: '/api/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login');
  });
});
