import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CurrentUserSchema } from '../src/contract/account-responses';
import { paymentHandleRules } from '../src/contract/groups';
import { users } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { call, expectRefusal, expectStatus, golfer } from './support/games';

// Issue 33: the payment handles a member keeps in settings (product §R18): PATCH /api/user/settings saves `paypalMe`,
// `venmo` and `cashtag` (a leading @ or $ dropped, '' or null clears one, a field not sent stays), GET /api/auth/user
// answers them, and a handle the contract refuses is a 400 in its words that changes nothing.

async function handlesOf(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select({ paypalMe: users.paypalMe, venmo: users.venmo, cashtag: users.cashtag }).from(users).where(eq(users.id, id));
  return row!;
}

async function currentUser(ctx: TestContext, cookie: string) {
  const response = await call(ctx, cookie, 'GET', '/api/auth/user');
  expectStatus(response, 200);
  return CurrentUserSchema.parse(response.json());
}

describeEachDatabase('payment handles', (ctx) => {
  it('saves the three handles without a leading @ or $, answers them on the current user, and keeps those not sent', async () => {
    const sam = await golfer(ctx, 'Sam');
    expect(await currentUser(ctx, sam.cookie)).toMatchObject({ paypalMe: null, venmo: null, cashtag: null });

    const saved = await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { paypalMe: ' SamReed7 ', venmo: '@sam-reed_7', cashtag: '$SamR' });
    expectStatus(saved, 200);
    expect(CurrentUserSchema.parse(saved.json())).toMatchObject({ paypalMe: 'SamReed7', venmo: 'sam-reed_7', cashtag: 'SamR' });
    expect(await handlesOf(ctx, sam.user.id)).toEqual({ paypalMe: 'SamReed7', venmo: 'sam-reed_7', cashtag: 'SamR' });
    expect(await currentUser(ctx, sam.cookie)).toMatchObject({ paypalMe: 'SamReed7', venmo: 'sam-reed_7', cashtag: 'SamR' });

    // A settings change that does not name the handles leaves them as they are.
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { displayName: 'Sam Reed' }), 200);
    expect(await handlesOf(ctx, sam.user.id)).toEqual({ paypalMe: 'SamReed7', venmo: 'sam-reed_7', cashtag: 'SamR' });

    // Another golfer's handles are their own.
    const pat = await golfer(ctx, 'Pat');
    expect(await currentUser(ctx, pat.cookie)).toMatchObject({ paypalMe: null, venmo: null, cashtag: null });
  });

  it("clears a handle sent as '' (or only spaces) or null", async () => {
    const sam = await golfer(ctx, 'Sam');
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { paypalMe: 'SamReed7', venmo: 'samreed', cashtag: 'SamR' }), 200);

    const cleared = await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { paypalMe: '', venmo: null });
    expectStatus(cleared, 200);
    expect(CurrentUserSchema.parse(cleared.json())).toMatchObject({ paypalMe: null, venmo: null, cashtag: 'SamR' });
    expect(await handlesOf(ctx, sam.user.id)).toEqual({ paypalMe: null, venmo: null, cashtag: 'SamR' });

    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { cashtag: '   ' }), 200);
    expect(await handlesOf(ctx, sam.user.id)).toEqual({ paypalMe: null, venmo: null, cashtag: null });
    expect(await currentUser(ctx, sam.cookie)).toMatchObject({ paypalMe: null, venmo: null, cashtag: null });
  });

  it("refuses each handle the contract does not allow, in its words, changing nothing", async () => {
    const sam = await golfer(ctx, 'Sam');
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { paypalMe: 'SamReed7', venmo: 'samreed', cashtag: 'SamR' }), 200);
    const before = await handlesOf(ctx, sam.user.id);

    const { paypalMe, venmo, cashtag } = paymentHandleRules;
    const refusals: [unknown, string][] = [
      [{ paypalMe: 'sam.reed' }, paypalMe.message],
      [{ paypalMe: 'sam reed' }, paypalMe.message],
      [{ paypalMe: '@samreed' }, paypalMe.message],
      [{ paypalMe: 'a'.repeat(21) }, paypalMe.message],
      [{ paypalMe: 7 }, paypalMe.message],
      [{ venmo: 'sam reed' }, venmo.message],
      [{ venmo: 'sam$reed' }, venmo.message],
      [{ venmo: '@@samreed' }, venmo.message],
      [{ venmo: 'v'.repeat(31) }, venmo.message],
      [{ venmo: true }, venmo.message],
      [{ cashtag: 'sam-reed' }, cashtag.message],
      [{ cashtag: '$$SamR' }, cashtag.message],
      [{ cashtag: 'c'.repeat(21) }, cashtag.message],
      [{ cashtag: 'x'.repeat(41) }, cashtag.message],
      [{ cashtag: {} }, cashtag.message],
    ];
    for (const [body, message] of refusals) expectRefusal(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', body), 400, message);

    // One bad handle beside good fields refuses the whole change.
    expectRefusal(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { venmo: 'newname', cashtag: 'bad tag' }), 400, cashtag.message);
    expect(await handlesOf(ctx, sam.user.id)).toEqual(before);
  });

  it('refuses a signed-out caller (401)', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/api/user/settings', payload: { paypalMe: 'SamReed7' } });
    expectStatus(response, 401);
  });
});
